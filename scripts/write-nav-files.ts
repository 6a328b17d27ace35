/**
 * One small JSON file per sidebar category (`out/nav/<route>.json`): its items, one level deep, for
 * the sidebar to fetch when a reader opens a category that the page did not carry (lib/browser/nav-state.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getVersionModels } from '../lib/site/reader';
import { navFileUrl, oneLevel } from '../lib/browser/nav-state';
import { allCategories } from '../lib/site/nav-queries';
import { OUT_FOLDER } from '../lib/build/folders';

const outDir = path.resolve(OUT_FOLDER);
// Every version's sidebar: an archived page's categories load from its own files (routes under /<name>/).
const categories = getVersionModels().flatMap((model) => allCategories(model.tree));
for (const category of categories) {
  const file = path.join(outDir, navFileUrl(category.route));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(oneLevel(category.items)));
}
console.log(`Sidebar: ${categories.length} category files in out/nav/.`);

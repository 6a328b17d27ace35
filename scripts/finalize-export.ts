/**
 * Shapes the export for object storage: with trailingSlash, Next writes the not-found page as
 * 404/index.html, but buckets serve their error document from one key, 404.html (and /404/ must not
 * answer 200). Marks the scripts pages run at startup for eager compilation (lib/build/compile-hints.ts), and
 * makes every page start them after its first paint (lib/render/after-paint-scripts.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { firstLoadChunks, withCompileHint } from '../lib/build/compile-hints';
import { scriptsAfterFirstPaint } from '../lib/render/after-paint-scripts';
import { NEXT_BUILD_MANIFEST } from '../lib/build/next-folder';
import { exportFolderArgument } from '../lib/build/folders';
import { BUILD_ID_FILE, exportedBuildId } from '../lib/outputs/build-id';
import { exportedHtmlFiles } from '../lib/outputs/exported-pages';

const outDir = exportFolderArgument();
const nested = path.join(outDir, '404', 'index.html');
const target = path.join(outDir, '404.html');

if (existsSync(nested)) {
  await rename(nested, target);
  await rm(path.join(outDir, '404'), { recursive: true });
}
if (!existsSync(target)) {
  console.error(`${target} is missing after the export: the bucket would have no error document. Check pages/404.tsx.`);
  process.exit(1);
}
const buildId = exportedBuildId(outDir);
if (!buildId) {
  console.error(`${outDir} has no _next/static/<buildId>/_buildManifest.js: the export is incomplete. Build again.`);
  process.exit(1);
}
await writeFile(path.join(outDir, BUILD_ID_FILE), JSON.stringify({ buildId }));
const buildManifest = NEXT_BUILD_MANIFEST;
if (!existsSync(buildManifest)) {
  console.error(`${buildManifest} is missing: it lists the scripts pages load at startup. Run next build (npm run build) again.`);
  process.exit(1);
}
const chunks = firstLoadChunks(JSON.parse(await readFile(buildManifest, 'utf8')), buildManifest);
for (const chunk of chunks) {
  const file = path.join(outDir, '_next', chunk);
  const source = await readFile(file, 'utf8');
  const hinted = withCompileHint(source);
  if (hinted !== source) await writeFile(file, hinted);
}
let waiting = 0;
const withoutScripts: string[] = [];
for (const file of exportedHtmlFiles(outDir)) {
  const page = scriptsAfterFirstPaint(readFileSync(file, 'utf8'));
  if (page.moved === 0) {
    if (page.waiting === 0) withoutScripts.push(path.relative(process.cwd(), file));
    else waiting += 1;
    continue;
  }
  writeFileSync(file, page.html);
  waiting += 1;
}
// Every exported page is Next's and starts its scripts this way: none found means Next writes them
// another way now, and the pages would load them as before, beside the text.
if (withoutScripts.length > 0) {
  console.error(`${withoutScripts.length} exported page(s) have no <script src="/_next/…" defer=""> to start after the first paint, ${withoutScripts.slice(0, 3).join(', ')} among them: if Next writes its scripts another way now, update lib/render/after-paint-scripts.ts; or Next leaves a page without scripts, which this step cannot tell from a change of Next's output: say so in lib/render/after-paint-scripts.ts.`);
  process.exit(1);
}
console.log(`Export ready for object storage: 404.html is the error document; ${BUILD_ID_FILE} names build ${buildId}; ${chunks.length} first-load scripts compile eagerly; ${waiting} pages start them after their first paint.`);

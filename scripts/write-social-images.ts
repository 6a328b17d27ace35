/** After the export: one social card per section, rendered from SVG with resvg and a bundled font. */
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { getSitePages } from '../lib/content';
import { socialImagePath, socialImageSvg } from '../lib/social-image';

const outDir = path.resolve(process.argv[2] ?? 'out');
const require = createRequire(import.meta.url);
// A font from the lockfile, not the machine: the cards look the same wherever the site is built.
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const fontFiles = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) => path.join(fontDir, file));

const sections = new Map<string, { title: string; description: string }>();
for (const page of getSitePages()) {
  // The section's own page (its category index, or the welcome page) describes it.
  if (!sections.has(page.sectionKey)) sections.set(page.sectionKey, { title: page.sectionKey === 'home' ? page.title : page.section, description: page.description });
}

await mkdir(path.join(outDir, 'og'), { recursive: true });
for (const [key, { title, description }] of sections) {
  const png = new Resvg(socialImageSvg(title, description), { font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
  await writeFile(path.join(outDir, socialImagePath(key)), png);
}
console.log(`Social images: ${sections.size} sections in out/og/.`);

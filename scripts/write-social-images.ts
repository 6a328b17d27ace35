/**
 * After the export: one social card per section, rendered from SVG with resvg and a bundled font.
 * A card depends only on its SVG, so cards are cached by its hash (lib/build/step-cache.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { contentKey, openStepCache } from '../lib/build/step-cache';
import { getSitePages } from '../lib/site/reader';
import { socialImagePath, socialImageSvg } from '../lib/outputs/social-image';

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

// PNG bytes as base64: the cache file is JSON.
const cache = openStepCache('social-images', (value) => (typeof value === 'string' ? value : null));
await mkdir(path.join(outDir, 'og'), { recursive: true });
for (const [key, { title, description }] of sections) {
  const svg = socialImageSvg(title, description);
  const cacheKey = contentKey(svg);
  let png = cache.get(cacheKey);
  if (png === undefined) {
    // Loaded only when a card changed: the renderer's native module is most of this step's time.
    const { Resvg } = await import('@resvg/resvg-js');
    png = new Resvg(svg, { font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' } }).render().asPng().toString('base64');
    cache.set(cacheKey, png);
  }
  await writeFile(path.join(outDir, socialImagePath(key)), Buffer.from(png, 'base64'));
}
cache.save();
console.log(`Social images: ${sections.size} sections in out/og/ (${cache.summary()}).`);

/**
 * After the export: one social card per section, rendered from SVG with resvg and a bundled font
 * (lib/outputs/social-image-cache.ts), cached by its section's title and description.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openEntryCache } from '../lib/build/step-cache';
import { getSitePages } from '../lib/site/reader';
import { socialImagePath } from '../lib/outputs/social-image';
import { socialImageCache } from '../lib/outputs/social-image-cache';
import { exportFolderArgument } from '../lib/build/folders';

const outDir = exportFolderArgument();

const sections = new Map<string, { title: string; description: string }>();
for (const page of getSitePages()) {
  // The section's own page (its category index, or the welcome page) describes it.
  if (!sections.has(page.sectionKey)) sections.set(page.sectionKey, { title: page.sectionKey === 'home' ? page.title : page.section, description: page.description });
}

const cache = openEntryCache(socialImageCache);
await mkdir(path.join(outDir, 'og'), { recursive: true });
for (const [key, card] of sections) {
  await writeFile(path.join(outDir, socialImagePath(key)), Buffer.from(await cache.entry(card), 'base64'));
}
cache.save();
console.log(`Social images: ${sections.size} sections in out/og/ (${cache.summary()}).`);

/**
 * The social cards step's cache (`.cache/social-images.json`, lib/build/step-cache.ts): a card is made
 * from its section's title and description, so an unchanged one is not rendered again. PNG bytes as
 * base64, since the cache file is JSON.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { StepCacheDefinition } from '../build/step-cache';
import { socialImageSvg } from './social-image';

const require = createRequire(import.meta.url);

export const socialImageCache: StepCacheDefinition<{ title: string; description: string }, string> = {
  name: 'social-images',
  async make({ title, description }) {
    // A font from the lockfile, not the machine: the cards look the same wherever the site is built.
    const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    const fontFiles = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) => path.join(fontDir, file));
    // Loaded only when a card changed: the renderer's native module is most of the step's time.
    const { Resvg } = await import('@resvg/resvg-js');
    const svg = socialImageSvg(title, description);
    return new Resvg(svg, { font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' } }).render().asPng().toString('base64');
  },
  parse: (value) => (typeof value === 'string' ? value : null),
};

/**
 * Screenshots of the built site in light and dark, at 1280 and 390 px, for a person to look at:
 * `npm run screenshots -- /route /other-route` writes PNGs to screenshots/.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { launchChromium } from '../lib/chromium';
import { serveExport } from '../lib/static-server';

const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/get-started/get-the-key/'];
const server = await serveExport(path.resolve('out'));
const browser = await launchChromium();
await mkdir('screenshots', { recursive: true });
for (const route of routes) {
  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      await page.goto(`${server.origin}${route}`, { waitUntil: 'networkidle' });
      const name = `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}-${theme}.png`;
      await page.screenshot({ path: path.join('screenshots', name), fullPage: process.env.FULL === '1' });
      console.log(`screenshots/${name}`);
      await context.close();
    }
  }
}
await browser.close();
await server.close();

/**
 * Screenshots of the built site in light and dark, at 1280 and 390 px, for a person to look at:
 * `npm run screenshots -- /route /other-route` writes PNGs to screenshots/.
 */
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { createStaticServer } from '../lib/static-server';

const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/get-started/get-the-key/'];
const server = createStaticServer(path.resolve('out'));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
await mkdir('screenshots', { recursive: true });
for (const route of routes) {
  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
      const name = `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}-${theme}.png`;
      await page.screenshot({ path: path.join('screenshots', name), fullPage: process.env.FULL === '1' });
      console.log(`screenshots/${name}`);
      await context.close();
    }
  }
}
await browser.close();
server.close();

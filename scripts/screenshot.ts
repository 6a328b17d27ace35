/**
 * Screenshots of the built site in light and dark, at 1280 and 390 px, for a person to look at:
 * `npm run screenshots -- /route /other-route` writes PNGs to screenshots/. `CLICK='sel1;sel2'` clicks
 * each selector in turn before the shot where it is visible at that width (a menu to open), and
 * `SUFFIX=-open` is added to the names. `AT=selector` scrolls its first match to the top before the shot,
 * for a part far down a page (a page without a match is shot from its top).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { launchChromium } from '../tools/chromium';
import { serveExport } from '../lib/deploy/static-server';
import { OUT_FOLDER } from '../lib/build/folders';

const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/get-started/get-the-key/'];
const clicks = (process.env.CLICK ?? '').split(';').filter(Boolean);
const server = await serveExport(path.resolve(OUT_FOLDER));
const browser = await launchChromium();
await mkdir('screenshots', { recursive: true });
for (const route of routes) {
  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      await page.goto(`${server.origin}${route}`, { waitUntil: 'networkidle' });
      // Clicks need React's handlers: after hydration (Next sets router.isReady then).
      if (clicks.length > 0) await page.waitForFunction(() => (window as unknown as { next?: { router?: { isReady?: boolean } } }).next?.router?.isReady === true);
      for (const selector of clicks) {
        const target = page.locator(selector).first();
        if (await target.isVisible()) {
          await target.click();
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(300);
        }
      }
      const at = process.env.AT ? page.locator(process.env.AT).first() : null;
      // A <details> named by AT is opened first, so that the shot shows what it holds.
      if (at && (await at.count()) > 0)
        await at.evaluate((element) => {
          if (element instanceof HTMLDetailsElement) element.open = true;
          element.scrollIntoView({ block: 'start' });
        });
      const name = `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}-${theme}${process.env.SUFFIX ?? ''}.png`;
      await page.screenshot({ path: path.join('screenshots', name), fullPage: process.env.FULL === '1' });
      console.log(`screenshots/${name}`);
      await context.close();
    }
  }
}
await browser.close();
await server.close();

/**
 * What a reader on the slow phone of issue 26 waits for (tools/perf/throttled-profile.ts: 400 ms latency,
 * 400 kbps, CPU 4x slower), on the built export served as `npm run serve` serves it, cold each run:
 * - text shown: the first contentful paint of a doc page with code tabs (its h1 and lead are static HTML);
 * - first tap honoured: a language tab tapped as soon as it is visible, and when its panel shows;
 * - search results final: after the last key of 'capture', when the list shows what is final for it
 *   (not stalled, the Capture page on top), the index loaded first (Ctrl+K until the box says so).
 *
 *   npm run build && npx tsx scripts/throttled-timings.ts [runs=3] [route]
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../tools/chromium';
import { throttle } from '../tools/perf/throttled-profile';
import { serveExport } from '../lib/deploy/static-server';
import { OUT_FOLDER } from '../lib/build/folders';

const runs = Number(process.argv[2] ?? 3);
const route = process.argv[3] ?? '/payment-gateway/modifications/refund/';
const tappedLanguage = 'csharp';
const captureTop = /^\/payment-gateway\/modifications\/capture\/$|^\/api\/modifications\/#capturePayment$/;

interface PageTimings {
  textShown: number;
  /** When the tab showed and the test tapped it; the page takes the tap once its main thread is free (tapped). */
  visible: number;
  tapped: number;
  honoured: number;
}

/**
 * Before the page runs anything: the tap's time and the moment the tapped language's panel first shows.
 * A string, not a function: tsx would name the function's inner functions with a helper the page lacks.
 */
const watchTap = (language: string): string => `(() => {
  const times = {};
  Object.defineProperty(window, '__tapTimes', { get: () => times });
  document.addEventListener('pointerdown', () => { if (times.tapped === undefined) times.tapped = performance.now(); }, { capture: true });
  const check = () => {
    if (times.tapped === undefined || times.honoured !== undefined) return;
    const panel = document.querySelector('[data-code-tabs] > [role=tabpanel][data-tab-language=${JSON.stringify(language)}]');
    if (panel instanceof HTMLElement && panel.offsetParent !== null) times.honoured = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  document.addEventListener('pointerup', () => setTimeout(check), { capture: true });
})()`;

async function pageRun(browser: Browser, origin: string): Promise<PageTimings> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: watchTap(tappedLanguage) });
    await throttle(page);
    await page.goto(new URL(route, origin).href, { waitUntil: 'commit' });
    const tab = page.locator(`[data-code-tabs] [role=tab][data-tab-language="${tappedLanguage}"]`).first();
    await tab.waitFor({ state: 'visible', timeout: 120_000 });
    const visibleAt = Date.now();
    await tab.click({ timeout: 120_000 });
    await page.waitForFunction(() => Reflect.get(Reflect.get(window, '__tapTimes'), 'honoured') !== undefined, undefined, { timeout: 120_000, polling: 100 });
    const times = await page.evaluate(() => ({
      origin: performance.timeOrigin,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      tap: Number(Reflect.get(Reflect.get(window, '__tapTimes'), 'tapped')),
      honoured: Number(Reflect.get(Reflect.get(window, '__tapTimes'), 'honoured')),
    }));
    return { textShown: times.fcp, visible: visibleAt - times.origin, tapped: times.tap, honoured: times.honoured };
  } finally {
    await context.close();
  }
}

/** Milliseconds from the last key of 'capture' to the final list for it. */
async function searchRun(browser: Browser, origin: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page: Page = await context.newPage();
    await page.goto(new URL(route, origin).href);
    await page.waitForFunction(() => Reflect.get(Reflect.get(window, 'next') ?? {}, 'router') !== undefined, undefined, { timeout: 120_000 });
    await throttle(page);
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await page.waitForFunction(() => document.querySelector('.DocSearch-Input')?.getAttribute('placeholder') === 'Search docs', undefined, { timeout: 120_000 });
    await input.pressSequentially('capture', { delay: 120 });
    const lastKey = Date.now();
    for (;;) {
      const state = await page.evaluate(() => ({
        stalled: document.querySelector('.DocSearch-Container--Stalled') !== null,
        top: document.querySelector('.DocSearch-Hit a')?.getAttribute('href') ?? null,
      }));
      if (!state.stalled && state.top) {
        const url = new URL(state.top, origin);
        if (captureTop.test(url.pathname + url.hash)) return Date.now() - lastKey;
      }
      if (Date.now() - lastKey > 120_000) throw new Error(`'capture' gave no final list in 120 s (top: ${state.top ?? 'none'})`);
      await page.waitForTimeout(50);
    }
  } finally {
    await context.close();
  }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const seconds = (values: number[]) => `${(median(values) / 1000).toFixed(2)} s (${values.map((v) => (v / 1000).toFixed(2)).join(', ')})`;

const server = await serveExport(path.resolve(OUT_FOLDER));
const browser = await launchChromium();
try {
  const pages: PageTimings[] = [];
  const searches: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    pages.push(await pageRun(browser, server.origin));
    searches.push(await searchRun(browser, server.origin));
  }
  console.log(`Throttled profile (400 ms, 400 kbps, CPU 4x), ${route}, ${runs} cold runs, median (each run):`);
  console.log(`  text shown (FCP)          ${seconds(pages.map((p) => p.textShown))}`);
  console.log(`  tab visible, tapped at    ${seconds(pages.map((p) => p.visible))}`);
  console.log(`  tap reached the page      ${seconds(pages.map((p) => p.tapped))}`);
  console.log(`  first tap honoured        ${seconds(pages.map((p) => p.honoured))}`);
  console.log(`  'capture' results final   ${seconds(searches)} after the last key`);
} finally {
  await browser.close();
  await server.close();
}

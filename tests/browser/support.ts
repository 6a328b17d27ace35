import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect, inject, test as base } from 'vitest';
import { launchChromium } from '../../tools/chromium';
import { earlyTaps } from '../../lib/render/inline-scripts';

/** The static export served like object storage, started once by global-setup.ts. */
export function baseUrl(): string {
  return inject('baseUrl');
}

/** After hydration: Next's router is ready, React owns the top bar and the main element, and its effects have run, so clicks and keys reach their handlers. Lazy blocks hydrate later: wait for them with `renderedByReact`. */
export async function waitForHydration(page: Page): Promise<void> {
  // Next marks its router ready before React has hydrated anything, so also wait until React owns the
  // page's top bar and main element (its fiber key on them): a click before that lands on server markup.
  // React puts those keys on during its render, before the commit and the effects that add the page's
  // key listeners (Ctrl+K): also wait for the mark useEarlyTaps sets in an effect of the same commit
  // (a Ctrl+K pressed in between was lost on a loaded machine).
  await page.waitForFunction(
    ({ awake }) => {
      const ready = (window as unknown as { next?: { router?: { isReady?: boolean } } }).next?.router?.isReady === true;
      const shell = [...document.querySelectorAll('#__next header, #__next main')];
      const roots = shell.length > 0 ? shell : [document.getElementById('__next')?.firstElementChild].filter((element) => element instanceof Element);
      return ready && document.documentElement.hasAttribute(awake) && roots.length > 0 && roots.every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
    },
    { awake: earlyTaps.awake },
  );
}

/** What `open` takes besides the context's own options (whose viewport defaults to 1280 × 900). */
export interface OpenOptions extends BrowserContextOptions {
  /** Hand the page over once React has hydrated it (`waitForHydration`), for tests that click or type. */
  hydrated?: boolean;
  /**
   * Runs on the new page before it asks for anything, for what must see its first request: the
   * context's init scripts and permissions, routes, listeners, Playwright's clock.
   */
  beforeLoad?: (page: Page) => unknown;
}

/** The `open` fixture, for helpers that open pages on a test's behalf. */
export type Open = (path: string, options?: OpenOptions) => Promise<Page>;

const viewport = { width: 1280, height: 900 };

/**
 * Vitest's `test` with the browser as fixtures, so that no test file starts, closes or cleans up Chromium:
 * - `browser`: one Chromium per test file (file scope), launched on first use and closed after the file;
 * - `newContext(options?)`: a fresh browser context (cookies, storage, viewport 1280 × 900 unless given);
 * - `open(path, options?)`: a page of its own context at `path` of the built site (or an absolute URL),
 *   hydrated with `{ hydrated: true }`.
 * Every context a test opened is closed when it ends, failed or not.
 *
 *   test('opens the menu', async ({ open }) => {
 *     const page = await open('/webhooks/configuration/', { hydrated: true, viewport: { width: 390, height: 844 } });
 *   });
 */
export const test = base
  // Vitest reads a fixture's dependencies from its first parameter, which must be a destructuring: none here.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchChromium();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('newContext', async ({ browser }, { onCleanup }) => {
    const opened: BrowserContext[] = [];
    onCleanup(async () => {
      await Promise.all(opened.map((context) => context.close()));
    });
    return async (options: BrowserContextOptions = {}): Promise<BrowserContext> => {
      const context = await browser.newContext({ viewport, ...options });
      opened.push(context);
      return context;
    };
  })
  .extend('open', ({ newContext }): Open => async (path, options = {}) => {
    const { hydrated = false, beforeLoad, ...contextOptions } = options;
    const page = await (await newContext(contextOptions)).newPage();
    await beforeLoad?.(page);
    await page.goto(new URL(path, baseUrl()).href);
    if (hydrated) await waitForHydration(page);
    return page;
  });

/**
 * Holds every request of `page` matching `url` (all of them by default) from now on, until `release()`
 * is called: for what a page shows while its files are on their way.
 */
export async function holdRequests(page: Page, url: string | RegExp = '**/*'): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    // A request whose page has moved on or closed meanwhile has nothing left to continue.
    await route.continue().catch(() => undefined);
  });
  return { release };
}

/**
 * How long a check of the page may keep trying: sized for a loaded 2-core machine (a build or another
 * suite beside the browser), where a click's effect can take seconds to reach the DOM.
 */
const settleTimeout = 30_000;

/**
 * An assertion that retries until it holds or `timeout` (by default `settleTimeout`) passes: for anything read from the page
 * after an action, never a one-shot `expect(await locator.isVisible())`. Reading throws (a locator
 * between two pages, a context torn down by a navigation) are retried too.
 *
 *   await eventually(() => menu.isVisible()).toBe(false);
 */
export function eventually<T>(read: () => T | Promise<T>, message?: string, timeout = settleTimeout) {
  return expect.poll(read, { timeout, interval: 100, message });
}

/**
 * Whether React renders every element `locator` matches (and it matches one): for a test that needs
 * the page's own React elements, not markup React has not taken over yet. The server markup a lazy
 * block keeps until its chunk arrives (components/mdx/lazyBlocks.tsx) is not React's; the live block's
 * is, and so is every element React has hydrated. React marks its elements with a `__reactFiber$…` key.
 *
 *   await eventually(() => renderedByReact(page.locator('table[data-data-set]'))).toBe(true);
 */
export function renderedByReact(locator: Locator): Promise<boolean> {
  return locator.evaluateAll((elements) => elements.length > 0 && elements.every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))));
}

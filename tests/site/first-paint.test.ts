/**
 * What a page's first paint waits for and what its scripts cost the main thread, as the built pages
 * carry them (lib/render/first-paint.ts, lib/build/compile-hints.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '@/lib/build/compile-hints';
import { outDir } from './built-search';

const read = (page: string) => readFileSync(path.join(outDir, page), 'utf8');
const docPages = ['index.html', 'payment-gateway/modifications/refund/index.html', 'webhooks/hmac-validation/index.html'];
const otherPages = ['category/webhooks/index.html', 'api/payments/index.html', '404.html'];

/** The ids of a page's `<link rel="expect">`, in order. */
const expected = (html: string) => [...html.matchAll(/<link rel="expect" href="#([^"]+)" blocking="render"\/>/g)].map((m) => m[1]);

describe('first paint', () => {
  it.each(docPages)('%s paints once the top bar is whole and the body’s opening paragraph is in', (page) => {
    const html = read(page);
    const [main, afterParagraph, ...rest] = expected(html);
    expect(main).toBe('main');
    expect(rest).toEqual([]);
    const body = html.slice(html.indexOf('data-search-content'));
    const paragraphEnd = body.indexOf('</p>');
    const target = body.indexOf(` id="${afterParagraph}"`);
    expect(paragraphEnd, 'the body has a paragraph').toBeGreaterThan(0);
    expect(target, `#${afterParagraph} follows the body's first paragraph`).toBeGreaterThan(paragraphEnd);
  });

  it.each(otherPages)('%s paints once the top bar is whole', (page) => {
    const html = read(page);
    expect(expected(html)).toEqual(['main']);
    expect(html.indexOf('id="main"')).toBeGreaterThan(html.indexOf('</header>'));
  });
});

describe('first-load scripts', () => {
  it.each([...docPages, ...otherPages])('%s loads only scripts that V8 compiles while it streams them', (page) => {
    const scripts = [...read(page).matchAll(/<script[^>]+src="\/_next\/(static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    const unhinted = scripts.filter((script) => !read(path.join('_next', script)).startsWith(`${COMPILE_HINT}\n`));
    expect(unhinted).toEqual([]);
  });
});

/**
 * Byte budgets of the built site (deterministic sizes, no timings). A failure names the page and the
 * files, largest first, so the change that grew them is easy to find.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import budgets from '../../budgets.json';
import { firstLoadJs, gzipSize, kb, stylesheets } from '@/tools/perf/site-figures';
import { firstResultsBytes } from '@/tools/perf/split-query-bytes';
import { searchCodeMarkers } from '../support/search-code';
import { builtSplitDir, outDir } from './built-search';

const firstLoad = (page: string) => firstLoadJs(outDir, page);

const pages = { 'doc page': 'webhooks/hmac-validation/index.html', 'welcome page': 'index.html', 'category page': 'category/webhooks/index.html', 'API reference page': 'api/payments/index.html' };

describe('byte budgets', () => {
  it.each(Object.entries(pages))('first-load JavaScript of the %s stays within budget', (_name, page) => {
    const { total, files } = firstLoad(page);
    expect(total, `${page}: ${kb(total)} gzip > ${kb(budgets.firstLoadJsGzip)}; largest: ${files.slice(0, 4).map((f) => `${f.file} ${kb(f.bytes)}`).join(', ')}`).toBeLessThanOrEqual(budgets.firstLoadJsGzip);
  });

  it('loads no search code with a page: the modal, DocSearch and the split index reader come on first use', () => {
    for (const page of Object.values(pages)) {
      const { files } = firstLoad(page);
      const withSearch = files.filter((f) => searchCodeMarkers.test(readFileSync(path.join(outDir, f.file), 'utf8')));
      expect(withSearch.map((f) => f.file), page).toEqual([]);
    }
  });

  it('keeps the stylesheet within budget', () => {
    const { total, files } = stylesheets(outDir, pages['doc page']);
    expect(total, `CSS ${kb(total)} gzip > ${kb(budgets.cssGzip)}: ${files.map((s) => `${s.file} ${kb(s.bytes)}`).join(', ')}`).toBeLessThanOrEqual(budgets.cssGzip);
  });

  it.each(Object.entries(budgets.searchFirstResultsGzip))("keeps the search data fetched from a cold start to the first results for '%s' within budget", async (query, budget) => {
    const { total, files } = await firstResultsBytes(builtSplitDir(), query);
    expect(total, `'${query}': ${kb(total)} gzip > ${kb(budget)}: ${files.map((s) => `${s.file} ${kb(s.bytes)}`).join(', ')}`).toBeLessThanOrEqual(budget);
  });

  it('keeps every page’s HTML within budget', () => {
    const over = Object.values(pages).filter((page) => page !== pages['API reference page']).concat('get-started/use-these-test-cards/index.html', 'resources/currencies-minor-units/index.html').map((page) => ({ page, bytes: gzipSize(path.join(outDir, page)) })).filter((p) => p.bytes > budgets.htmlGzip);
    expect(over.map((p) => `${p.page} ${kb(p.bytes)}`)).toEqual([]);
  });

  it("keeps an API reference resource page within its own HTML budget", () => {
    const bytes = gzipSize(path.join(outDir, pages['API reference page']));
    expect(bytes, `${pages['API reference page']}: ${kb(bytes)} gzip`).toBeLessThanOrEqual(budgets.referenceHtmlGzip);
  });
});

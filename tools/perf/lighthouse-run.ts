/**
 * Lighthouse's mobile audit (its default: a mid-range phone on slow 4G, simulated) of pages served
 * from a built site, in Debian's Chromium. Scores vary from run to run: each page is audited several
 * times and the median run (by performance score) is kept.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../chromium';
import { serveExport } from '../../lib/deploy/static-server';

export interface LighthouseFigure {
  page: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that did not pass in the kept run, for the categories other than performance. */
  failing: string[];
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function lighthouseAudit(outDir: string, pages: readonly string[], runs: number): Promise<LighthouseFigure[]> {
  const server = await serveExport(outDir);
  // chrome-launcher rather than Playwright: Lighthouse drives Chromium over its own debugging port.
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });
  const figures: LighthouseFigure[] = [];
  try {
    for (const page of pages) {
      const results: LighthouseFigure[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${server.origin}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        const { lhr } = result;
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const failing = Object.values(lhr.categories)
          .filter((category) => category.id !== 'performance')
          .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${category.id}: ${ref.id}`));
        results.push({ page, runs, performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'), lcpMs: numeric('largest-contentful-paint'), tbtMs: numeric('total-blocking-time'), cls: numeric('cumulative-layout-shift'), failing });
      }
      results.sort((a, b) => a.performance - b.performance);
      const median = results[Math.floor(results.length / 2)];
      if (median) figures.push(median);
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  return figures;
}

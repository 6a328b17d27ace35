/**
 * Lighthouse's mobile audit (its default: a mid-range phone on slow 4G, simulated, with the CPU
 * slowed four times) of pages served from a built site as the deploy stores them (lib/deploy/static-server.ts:
 * compressible files gzipped), in Debian's Chromium. Scores vary from run to run, and with the load of
 * a shared machine (simulated blocking time is the trace's long tasks scaled up): each page is audited
 * several times, the median run (by performance score, then blocking time) is kept, with the load
 * average it ran under.
 */
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../chromium';
import { serveExport } from '../../lib/deploy/static-server';

/** The pages issue 26 holds to a mobile score of 100: the welcome page, a long guide with code tabs, a guide with a data table. */
export const LIGHTHOUSE_PAGES = ['/', '/payment-gateway/modifications/refund/', '/webhooks/hmac-validation/'] as const;

export interface LighthouseFigure {
  page: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Absent in results measured before it was recorded. */
  fcpMs?: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The machine's one-minute load average when the kept run started; absent in older results. */
  load?: number;
  /** Audits that did not pass in the kept run, for the categories other than performance. */
  failing: string[];
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Called with each run's whole result, for its diagnostics (scripts/bench-lighthouse.ts `--diagnostics`). */
type RunListener = (page: string, run: number, lhr: Result) => void;

export async function lighthouseAudit(outDir: string, pages: readonly string[], runs: number, log: (line: string) => void = () => undefined, onRun?: RunListener): Promise<LighthouseFigure[]> {
  const server = await serveExport(outDir);
  // chrome-launcher rather than Playwright: Lighthouse drives Chromium over its own debugging port.
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });
  const figures: LighthouseFigure[] = [];
  try {
    for (const page of pages) {
      const results: LighthouseFigure[] = [];
      for (let run = 0; run < runs; run += 1) {
        const load = os.loadavg()[0] ?? Number.NaN;
        const result = await lighthouse(`${server.origin}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        const { lhr } = result;
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const failing = Object.values(lhr.categories)
          .filter((category) => category.id !== 'performance')
          .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${category.id}: ${ref.id}`));
        const figure: LighthouseFigure = { page, runs, performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'), fcpMs: numeric('first-contentful-paint'), lcpMs: numeric('largest-contentful-paint'), tbtMs: numeric('total-blocking-time'), cls: numeric('cumulative-layout-shift'), load, failing };
        log(`${page} run ${run + 1}: ${lighthouseRow(figure)}`);
        onRun?.(page, run + 1, lhr);
        results.push(figure);
      }
      results.sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
      const median = results[Math.floor(results.length / 2)];
      if (median) figures.push(median);
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  return figures;
}

const seconds = (ms: number | undefined) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(2)} s`);

function lighthouseRow(l: LighthouseFigure): string {
  return `| \`${l.page}\` | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${seconds(l.fcpMs)} | ${seconds(l.lcpMs)} | ${l.tbtMs.toFixed(0)} ms | ${l.cls.toFixed(3)} | ${l.load === undefined ? '–' : l.load.toFixed(1)} |`;
}

/** The Markdown table of docs/performance.md, with the audits not passed under it. */
export function lighthouseTable(figures: readonly LighthouseFigure[]): string {
  const failing = [...new Set(figures.flatMap((l) => l.failing))];
  return [
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | load average |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...figures.map(lighthouseRow),
    '',
    `Median of ${figures[0]?.runs ?? 0} runs a page. ${failing.length ? `Audits not passed: ${failing.join(', ')}.` : 'Every audit of accessibility, best practices and SEO passed.'}`,
  ].join('\n');
}

/**
 * `npm run bench:search`: what search costs on the built site. Size of the records file and of the
 * single index were it shipped (gzip; the build ships the split index instead),
 * time from the first keypress to the first results in Chromium (cold: nothing cached), and query
 * latency over a fixed query set. Figures, not assertions: they go to docs/search.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { queryLatency } from '../tools/perf/query-latency';
import { launchChromium } from '../tools/chromium';
import { builtRecords, builtSearchFiles } from '../lib/search/built-files';
import { buildIndex } from '../lib/search/local-index';
import { LATEST } from '../lib/routes/latest';
import { serveExport } from '../lib/deploy/static-server';
import { OUT_FOLDER } from '../lib/build/folders';

const outDir = path.resolve(OUT_FOLDER);
const latency = await queryLatency(outDir);
const { documentsPath } = builtSearchFiles(outDir);
const documents = readFileSync(documentsPath, 'utf8');
const indexJson = JSON.stringify(buildIndex(builtRecords(outDir, LATEST)));
const sizes = {
  documents: { raw: documents.length, gzip: gzipSync(documents).length },
  index: { raw: indexJson.length, gzip: gzipSync(indexJson).length },
};

const server = await serveExport(outDir);
const browser = await launchChromium();
const firstResults: number[] = [];
for (let run = 0; run < 5; run += 1) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.origin}/webhooks/configuration/`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => (window as unknown as { next?: { router?: { isReady?: boolean } } }).next?.router?.isReady === true);
  await page.evaluate(() => {
    const w = window as unknown as { pressedAt: number; resultsAt: number };
    window.addEventListener('keydown', () => (w.pressedAt ??= performance.now()), { capture: true, once: true });
    new MutationObserver(() => {
      if (!w.resultsAt && document.querySelector('.DocSearch-Hit')) w.resultsAt = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').pressSequentially('refund');
  await page.locator('.DocSearch-Hit').first().waitFor();
  firstResults.push(await page.evaluate(() => {
    const w = window as unknown as { pressedAt: number; resultsAt: number };
    return w.resultsAt - w.pressedAt;
  }));
  await context.close();
}
await browser.close();
await server.close();
firstResults.sort((a, b) => a - b);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const results = {
  date: new Date().toISOString().slice(0, 10),
  machine: { cores: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  records: latency.records,
  sizes,
  indexLoadMs: latency.loadMs,
  queryLatencyMs: { queries: latency.queries, rounds: latency.rounds, p50: latency.p50, p95: latency.p95, max: latency.max },
  keypressToFirstResultsMs: { runs: firstResults.length, median: firstResults[Math.floor(firstResults.length / 2)] ?? 0, max: firstResults.at(-1) ?? 0 },
};
writeFileSync('docs/search-bench.json', `${JSON.stringify(results, null, 2)}\n`);
const table = `| measure | value |
| --- | --- |
| records | ${results.records} |
| documents file | ${kb(sizes.documents.raw)} (${kb(sizes.documents.gzip)} gzip) |
| single index, were it shipped | ${kb(sizes.index.raw)} (${kb(sizes.index.gzip)} gzip) |
| both files, gzip | ${kb(sizes.documents.gzip + sizes.index.gzip)} |
| parse the records and build the single index (Node) | ${ms(latency.loadMs)} |
| query latency p50 / p95 / max (${latency.queries} queries × ${latency.rounds}) | ${ms(latency.p50)} / ${ms(latency.p95)} / ${ms(latency.max)} |
| first keypress to first results, cold, Chromium (median of ${firstResults.length}, max) | ${ms(results.keypressToFirstResultsMs.median)}, ${ms(results.keypressToFirstResultsMs.max)} |

Measured ${results.date} on ${results.machine.cores} cores, ${results.machine.memoryGiB} GiB, Node ${results.machine.node}, served from loopback (no network latency).`;
console.log(table);
const doc = readFileSync('docs/search.md', 'utf8');
writeFileSync('docs/search.md', doc.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, `<!-- bench:start -->\n${table}\n<!-- bench:end -->`));

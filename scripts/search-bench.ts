/**
 * `npm run bench:search`: what search costs on the built site. Transfer size of the two files (gzip),
 * time from the first keypress to the first results in Chromium (cold: nothing cached), and query
 * latency over a fixed query set. Figures, not assertions: they go to docs/search.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { createLocalClient, type SearchResult } from '../lib/search/local-client';
import { loadIndex } from '../lib/search/local-index';
import { SEARCH_VERSION_META, searchFileUrls } from '../lib/search/files';
import { createStaticServer } from '../lib/static-server';
import type { SearchRecord } from '../lib/search/types';

const outDir = path.resolve('out');
const queries = ['refund', 'refnud', 'webhok', 'hmac signature', 'test card', 'capture', 'idempotency key', 'insufficient_funds', 'minor units', 'apple pay', 'disable token', 'api key', '3-D Secure', 'payment link', 'culture', 'abandonUrl', 'raw body', 'Paymora-Signature', 'sandbox live', 'partial capture'];
const rounds = 50;

const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
const version = new RegExp(`<meta name="${SEARCH_VERSION_META}" content="([0-9a-f]{12})"`).exec(html)?.[1];
if (!version) throw new Error('Run npm run build first: out/index.html names no search files.');
const urls = searchFileUrls(version);
const documents = readFileSync(path.join(outDir, urls.documents), 'utf8');
const indexJson = readFileSync(path.join(outDir, urls.index), 'utf8');
const sizes = {
  documents: { raw: documents.length, gzip: gzipSync(documents).length },
  index: { raw: indexJson.length, gzip: gzipSync(indexJson).length },
};

const loadStart = performance.now();
const data = { records: JSON.parse(documents) as SearchRecord[], index: loadIndex(indexJson) };
const loadMs = performance.now() - loadStart;
const client = createLocalClient(async () => data);
const latencies: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const query of queries) {
    const started = performance.now();
    (await client.search({ requests: [{ indexName: 'docs', query, hitsPerPage: 20 }] })).results as SearchResult[];
    latencies.push(performance.now() - started);
  }
}
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;

const server = createStaticServer(outDir);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const firstResults: number[] = [];
for (let run = 0; run < 5; run += 1) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/webhooks/configuration/`, { waitUntil: 'networkidle' });
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
server.close();
firstResults.sort((a, b) => a - b);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const results = {
  date: new Date().toISOString().slice(0, 10),
  machine: { cores: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  records: data.records.length,
  sizes,
  indexLoadMs: loadMs,
  queryLatencyMs: { queries: queries.length, rounds, p50: pct(50), p95: pct(95), max: latencies.at(-1) ?? 0 },
  keypressToFirstResultsMs: { runs: firstResults.length, median: firstResults[Math.floor(firstResults.length / 2)] ?? 0, max: firstResults.at(-1) ?? 0 },
};
writeFileSync('docs/search-bench.json', `${JSON.stringify(results, null, 2)}\n`);
const table = `| measure | value |
| --- | --- |
| records | ${results.records} |
| documents file | ${kb(sizes.documents.raw)} (${kb(sizes.documents.gzip)} gzip) |
| index file | ${kb(sizes.index.raw)} (${kb(sizes.index.gzip)} gzip) |
| both files, gzip | ${kb(sizes.documents.gzip + sizes.index.gzip)} |
| parse and load the index (Node) | ${ms(loadMs)} |
| query latency p50 / p95 / max (${queries.length} queries × ${rounds}) | ${ms(pct(50))} / ${ms(pct(95))} / ${ms(results.queryLatencyMs.max)} |
| first keypress to first results, cold, Chromium (median of ${firstResults.length}, max) | ${ms(results.keypressToFirstResultsMs.median)}, ${ms(results.keypressToFirstResultsMs.max)} |

Measured ${results.date} on ${results.machine.cores} cores, ${results.machine.memoryGiB} GiB, Node ${results.machine.node}, served from loopback (no network latency).`;
console.log(table);
const doc = readFileSync('docs/search.md', 'utf8');
writeFileSync('docs/search.md', doc.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, `<!-- bench:start -->\n${table}\n<!-- bench:end -->`));

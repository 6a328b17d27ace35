/**
 * `npm run bench:search-scale [-- 0 1000 5000 20000]`: what a first search costs as the site grows, for
 * today's single local index, the split local index (lib/search/split/) and Pagefind with our typo
 * layer (issue 13). Records are the last build's plus N synthetic pages' (tools/perf/synthetic-records.ts);
 * no site is built. Per size and design: gzip bytes fetched for the first results of 'refund',
 * 'refnud', 'webhok signature', 'efund' and 'erfund' from a cold start, query p95 once the data is in
 * (wall time, and CPU time for the designs timed in Node), index build time
 * and peak memory (of the build process and its children), and the ranking cases on the real site.
 * Figures, not assertions: they go to docs/search.md.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import type { Page } from 'playwright-core';
import { launchChromium } from '../tools/chromium';
import { pagefindPages } from '../tools/perf/pagefind-pages';
import { BENCH_QUERIES } from '../tools/perf/query-latency';
import { FIRST_RESULTS_HITS, FIRST_RESULTS_QUERIES, firstResultsBytes, splitReaderOnDisk } from '../tools/perf/split-query-bytes';
import { builtRecords } from '../lib/search/built-files';
import { LATEST } from '../lib/routes/latest';
import { syntheticRecords } from '../tools/perf/synthetic-records';
import { createLocalSearch, rankRecords } from '../lib/search/backends/local';
import { createSplitSearch, queryTerms } from '../lib/search/backends/split';
import { buildIndex, loadIndex } from '../lib/search/local-index';
import { buildSplitIndex, orderRecords } from '../lib/search/split/build';
import { corrections, dictionaryKeys, splitDictionary } from '../lib/search/typo-dictionary';
import { dictionaryFile } from '../lib/search/split/format';
import type { SearchRecord } from '../lib/search/types';
import { rankingCases } from '../tools/search/ranking-cases';
import { OUT_FOLDER } from '../lib/build/folders';

const DESIGNS = ['single', 'split', 'pagefind'] as const;
type Design = (typeof DESIGNS)[number];
const FIRST_QUERIES = FIRST_RESULTS_QUERIES;
const LATENCY_QUERIES = BENCH_QUERIES;
const HITS = FIRST_RESULTS_HITS;
const LATENCY_BUDGET_MS = 30_000;
/** Pagefind's own UI loads the fragments of the first five pages. */
const PAGEFIND_PAGES_SHOWN = 5;
const work = path.join(os.tmpdir(), 'paymora-search-scale');

function allRecords(extra: number): SearchRecord[] {
  const real = builtRecords(path.resolve(OUT_FOLDER), LATEST);
  return orderRecords([...real, ...syntheticRecords(real, extra)]);
}

const dirOf = (design: Design, extra: number) => path.join(work, `${design}-${extra}`);

/** Child mode: build one design's files for one size; prints the build's own seconds. */
async function buildOne(design: Design, extra: number): Promise<void> {
  const records = allRecords(extra);
  const dir = dirOf(design, extra);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const started = performance.now();
  if (design === 'single') {
    writeFileSync(path.join(dir, 'documents.json'), JSON.stringify(records));
    writeFileSync(path.join(dir, 'index.json'), JSON.stringify(buildIndex(records)));
  } else if (design === 'split') {
    for (const [name, text] of buildSplitIndex(records)) writeFileSync(path.join(dir, name), text);
  } else {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
    for (const page of pagefindPages(records)) {
      const added = await index.addHTMLFile({ url: page.url, content: page.html });
      if (added.errors.length > 0) throw new Error(`pagefind ${page.url}: ${added.errors.join('; ')}`);
    }
    await index.writeFiles({ outputPath: path.join(dir, 'pagefind') });
    await pagefind.close();
    // The typo layer's dictionary, from the same terms.
    const terms = new Set(records.flatMap((r) => queryTerms(`${r.hierarchy.lvl1} ${r.hierarchy.lvl2 ?? ''} ${r.hierarchy.lvl3 ?? ''} ${r.content}`)));
    mkdirSync(path.join(dir, 'typo'));
    for (const { letter, length, terms: list } of splitDictionary([...terms].sort()).values()) writeFileSync(path.join(dir, 'typo', dictionaryFile(letter, length)), JSON.stringify(list));
  }
  console.log(JSON.stringify({ seconds: (performance.now() - started) / 1000 }));
}

/** Resident memory of a process and its descendants, from /proc. */
function treeRss(root: number): number {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
      rss.set(Number(entry), Number(fields[21]) * 4096);
    } catch {
      // The process ended while we looked.
    }
  }
  const inTree = (pid: number): boolean => pid === root || (parents.has(pid) && pid !== 1 && inTree(parents.get(pid) ?? 1));
  let total = 0;
  for (const [pid, bytes] of rss) if (inTree(pid)) total += bytes;
  return total;
}

async function measureBuild(design: Design, extra: number): Promise<{ seconds: number; peakBytes: number }> {
  const child = spawn(process.execPath, [...process.execArgv, import.meta.filename, '--build', design, String(extra)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  let peakBytes = 0;
  const timer = setInterval(() => (peakBytes = Math.max(peakBytes, child.pid ? treeRss(child.pid) : 0)), 100);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`building ${design} at +${extra} pages failed (exit ${code})`);
  const line = out.trim().split('\n').at(-1) ?? '{}';
  const { seconds } = JSON.parse(line) as { seconds: number };
  return { seconds, peakBytes };
}

const gzipBytes = (file: string): number => {
  const bytes = readFileSync(file);
  // Pagefind's index files are gzip already.
  return bytes[0] === 0x1f && bytes[1] === 0x8b ? bytes.length : gzipSync(bytes).length;
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

interface Row {
  extra: number;
  design: Design;
  build: { seconds: number; peakBytes: number };
  query: QueryFigures;
  date: string;
}

interface QueryFigures {
  bytes: Record<string, number>;
  p95: number;
  /** CPU time of this process, for the designs timed in Node; absent in rows measured before it. */
  cpuP95?: number;
  ranking?: { passed: number; failed: string[] };
}

/**
 * p95 over the latency queries once warm; `run` may give its own time (a browser's), else it is timed
 * here, in wall time and in this process's CPU time: on a shared machine a query waits for a core more
 * than it runs, and CPU time is what stays comparable between runs.
 */
async function timeQueries(run: (query: string) => Promise<unknown>): Promise<{ p95: number; cpuP95?: number }> {
  for (const query of LATENCY_QUERIES) await run(query);
  const times: number[] = [];
  const cpu: number[] = [];
  const budgetEnds = performance.now() + LATENCY_BUDGET_MS;
  // The single index at 5,000 pages takes seconds a query: fewer rounds, within a time budget.
  for (let round = 0; round < 10 && (round === 0 || performance.now() < budgetEnds); round += 1) {
    for (const query of LATENCY_QUERIES) {
      const started = performance.now();
      const startedCpu = process.cpuUsage();
      const own = await run(query);
      const used = process.cpuUsage(startedCpu);
      times.push(typeof own === 'number' ? own : performance.now() - started);
      if (typeof own !== 'number') cpu.push((used.user + used.system) / 1000);
    }
  }
  return { p95: percentile(times, 95), ...(cpu.length > 0 ? { cpuP95: percentile(cpu, 95) } : {}) };
}

function ranking(top: (query: string) => Promise<string>): Promise<{ passed: number; failed: string[] }> {
  return rankingCases.reduce(async (pending, [query, expected]) => {
    const result = await pending;
    const url = await top(query);
    if (expected.test(url)) result.passed += 1;
    else result.failed.push(`${query} → ${url}`);
    return result;
  }, Promise.resolve({ passed: 0, failed: [] as string[] }));
}

async function singleFigures(extra: number): Promise<QueryFigures> {
  const dir = dirOf('single', extra);
  const both = gzipBytes(path.join(dir, 'documents.json')) + gzipBytes(path.join(dir, 'index.json'));
  const data = { records: JSON.parse(readFileSync(path.join(dir, 'documents.json'), 'utf8')) as SearchRecord[], index: loadIndex(readFileSync(path.join(dir, 'index.json'), 'utf8')) };
  const search = createLocalSearch(async () => data);
  const figures: QueryFigures = { bytes: Object.fromEntries(FIRST_QUERIES.map((q) => [q, both])), ...(await timeQueries((q) => search(q, { hitsPerPage: HITS }))) };
  if (extra === 0) figures.ranking = await ranking(async (q) => rankRecords(data, q)[0]?.record.url ?? '(nothing)');
  return figures;
}

async function splitFigures(extra: number): Promise<QueryFigures> {
  const dir = dirOf('split', extra);
  const bytes: Record<string, number> = {};
  for (const query of FIRST_QUERIES) bytes[query] = (await firstResultsBytes(dir, query)).total;
  const warm = splitReaderOnDisk(dir);
  const search = createSplitSearch(warm);
  const figures: QueryFigures = { bytes, ...(await timeQueries((q) => search(q, { hitsPerPage: HITS }))) };
  if (extra === 0) {
    figures.ranking = await ranking(async (q) => {
      const [first] = (await warm.rank(q, { top: 1 })).best;
      return first ? ((await warm.records([first.id]))[0]?.url ?? '(nothing)') : '(nothing)';
    });
  }
  return figures;
}

interface PagefindTop {
  url: string;
  results: number;
  ms: number;
}

/** Pagefind in Chromium, every file served from disk and counted; the typo layer's dictionary read here and counted too. */
async function pagefindFigures(extra: number, page: Page): Promise<QueryFigures> {
  const dir = dirOf('pagefind', extra);
  const fetched = new Set<string>();
  await page.unroute('**/*');
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' });
    const file = path.join(dir, decodeURIComponent(url.pathname));
    fetched.add(file);
    try {
      const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.json') ? 'application/json' : 'application/octet-stream';
      return await route.fulfill({ contentType: type, body: readFileSync(file) });
    } catch {
      return route.fulfill({ status: 404, body: '' });
    }
  });
  const typoFetched = new Set<string>();
  const dictionaries = new Map<string, string[]>();
  /** Our typo layer: each term that finds nothing becomes its nearest indexed term (fewest edits, then shortest). */
  const corrected = (query: string): string =>
    queryTerms(query)
      .map((term) => {
        const near = dictionaryKeys(term).flatMap(({ letter, length }) => {
          const file = path.join(dir, 'typo', dictionaryFile(letter, length));
          try {
            const terms = dictionaries.get(file) ?? (JSON.parse(readFileSync(file, 'utf8')) as string[]);
            dictionaries.set(file, terms);
            typoFetched.add(file);
            return terms;
          } catch {
            return [];
          }
        });
        // A term the index holds, whole or as a prefix, is kept; Pagefind matches it.
        if (near.some((candidate) => candidate.startsWith(term))) return term;
        const found = [...corrections(term, near)].sort((a, b) => a[1] - b[1] || a[0].length - b[0].length);
        return found[0]?.[0] ?? term;
      })
      .join(' ');
  /** In-page time of Pagefind's search and its shown results' data, plus the typo layer's time here. */
  let lastMs = 0;
  const run = async (query: string, shown: number): Promise<PagefindTop> => {
    const attempt = (q: string) =>
      page.evaluate(
        async ({ q, shown }) => {
          const pf = (await import('/pagefind/pagefind.js' as string)) as { search: (q: string) => Promise<{ results: { data: () => Promise<{ url: string; sub_results: { url: string; weighted_locations: { balanced_score: number }[] }[] }> }[] }> };
          const started = performance.now();
          const found = await pf.search(q);
          const data = await Promise.all(found.results.slice(0, shown).map((r) => r.data()));
          const ms = performance.now() - started;
          const first = data[0];
          const best = first?.sub_results
            .map((sub) => ({ url: sub.url, score: sub.weighted_locations.reduce((s, l) => s + l.balanced_score, 0) }))
            .sort((a, b) => b.score - a.score)[0];
          return { url: best?.url ?? first?.url ?? '(nothing)', results: found.results.length, ms };
        },
        { q, shown },
      );
    const started = performance.now();
    const fixed = corrected(query);
    const typoMs = performance.now() - started;
    const result = await attempt(fixed);
    lastMs = result.ms + typoMs;
    return result;
  };
  const bytes: Record<string, number> = {};
  for (const query of FIRST_QUERIES) {
    await page.goto('http://bench.example/');
    fetched.clear();
    typoFetched.clear();
    await run(query, PAGEFIND_PAGES_SHOWN);
    bytes[query] = [...fetched, ...typoFetched].reduce((sum, file) => sum + gzipBytes(file), 0);
  }
  const { p95 } = await timeQueries(async (q) => {
    await run(q, PAGEFIND_PAGES_SHOWN);
    return lastMs;
  });
  const figures: QueryFigures = { bytes, p95 };
  if (extra === 0) figures.ranking = await ranking(async (q) => (await run(q, 1)).url);
  return figures;
}

if (process.argv[2] === '--build') {
  const design = DESIGNS.find((d) => d === process.argv[3]);
  if (!design) throw new Error(`--build needs one of ${DESIGNS.join(', ')}`);
  await buildOne(design, Number(process.argv[4]));
} else {
  const args = process.argv.slice(2);
  const designsArg = args.indexOf('--designs');
  const designs = designsArg >= 0 ? DESIGNS.filter((d) => (args[designsArg + 1] ?? '').split(',').includes(d)) : [...DESIGNS];
  const sizes = args.filter((arg, i) => /^\d+$/.test(arg) && (designsArg < 0 || i !== designsArg + 1)).map(Number);
  const browser = await launchChromium();
  const page = await browser.newPage();
  const resultsFile = 'docs/search-scale-bench.json';
  // Runs at different sizes add to one file: a row is replaced only by a new run of its size and design.
  const previous = (() => {
    try {
      return (JSON.parse(readFileSync(resultsFile, 'utf8')) as { rows: Row[] }).rows;
    } catch {
      return [];
    }
  })();
  const rows: Row[] = [];
  for (const extra of sizes.length > 0 ? sizes : [0, 1000, 5000, 20000]) {
    for (const design of designs) {
      const build = await measureBuild(design, extra);
      const query = design === 'single' ? await singleFigures(extra) : design === 'split' ? await splitFigures(extra) : await pagefindFigures(extra, page);
      rows.push({ extra, design, build, query, date: new Date().toISOString().slice(0, 10) });
      console.log(JSON.stringify(rows.at(-1)));
      rmSync(dirOf(design, extra), { recursive: true, force: true });
    }
  }
  await browser.close();
  const all = [...previous.filter((old) => !rows.some((row) => row.extra === old.extra && row.design === old.design)), ...rows].sort((a, b) => a.extra - b.extra || DESIGNS.indexOf(a.design) - DESIGNS.indexOf(b.design));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const table = [
    `| extra pages | design | ${FIRST_QUERIES.map((q, i) => (i === 0 ? `${q} (gzip)` : q)).join(' | ')} | query p95, wall / CPU | index build | peak memory | ranking cases |`,
    `| --- | --- | ${FIRST_QUERIES.map(() => '---').join(' | ')} | --- | --- | --- | --- |`,
    ...all.map(({ extra, design, build, query }) =>
      `| ${extra} | ${design} | ${FIRST_QUERIES.map((q) => { const bytes = query.bytes[q]; return bytes === undefined ? '–' : kb(bytes); }).join(' | ')} | ${query.p95.toFixed(1)} ms / ${query.cpuP95 === undefined ? '–' : `${query.cpuP95.toFixed(1)} ms`} | ${build.seconds.toFixed(1)} s | ${(build.peakBytes / 2 ** 20).toFixed(0)} MB | ${query.ranking ? `${query.ranking.passed}/${query.ranking.passed + query.ranking.failed.length}${query.ranking.failed.length ? ` (missed: ${query.ranking.failed.join('; ')})` : ''}` : ''} |`,
    ),
  ].join('\n');
  writeFileSync(resultsFile, `${JSON.stringify({ node: process.version, cores: os.cpus().length, rows: all }, null, 2)}\n`);
  console.log(table);
  const doc = readFileSync('docs/search.md', 'utf8');
  const measured = `Measured ${[...new Set(all.map((row) => row.date))].join(', ')} on ${os.cpus().length} cores, Node ${process.version}.`;
  writeFileSync('docs/search.md', doc.replace(/<!-- scale:start -->[\s\S]*<!-- scale:end -->/, `<!-- scale:start -->\n${table}\n\n${measured}\n<!-- scale:end -->`));
}

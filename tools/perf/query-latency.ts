/** Query latency of a built site's local search, in Node (no network), over a fixed query set: the split index the browser reads, and the single index (npm run bench:search). */
import { createLocalSearch } from '../../lib/search/backends/local';
import { createSplitSearch } from '../../lib/search/backends/split';
import { buildIndex } from '../../lib/search/local-index';
import type { Search } from '../../lib/search/seam';
import { builtRecords } from '../../lib/search/built-files';
import { LATEST } from '../../lib/routes/latest';
import { FIRST_RESULTS_HITS, splitReaderOnDisk } from './split-query-bytes';

/** Typed queries, misspellings, codes and phrases, as readers type them. */
export const BENCH_QUERIES = ['refund', 'refnud', 'webhok', 'hmac signature', 'test card', 'capture', 'idempotency key', 'insufficient_funds', 'minor units', 'apple pay', 'disable token', 'api key', '3-D Secure', 'payment link', 'culture', 'abandonUrl', 'raw body', 'Paymora-Signature', 'sandbox live', 'partial capture'];

export interface Latency {
  queries: number;
  rounds: number;
  p50: number;
  p95: number;
  max: number;
}

/** Each query `rounds` times, a page of DocSearch's hits each. */
async function timeSearch(search: Search, rounds: number, queries: readonly string[]): Promise<Latency> {
  const latencies: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      const started = performance.now();
      await search(query, { hitsPerPage: FIRST_RESULTS_HITS });
      latencies.push(performance.now() - started);
    }
  }
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return { queries: queries.length, rounds, p50: pct(50), p95: pct(95), max: latencies.at(-1) ?? 0 };
}

/**
 * The single index, for comparison (the build ships none since the split index): the records file
 * parsed and the index built from the latest docs' records once (`loadMs`), then the queries.
 */
export async function queryLatency(outDir: string, rounds = 50, queries: readonly string[] = BENCH_QUERIES): Promise<Latency & { loadMs: number; records: number }> {
  const loadStart = performance.now();
  const records = builtRecords(outDir, LATEST);
  const data = { records, index: buildIndex(records) };
  const loadMs = performance.now() - loadStart;
  return { ...(await timeSearch(createLocalSearch(async () => data), rounds, queries)), loadMs, records: data.records.length };
}

/** The split index in `splitDir` once its data is in: a first round reads the files the queries need, untimed. */
export async function splitQueryLatency(splitDir: string, rounds = 50, queries: readonly string[] = BENCH_QUERIES): Promise<Latency> {
  const search = createSplitSearch(splitReaderOnDisk(splitDir));
  await timeSearch(search, 1, queries);
  return timeSearch(search, rounds, queries);
}

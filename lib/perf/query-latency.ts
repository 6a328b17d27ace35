/** Query latency of the local search index of a built site, over a fixed query set (Node, no network). */
import { readFileSync } from 'node:fs';
import { createLocalSearch } from '../search/backends/local';
import { loadIndex } from '../search/local-index';
import { builtRecords, builtSearchFiles } from '../search/built-files';
import { LATEST } from '../site/latest';

/** Typed queries, misspellings, codes and phrases, as readers type them. */
const BENCH_QUERIES = ['refund', 'refnud', 'webhok', 'hmac signature', 'test card', 'capture', 'idempotency key', 'insufficient_funds', 'minor units', 'apple pay', 'disable token', 'api key', '3-D Secure', 'payment link', 'culture', 'abandonUrl', 'raw body', 'Paymora-Signature', 'sandbox live', 'partial capture'];

export interface Latency {
  queries: number;
  rounds: number;
  p50: number;
  p95: number;
  max: number;
  /** Parsing both files and loading the index, once. */
  loadMs: number;
  records: number;
}

export async function queryLatency(outDir: string, rounds = 50, queries: readonly string[] = BENCH_QUERIES): Promise<Latency> {
  const { indexPath } = builtSearchFiles(outDir);
  const loadStart = performance.now();
  // The single index holds the latest docs' records, in the order the documents file lists them.
  const data = { records: builtRecords(outDir, LATEST), index: loadIndex(readFileSync(indexPath, 'utf8')) };
  const loadMs = performance.now() - loadStart;
  const search = createLocalSearch(async () => data);
  const latencies: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      const started = performance.now();
      await search(query, { hitsPerPage: 20 });
      latencies.push(performance.now() - started);
    }
  }
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return { queries: queries.length, rounds, p50: pct(50), p95: pct(95), max: latencies.at(-1) ?? 0, loadMs, records: data.records.length };
}

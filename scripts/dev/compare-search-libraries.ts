/**
 * One-off comparison behind the choice of MiniSearch (docs/search.md): the same records of the built
 * site in MiniSearch, FlexSearch and Orama, scored on the relevance set of
 * tools/search/ranking-cases.ts, serialised index size (gzip) and query latency.
 * FlexSearch and Orama are not dependencies of the site; install them for this run only:
 *   npm install --no-save flexsearch@0.8.212 @orama/orama@3.1.18 && npx tsx scripts/dev/compare-search-libraries.ts
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rankRecords } from '../../lib/search/backends/local';
import { buildIndex, loadIndex, toIndexed } from '../../lib/search/local-index';
import { builtRecords } from '../../lib/search/built-files';
import { LATEST } from '../../lib/routes/latest';
import { rankingCases } from '../../tools/search/ranking-cases';
import { OUT_FOLDER } from '../../lib/build/folders';

const cases = rankingCases;

// The latest docs', as the ranking cases expect.
const records = builtRecords(path.resolve(OUT_FOLDER), LATEST);
const docs = records.map((record, i) => toIndexed(record, i));

type Engine = { name: string; size: number; search: (q: string) => Promise<number[]> };

async function miniSearch(): Promise<Engine> {
  const json = JSON.stringify(buildIndex(records));
  const data = { records, index: loadIndex(json) };
  return { name: 'MiniSearch 7.2.0', size: gzipSync(json).length, search: async (q) => rankRecords(data, q).map((r) => records.indexOf(r.record)) };
}

async function flexSearch(): Promise<Engine> {
  const { Document } = (await import('flexsearch')) as unknown as { Document: new (options: unknown) => FlexDocument };
  interface FlexDocument {
    add(doc: unknown): void;
    search(q: string, options: unknown): { field: string; result: number[] }[];
    export(handler: (key: string, data: string) => void): Promise<void> | void;
  }
  const index = new Document({ document: { id: 'id', index: ['title', 'heading', 'content'] }, tokenize: 'forward', encoder: 'LatinBalance', resolution: 9 });
  for (const doc of docs) index.add(doc);
  const parts: string[] = [];
  await index.export((_key, data) => {
    if (data) parts.push(data);
  });
  const size = gzipSync(parts.join('')).length;
  const weights: Record<string, number> = { title: 4, heading: 2.5, content: 1 };
  return {
    name: 'FlexSearch 0.8.212',
    size,
    search: async (q) => {
      const scores = new Map<number, number>();
      for (const { field, result } of index.search(q, { limit: 50, suggest: true })) {
        result.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + (weights[field] ?? 1) / (rank + 1)));
      }
      return [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
    },
  };
}

async function orama(): Promise<Engine> {
  const { create, insertMultiple, search, save } = await import('@orama/orama');
  const db = create({ schema: { title: 'string', heading: 'string', content: 'string' } as const });
  await insertMultiple(db, docs.map((d) => ({ ...d, id: String(d.id) })) as never);
  const size = gzipSync(JSON.stringify(save(db))).length;
  return {
    name: 'Orama 3.1.18',
    size,
    search: async (q) => {
      const result = await search(db, { term: q, tolerance: 2, boost: { title: 4, heading: 2.5 }, properties: ['title', 'heading', 'content'], limit: 50 } as never);
      return (result as { hits: { id: string }[] }).hits.map((h) => Number(h.id));
    },
  };
}

for (const engine of [await miniSearch(), await flexSearch(), await orama()]) {
  let top1 = 0;
  const misses: string[] = [];
  for (const [query, expected] of cases) {
    const first = (await engine.search(query))[0];
    if (first !== undefined && expected.test(records[first]?.url ?? '')) top1 += 1;
    else misses.push(query);
  }
  const times: number[] = [];
  for (let round = 0; round < 30; round += 1) {
    for (const [query] of cases) {
      const started = performance.now();
      await engine.search(query);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const p = (n: number) => (times[Math.floor((n / 100) * times.length)] ?? 0).toFixed(2);
  console.log(`| ${engine.name} | ${top1}/${cases.length} | ${(engine.size / 1024).toFixed(1)} KB | ${p(50)} / ${p(95)} ms | ${misses.join(', ') || '-'} |`);
}

/**
 * Search records of N synthetic pages, made without building a site, so an index of 20,000 pages is
 * cheap to build (issue 13). The text is realistic rather than repeated: a word-pair chain learned
 * from the real site's records, so terms keep the real site's frequencies, and a few identifiers new
 * to each page (field names, error codes, ids), so the vocabulary grows with the page count the way a
 * real docs site's does. Deterministic for a given input and count.
 */
import { random } from './seeded-random';
import type { Hierarchy, SearchRecord } from '../../lib/search/types';
import { LATEST } from '../../lib/routes/latest';

const PAGES_PER_SECTION = 200;

interface Chain {
  starts: string[];
  next: Map<string, string[]>;
}

function learnChain(records: readonly SearchRecord[]): Chain {
  const starts: string[] = [];
  const next = new Map<string, string[]>();
  for (const record of records) {
    const words = record.content.split(/\s+/).filter(Boolean);
    if (words[0]) starts.push(words[0]);
    for (let i = 0; i + 1 < words.length; i += 1) {
      const word = words[i] ?? '';
      const following = next.get(word);
      if (following) following.push(words[i + 1] ?? '');
      else next.set(word, [words[i + 1] ?? '']);
    }
  }
  if (starts.length === 0) throw new Error('syntheticRecords: the real records have no content to learn from; build the site first (npm run build).');
  return { starts, next };
}

const pick = <T>(list: readonly T[], next: () => number): T => {
  const item = list[Math.floor(next() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

function text(chain: Chain, words: number, next: () => number): string {
  const out: string[] = [];
  let word = pick(chain.starts, next);
  while (out.length < words) {
    out.push(word);
    const following = chain.next.get(word);
    word = following && next() > 0.05 ? pick(following, next) : pick(chain.starts, next);
  }
  return out.join(' ');
}

function hierarchy(lvl0: string, lvl1: string, lvl2: string | null, lvl3: string | null): Hierarchy {
  return { lvl0, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null };
}

/** Identifiers new to page `index`: what makes a real site's vocabulary grow with its size. */
function identifiers(index: number, chain: Chain, next: () => number): string {
  const word = () => pick(chain.starts, next).toLowerCase().replace(/[^a-z]/g, '') || 'field';
  const camel = `${word()}${word().replace(/^./, (c) => c.toUpperCase())}${index.toString(36)}`;
  return `\`${camel}\` \`${word()}_${word()}_${index}\` \`req_${(index * 7919).toString(36)}\``;
}

/**
 * `pages` synthetic pages' records, following the real records: each synthetic page copies the shape
 * (record count, headings, text length) of one real page, with new text. Positions follow the real ones.
 */
export function syntheticRecords(real: readonly SearchRecord[], pages: number): SearchRecord[] {
  const chain = learnChain(real);
  const realPages = new Map<string, SearchRecord[]>();
  for (const record of real) {
    const page = record.url.split('#')[0] ?? record.url;
    realPages.set(page, [...(realPages.get(page) ?? []), record]);
  }
  const shapes = [...realPages.values()];
  let position = real.reduce((max, record) => Math.max(max, record.position), 0) + 1;
  const out: SearchRecord[] = [];
  for (let index = 0; index < pages; index += 1) {
    const next = random(index + 1);
    const shape = pick(shapes, next);
    const section = `Benchmark section ${Math.floor(index / PAGES_PER_SECTION)}`;
    const route = `/zz-benchmark/section-${Math.floor(index / PAGES_PER_SECTION)}/page-${index}/`;
    const title = `${text(chain, 2 + Math.floor(next() * 3), next).replace(/[.,:;]$/, '')} ${index}`;
    let h2: string | null = null;
    shape.forEach((model, i) => {
      const heading = model.type === 'lvl1' ? null : `${text(chain, 2 + Math.floor(next() * 3), next).replace(/[.,:;]$/, '')}`;
      if (model.type === 'lvl2') h2 = heading;
      const anchor = heading ? `${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${i}` : null;
      const words = Math.max(8, model.content.split(/\s+/).length);
      const content = `${text(chain, words, next)}${i === shape.length - 1 ? ` ${identifiers(index, chain, next)}` : ''}`;
      out.push({
        objectID: anchor ? `${route}#${anchor}` : route,
        url: anchor ? `${route}#${anchor}` : route,
        anchor,
        type: model.type,
        hierarchy: model.type === 'lvl1' ? hierarchy(section, title, null, null) : model.type === 'lvl2' ? hierarchy(section, title, heading, null) : hierarchy(section, title, h2, heading),
        content,
        position: position++,
        version: LATEST,
      });
    });
  }
  return out;
}

/** Relevance on the real site: a fixed set of queries, typos included, and the page each must find first. */
import { describe, expect, it } from 'vitest';
import { rankRecords } from '@/lib/search/backends/local';
import { loadBuiltSearch } from './built-search';
import { rankingCases } from './ranking-cases';

const data = loadBuiltSearch();
const top = (query: string) => rankRecords(data, query)[0]?.record.url ?? '(nothing)';

describe('search ranking on the built site', () => {
  it.each(rankingCases)('"%s" finds %s first', (query, expected) => {
    expect(top(query)).toMatch(expected);
  });

  it('ranks a page whose title matches above pages that only mention the word', () => {
    const results = rankRecords(data, 'refund').map((r) => r.record);
    const titleHit = results.findIndex((r) => r.type === 'lvl1' && r.hierarchy.lvl1 === 'Refund');
    const bodyOnly = results.findIndex((r) => !`${r.hierarchy.lvl1} ${r.hierarchy.lvl2 ?? ''}`.toLowerCase().includes('refund'));
    expect(titleHit).toBe(0);
    expect(bodyOnly).toBeGreaterThan(titleHit);
  });
});

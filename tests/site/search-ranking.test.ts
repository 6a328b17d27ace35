/** Relevance on the real site: a fixed set of queries, typos included, and the page each must find first, from the built split index. */
import { describe, expect, it } from 'vitest';
import { builtSearch } from './built-search';
import { operationCases, rankingCases, wordFormCases } from '../../tools/search/ranking-cases';

const search = builtSearch();
const top = async (query: string) => (await search(query, { hitsPerPage: 1 })).hits[0]?.url ?? '(nothing)';

describe('search ranking on the built site', () => {
  it.each(rankingCases)('"%s" finds %s first', async (query, expected) => {
    expect(await top(query)).toMatch(expected);
  });

  it.each(operationCases)('"%s" finds the operation %s among the first three results', async (query, expected) => {
    const urls = (await search(query, { hitsPerPage: 3 })).hits.map((hit) => hit.url);
    expect(urls).toContain(expected);
  });

  it.each(wordFormCases)("'%s' finds what '%s' finds", async (form, word) => {
    const urls = async (query: string) => (await search(query, { hitsPerPage: 10 })).hits.map((hit) => hit.url);
    expect(await urls(form)).toEqual(await urls(word));
  });

  it("shows the results of the words that matched when one matched nothing, and says which ('xyzzy nothing')", async () => {
    const { hits, unmatched } = await search('xyzzy nothing', { hitsPerPage: 5 });
    expect(hits.length).toBeGreaterThan(0);
    expect(unmatched).toEqual(['xyzzy']);
  });

  it('ranks a page whose title matches above pages that only mention the word', async () => {
    const { hits, total } = await search('refund', { hitsPerPage: 10_000 });
    expect(hits).toHaveLength(total);
    const titleHit = hits.findIndex((r) => r.type === 'lvl1' && r.hierarchy.lvl1 === 'Refund');
    const bodyOnly = hits.findIndex((r) => !`${r.hierarchy.lvl1} ${r.hierarchy.lvl2 ?? ''}`.toLowerCase().includes('refund'));
    expect(titleHit).toBe(0);
    expect(bodyOnly).toBeGreaterThan(titleHit);
  });
});

/** A search that finds nothing offers the nearest words of the index and the sections (issue 26). */
import { describe, expect, it } from 'vitest';
import { createSplitIndexReader, createSplitSearch } from '@/lib/search/backends/split';
import { instantSearchClient } from '@/lib/search/algolia-edge';
import { linksInVersion, suggestionsOf } from '@/lib/search/no-results';
import { siteConfig } from '@/site.config';
import { buildSplitIndex, orderRecords } from '@/lib/search/split/build';
import { parseRecords } from '@/lib/search/split/format';
import { nearestWords, suggestQueries, vocabularyOf } from '@/lib/search/suggestions';
import { searchRecord } from '../support/search-record';

const records = orderRecords([
  searchRecord('/refund/', 'Payments', 'Refund', null, 'Refund a captured payment.'),
  searchRecord('/refund/#partial', 'Payments', 'Refund', 'Partial refund', 'Refund part of it.'),
  searchRecord('/webhooks/', 'Webhooks', 'Webhooks', null, 'Messages about payments.'),
  searchRecord('/webhooks/#retries', 'Webhooks', 'Webhooks', 'Retries', 'Sent again.'),
]);

describe('the vocabulary of suggestions', () => {
  it('is the words of titles and headings, the most used first', () => {
    expect(vocabularyOf(records)).toEqual(['refund', 'webhooks', 'partial', 'retries']);
  });

  it('offers the nearest words, nearest first, further than a typo reaches', () => {
    const vocabulary = vocabularyOf(records);
    // 'rfnd' is two edits from 'refund': more than a four-letter word's one typo, so the search found nothing.
    expect(nearestWords('rfnd', vocabulary)).toEqual(['refund']);
    expect(nearestWords('xyzzy', vocabulary)).toEqual([]);
    expect(suggestQueries('wbhoks rfnd', vocabulary)).toEqual(['webhooks refund']);
    expect(suggestQueries('xyzzy', vocabulary)).toEqual([]);
  });
});

describe('a query that finds nothing', () => {
  const files = buildSplitIndex(records, { synonyms: [], targetChars: 200 });
  const fetched: string[] = [];
  const search = createSplitSearch(
    createSplitIndexReader(async (file) => {
      fetched.push(file);
      return JSON.parse(files.get(file) ?? 'null');
    }, parseRecords),
  );

  it('gets suggestions from the split index, whose vocabulary file is fetched only then', async () => {
    expect((await search('refund')).suggestions).toBeUndefined();
    expect(fetched).not.toContain('vocabulary.json');
    const results = await search('rfnd');
    expect(results.total).toBe(0);
    expect(results.suggestions).toEqual(['refund']);
    expect(fetched).toContain('vocabulary.json');
    expect((await search(results.suggestions?.[0] ?? '')).total).toBeGreaterThan(0);
  });

  it('carries them to the results page in Algolia\'s userData, and the sections of the version read', async () => {
    const client = instantSearchClient(search);
    const { results } = await client.search([{ indexName: 'docs', params: { query: 'rfnd' } }]);
    const first = results[0];
    expect(first && 'userData' in first ? suggestionsOf(first.userData) : []).toEqual(['refund']);
    expect(suggestionsOf(undefined)).toEqual([]);
    expect(linksInVersion(siteConfig.navLinks, 'latest')[0]).toEqual({ label: 'Get started', href: '/category/lets-get-started/' });
    expect(linksInVersion(siteConfig.navLinks, '2025-10')[0]?.href).toBe('/2025-10/category/lets-get-started/');
  });
});

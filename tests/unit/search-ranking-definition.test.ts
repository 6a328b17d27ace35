/**
 * One ranking definition (lib/search/ranking.ts) read by every backend: word forms and synonyms in the
 * local index (build and query), and the same fields, weights, typo rules, stemming and synonyms in
 * what the Typesense and Algolia backends send.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSynonyms } from '@/lib/search/built-files';
import { rankRecords } from '@/lib/search/backends/local';
import { createSplitIndexReader, createSplitSearch } from '@/lib/search/backends/split';
import { createTypesenseSearch } from '@/lib/search/backends/typesense';
import { latestOnly } from '@/lib/search/latest-only';
import { buildIndex } from '@/lib/search/local-index';
import { algoliaIndexSettings, algoliaSynonyms, typesenseSchemaFields } from '@/lib/search/push/shape';
import { LEVEL_WEIGHTS, namingCodes, RANKED_FIELDS, TYPOS } from '@/lib/search/ranking';
import { buildSplitIndex, orderRecords } from '@/lib/search/split/build';
import { parseRecords } from '@/lib/search/split/format';
import { parseSynonyms, synonymAlternatives, type SynonymGroups } from '@/lib/search/synonyms';
import type { SearchRecord } from '@/lib/search/types';
import { queryAfterRemoval, removalNotice, removedWords } from '@/lib/search/unmatched';
import { searchRecord } from '../support/search-record';

const record = searchRecord;

const fixture = orderRecords([
  record('/get-started/key/', 'Get started', 'Get the API key', null, 'Send the key in X-Api-Key. Retry a request safely with an idempotency key; a webhook is not retried by you.'),
  record('/webhooks/', 'Webhooks', 'Webhooks', null, 'Paymora sends a webhook when a payment changes status.'),
  record('/webhooks/configuration/', 'Webhooks', 'Webhook configuration', null, 'Set up the endpoint that receives each webhook.'),
  record('/webhooks/configuration/#retries', 'Webhooks', 'Webhook configuration', 'Retries', 'A failed delivery is sent again after 1, 5 and 30 minutes.'),
  record('/capture/', 'Payments', 'Capture', null, 'Capture an authorised payment to take the money.'),
  record('/capture/#partial', 'Payments', 'Capture', 'Partial capture', 'Capture less than the authorised amount.'),
  record('/refund/', 'Payments', 'Refund', null, 'Refund a captured payment in full or in part.'),
  record('/refund/#request', 'Payments', 'Refund', 'Request', 'Send the refund request with an amount.'),
  record('/cards/#3ds', 'Get started', 'Test cards', 'Test 3-D Secure', 'These cards ask the shopper to authenticate with 3-D Secure.'),
  record('/disputes/', 'Payments', 'Disputes', null, 'A shopper may dispute a payment with their bank.'),
]);

const synonyms: SynonymGroups = [
  ['3ds', '3-D Secure'],
  ['notification', 'webhook'],
  ['chargeback', 'dispute'],
];

function split(groups: SynonymGroups = synonyms) {
  const files = buildSplitIndex(fixture, { synonyms: groups, targetChars: 200 });
  return createSplitSearch(
    createSplitIndexReader(async (file) => JSON.parse(files.get(file) ?? 'null'), parseRecords),
  );
}

const urls = async (query: string, hitsPerPage = 20) => (await split()(query, { hitsPerPage })).hits.map((hit) => hit.url);

describe('word forms', () => {
  it("ranks the Retries section first for 'webhook retry' as for 'webhook retries'", async () => {
    expect((await urls('webhook retry'))[0]).toBe('/webhooks/configuration/#retries');
    expect((await urls('webhook retries'))[0]).toBe('/webhooks/configuration/#retries');
  });

  it.each([
    ['captured', 'capture'],
    ['capturing', 'capture'],
    ['refunds', 'refund'],
  ])("'%s' finds what '%s' finds, in the same order", async (form, word) => {
    const found = await urls(word);
    expect(found.length).toBeGreaterThan(0);
    expect(await urls(form)).toEqual(found);
  });

  it('stems in the single MiniSearch index alike (the benches and the comparison tests read it)', () => {
    const data = { records: fixture, index: buildIndex(fixture) };
    expect(rankRecords(data, 'webhook retry')[0]?.record.url).toBe('/webhooks/configuration/#retries');
    expect(rankRecords(data, 'capturing').map(({ record: r }) => r.url)).toEqual(rankRecords(data, 'capture').map(({ record: r }) => r.url));
  });
});

describe('synonyms in the local index', () => {
  it.each([
    ['3ds', '/cards/#3ds'],
    ['3ds test card', '/cards/#3ds'],
    ['chargeback', '/disputes/'],
    ['notification retries', '/webhooks/configuration/#retries'],
  ])("'%s' finds %s first", async (query, expected) => {
    expect((await urls(query))[0]).toBe(expected);
  });

  it('apply only what the index was built with', async () => {
    expect((await split([])('3ds')).hits).toEqual([]);
  });

  it('stand for the query words they replace, at their place', () => {
    expect(synonymAlternatives(['3ds', 'test', 'card'], synonyms)).toEqual([[['3', 'd', 'secur']], [], []]);
    expect(synonymAlternatives(['test', '3', 'd', 'secur'], synonyms)).toEqual([[], [['3ds']], [['3ds']], [['3ds']]]);
  });

  it("the site's file parses, and every phrase has words", () => {
    const groups = readSynonyms('content');
    expect(groups.length).toBeGreaterThan(5);
    expect(groups.flat()).toEqual(expect.arrayContaining(['3ds', '3-D Secure', 'notification', 'webhook', 'api key', 'x-api-key']));
  });

  it('refuses a bad file naming the file, the line and what to do', () => {
    const text = '{\n  "groups": [\n    { "phrases": ["3ds", "3-D Secure"], "why": "x" },\n    { "phrases": ["lonely"], "why": "x" }\n  ]\n}\n';
    expect(() => parseSynonyms(text, 'content/search/synonyms.json')).toThrow('content/search/synonyms.json:4: group 2: "phrases" must be two or more strings.');
    expect(() => parseSynonyms('{"groups":[{"phrases":["a","b"]}]}', 's.json')).toThrow('s.json:1: group 1: say "why" these phrases mean the same to a reader.');
    expect(() => parseSynonyms('{"groups":[{"phrases":["a","--"],"why":"x"}]}', 's.json')).toThrow('the phrase "--" has no words to search for');
    expect(() => parseSynonyms('[', 's.json')).toThrow(/^s\.json: not JSON/);
  });
});

describe('the hosted backends read the same definition', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('Typesense queries the ranked fields with their weights (doubled to whole numbers) and the typo lengths', async () => {
    const fetch = vi.fn(async (_url: string, _init: { body: string }) => new Response(JSON.stringify({ results: [{ hits: [], found: 0, facet_counts: [] }] })));
    vi.stubGlobal('fetch', fetch);
    await createTypesenseSearch({ url: 'http://search.example', searchKey: 'k', indexName: 'docs' })('refund');
    const { searches } = JSON.parse(fetch.mock.calls[0]?.[1].body ?? '{}') as { searches: Record<string, unknown>[] };
    expect(searches[0]).toMatchObject({
      query_by: 'hierarchy.lvl1,hierarchy.lvl2,hierarchy.lvl3,content',
      query_by_weights: '8,5,5,2',
      min_len_1typo: TYPOS.oneFrom,
      min_len_2typo: TYPOS.twoFrom,
      prefix: true,
      drop_tokens_threshold: 1,
    });
  });

  it("Typesense's schema stems every searched field, and no other", () => {
    const searched = RANKED_FIELDS.flatMap(({ attributes }) => attributes);
    expect(typesenseSchemaFields.filter((field) => field.stem).map((field) => field.name).sort()).toEqual([...searched].sort());
  });

  it("Algolia searches the ranked fields in weight order, with the same typo lengths, plurals and every word a prefix", () => {
    expect(algoliaIndexSettings).toMatchObject({
      searchableAttributes: ['unordered(hierarchy.lvl1)', 'unordered(hierarchy.lvl2)', 'unordered(hierarchy.lvl3)', 'unordered(content)'],
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 5,
      ignorePlurals: true,
      queryLanguages: ['en'],
      queryType: 'prefixAll',
      removeWordsIfNoResults: 'allOptional',
    });
    expect(algoliaSynonyms(synonyms)).toEqual([
      { objectID: 'synonyms-1', type: 'synonym', synonyms: ['3ds', '3-D Secure'] },
      { objectID: 'synonyms-2', type: 'synonym', synonyms: ['notification', 'webhook'] },
      { objectID: 'synonyms-3', type: 'synonym', synonyms: ['chargeback', 'dispute'] },
    ]);
  });
});

describe('codes', () => {
  const row: SearchRecord = { ...record('/errors/#error-payment-not-adjustable', 'Resources', 'Errors', 'Error codes', 'payment_not_adjustable 422 The payment cannot be adjusted now.'), type: 'content' };
  const records = orderRecords([
    record('/adjust/', 'Payments', 'Adjust a payment', null, `Adjust the amount of an authorised payment. ${'The amount can go up or down before capture. '.repeat(8)}Adjusting a captured payment answers payment_not_adjustable, not adjustable any more.`),
    row,
  ]);
  const search = () => {
    const files = buildSplitIndex(records, { synonyms: [], targetChars: 200 });
    return createSplitSearch(createSplitIndexReader(async (file) => JSON.parse(files.get(file) ?? 'null'), parseRecords));
  };

  it('a code typed whole finds the row named by it before a short section that repeats it (the code field, ranking.ts)', async () => {
    const section: SearchRecord = record('/adjust/#when', 'Payments', 'Adjust a payment', 'When to adjust', 'Before capture. After it the answer is payment_not_adjustable; retry gets payment_not_adjustable again.');
    const long: SearchRecord = { ...record('/errors/#error-payment-not-adjustable', 'Resources', 'Errors', 'Error codes', `payment_not_adjustable 422 ${'The payment cannot be adjusted in its present state, for instance once captured. '.repeat(3)}`), type: 'content' };
    const files = buildSplitIndex(orderRecords([section, long]), { synonyms: [], targetChars: 200 });
    const codeSearch = createSplitSearch(createSplitIndexReader(async (file) => JSON.parse(files.get(file) ?? 'null'), parseRecords));
    expect((await codeSearch('payment_not_adjustable')).hits.map((hit) => hit.url)).toEqual(['/errors/#error-payment-not-adjustable', '/adjust/#when']);
    // Typed in capitals, the same: terms are lower case.
    expect((await codeSearch('PAYMENT_NOT_ADJUSTABLE')).hits[0]?.url).toBe('/errors/#error-payment-not-adjustable');
  });

  it('names a record by the codes of its own title or heading, or, for a row, the code its anchor is made of', () => {
    expect(namingCodes('', 'error-payment-not-adjustable', 'payment_not_adjustable 422 see also payment_not_found')).toBe('payment_not_adjustable');
    expect(namingCodes('The capture_failed event', null, 'capture_failed and refund_failed')).toBe('capture_failed');
    expect(namingCodes('Adjust a payment', null, 'payment_not_adjustable')).toBe('');
  });

  it('a code typed whole finds the record that defines it first, though a page about its words mentions it too', async () => {
    expect((await search()('payment_not_adjustable')).hits.map((hit) => hit.url)).toEqual(['/errors/#error-payment-not-adjustable', '/adjust/']);
    // Its words apart are words: the page about them comes first.
    expect((await search()('adjust payment')).hits[0]?.url).toBe('/adjust/');
  });
});

describe('record levels', () => {
  // Two records alike but for their level, the subsection first in site order: only its level can put the section first.
  const section = record('/api/modifications/#refundPayment', 'API reference', 'Modifications', 'Refund a payment', 'Returns all or part of a captured payment, up to its refundableAmount.');
  const records = orderRecords([{ ...section, url: '/api/modifications/#refund-rules', type: 'lvl3', position: 0 }, { ...section, position: 1 }]);

  it('weigh a page above a section, a section above a subsection (LEVEL_WEIGHTS)', () => {
    expect(LEVEL_WEIGHTS.lvl1).toBeGreaterThan(LEVEL_WEIGHTS.lvl2);
    expect(LEVEL_WEIGHTS.lvl2).toBeGreaterThan(LEVEL_WEIGHTS.lvl3);
  });

  it("multiply a record's score by its level's weight, in the split and the single index alike", async () => {
    const files = buildSplitIndex(records, { synonyms: [], targetChars: 200 });
    const search = createSplitSearch(createSplitIndexReader(async (file) => JSON.parse(files.get(file) ?? 'null'), parseRecords));
    expect((await search('refund')).hits.map((hit) => hit.url)).toEqual(['/api/modifications/#refundPayment', '/api/modifications/#refund-rules']);
    const single = rankRecords({ records, index: buildIndex(records) }, 'refund');
    expect(single.map(({ record: hit }) => hit.url)).toEqual(['/api/modifications/#refundPayment', '/api/modifications/#refund-rules']);
    expect((single[0]?.score ?? 0) / (single[1]?.score ?? 1)).toBeCloseTo(LEVEL_WEIGHTS.lvl2 / LEVEL_WEIGHTS.lvl3, 6);
  });
});

describe('multi-word queries', () => {
  it('keep to the records holding every word when some do', async () => {
    const { hits, unmatched } = await split()('refund captured');
    expect(hits.map((hit) => hit.url)).toEqual(['/refund/']);
    expect(unmatched).toBeUndefined();
  });

  it('say which words matched nothing when the others are shown', async () => {
    const results = await split()('xyzzy capture');
    expect(results.hits[0]?.url).toBe('/capture/');
    expect(results.unmatched).toEqual(['xyzzy']);
    expect((await split()('xyzzy qwertz')).unmatched).toBeUndefined();
  });

  it('are told to the reader, through the wire format InstantSearch reads', () => {
    expect(removalNotice('xyzzy nothing', ['xyzzy'])).toBe('No results for xyzzy; showing results for nothing');
    expect(removalNotice('Xyzzy, capture refund', ['xyzzy'])).toBe('No results for Xyzzy; showing results for capture refund');
    expect(removalNotice('capture', [])).toBeNull();
    const marked = queryAfterRemoval('<b> xyzzy nothing', ['<b>', 'xyzzy']);
    expect(marked).toBe('<em>&lt;b&gt;</em> <em>xyzzy</em> nothing');
    expect(removedWords(marked)).toEqual(['<b>', 'xyzzy']);
  });
});

describe('results for the latest query only', () => {
  it('answer an earlier query that comes back first with the latest query\'s results, once they are in', async () => {
    const pending = new Map<string, (value: string) => void>();
    const search = latestOnly((query: string) => new Promise<string>((resolve) => pending.set(query, resolve)));
    const shown: string[] = [];
    const first = search('cap').then((r) => shown.push(`cap → ${r}`));
    const last = search('capture').then((r) => shown.push(`capture → ${r}`));
    pending.get('cap')?.('Payment lifecycle');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(shown).toEqual([]);
    pending.get('capture')?.('Capture');
    await Promise.all([first, last]);
    expect(shown.sort()).toEqual(['cap → Capture', 'capture → Capture']);
  });

  it('fails only the query that failed when it is the latest', async () => {
    const search = latestOnly(async (query: string) => {
      if (query === 'bad') throw new Error('offline');
      return query;
    });
    await expect(search('bad')).rejects.toThrow('offline');
    const early = search('bad');
    await expect(Promise.all([early, search('good')])).resolves.toEqual(['good', 'good']);
  });
});

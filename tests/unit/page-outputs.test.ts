/** The one post-export pass over a page: one parsed article gives the Markdown copy and the search records. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { articleSource, parseArticle } from '@/lib/outputs/article-html';
import { articleMarkdown } from '@/lib/outputs/markdown-export';
import { articleOutputs, pageOutputsCache } from '@/lib/outputs/page-outputs';
import { documentsFileUrl, parseSearchPointer, SEARCH_POINTER_URL, splitFileUrl } from '@/lib/search/index-location';
import { searchFileContents } from '@/lib/search/built-files';
import { articleRecords } from '@/lib/search/records';
import { manifestFile, parseRecords } from '@/lib/search/split/format';

const parsePageOutputs = pageOutputsCache.parse;
const html = readFileSync(path.join(import.meta.dirname, '../fixtures/html/exported-page.html'), 'utf8');
const page = { url: '/payment-gateway/modifications/refund/', version: 'latest', canonicalUrl: 'https://developers.paymora.example/payment-gateway/modifications/refund/', firstPosition: 7 };

function article() {
  const parsed = parseArticle(html);
  if (!parsed) throw new Error('the fixture has no article');
  return parsed;
}

describe('the page outputs cache (scripts/write-page-outputs.ts)', () => {
  it('keys a page by its article alone: the chrome and inline props around it may change', () => {
    const source = articleSource(html);
    expect(source?.startsWith('<article')).toBe(true);
    expect(articleSource(`<html><nav>another sidebar</nav>${source ?? ''}<script>{"buildId":"other"}</script></html>`)).toBe(source);
  });

  it('gives back outputs as the cache file holds them, and nothing for what it does not', () => {
    const outputs = articleOutputs(article(), page);
    expect(parsePageOutputs(JSON.parse(JSON.stringify(outputs)))).toEqual(outputs);
    expect(parsePageOutputs({ markdown: outputs.markdown, records: [{ url: 1 }] })).toBeNull();
    expect(parsePageOutputs({ records: outputs.records })).toBeNull();
  });
});

describe('articleOutputs', () => {
  const { markdown, records } = articleOutputs(article(), page);

  it('gives the Markdown copy of the article: title, description, source, content with absolute links, no chrome', () => {
    expect(markdown.startsWith(`# Refund\n\n> Return a captured payment to the shopper, in full or in part.\n\nSource: ${page.canonicalUrl}\n\n`)).toBe(true);
    expect(markdown).toContain('[capture](https://developers.paymora.example/payment-gateway/modifications/capture/)');
    expect(markdown).toContain('```bash\ncurl -X POST https://api.sandbox.paymora.example/v1/payments/pay_123/refunds\n```');
    expect(markdown).toContain('| `amount.value` | Less than the captured amount |');
    expect(markdown).toContain('> The error `refund_exceeds_capture` means too much.');
    expect(markdown).not.toMatch(/Copy|Sidebar|Paymora Payments Ltd|Not the article/);
  });

  it('gives the search records of the same article, numbered from the page’s first position', () => {
    expect(records.map((r) => [r.type, r.url, r.hierarchy.lvl0, r.hierarchy.lvl2, r.hierarchy.lvl3, r.position])).toEqual([
      ['lvl1', page.url, 'Payment gateway', null, null, 7],
      ['lvl2', `${page.url}#request`, 'Payment gateway', 'Request', null, 8],
      ['lvl3', `${page.url}#partial-refunds`, 'Payment gateway', 'Request', 'Partial refunds', 9],
    ]);
    expect(records[0]?.content).toBe('Return a captured payment to the shopper, in full or in part. A refund needs a capture first.');
    expect(records[2]?.content).toContain('refund_exceeds_capture');
  });

  it('leaves the tree as it found it, so one parse serves both readers as two parses did', () => {
    const tree = article();
    const before = structuredClone(tree);
    const outputs = articleOutputs(tree, page);
    expect(tree).toEqual(before);
    expect(outputs).toEqual({ markdown: articleMarkdown(article(), page.canonicalUrl), records: articleRecords(article(), page) });
  });
});

describe('searchFileContents', () => {
  const { version, files, documents, splitFiles } = searchFileContents(articleOutputs(article(), page).records);

  it('names the records and the split index by a hash of all of them, and writes the pointer to them last; no single index', () => {
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(files[0]?.url).toBe(documentsFileUrl(version));
    expect(files.at(-1)?.url).toBe(SEARCH_POINTER_URL);
    expect(parseSearchPointer(JSON.parse(files.at(-1)?.text ?? ''))).toBe(version);
    const split = files.slice(1, -1).map((f) => f.url);
    expect(split).toContain(splitFileUrl(version, manifestFile, 'latest'));
    expect(split.every((url) => url.startsWith(`/search/${version}/`))).toBe(true);
    expect(splitFiles).toBe(split.length);
    expect(documents).toEqual({ url: documentsFileUrl(version), chars: files[0]?.text.length });
    expect(searchFileContents([]).version).not.toBe(version);
  });

  it('writes a split index per docs version, the latest docs’ where tabs of earlier builds look, and the records of all', () => {
    const latest = articleOutputs(article(), page).records;
    const archivedUrl = `/2025-10${page.url}`;
    const archived = articleOutputs(article(), { ...page, url: archivedUrl, version: '2025-10', firstPosition: latest.length }).records;
    const built = searchFileContents([...archived, ...latest]);
    expect(built.docsVersions).toEqual(['latest', '2025-10']);
    const text = (url: string) => built.files.find((f) => f.url === url)?.text ?? '';
    const manifests = built.files.filter((f) => f.url.endsWith(`/${manifestFile}`)).map((f) => f.url);
    expect(manifests).toEqual([splitFileUrl(built.version, manifestFile, 'latest'), splitFileUrl(built.version, manifestFile, '2025-10')]);
    expect(manifests).toEqual([`/search/${built.version}/${manifestFile}`, `/search/${built.version}/2025-10/${manifestFile}`]);
    expect(JSON.parse(text(manifests[0] ?? '')).records).toBe(latest.length);
    expect(JSON.parse(text(manifests[1] ?? '')).records).toBe(archived.length);
    // Every record of a version's folder is of that version.
    const inFolder = (prefix: string) => built.files.filter((f) => f.url.startsWith(prefix) && /\/r\d+\.json$/.test(f.url)).flatMap((f) => parseRecords(JSON.parse(f.text), f.url));
    expect(new Set(inFolder(`/search/${built.version}/2025-10/`).map((r) => r.version))).toEqual(new Set(['2025-10']));
    expect(inFolder(`/search/${built.version}/2025-10/`).every((r) => r.url.startsWith('/2025-10/'))).toBe(true);
    const documents = documentsFileUrl(built.version);
    // The latest docs' records first.
    expect(parseRecords(JSON.parse(text(documents)), documents).map((r) => r.version)).toEqual([...latest, ...archived].map((r) => r.version));
  });

  it('reads a record without a version, written before records carried one, as the latest docs’; refuses a version that is not a name', () => {
    const [record] = articleOutputs(article(), page).records;
    const { version: _, ...unversioned } = record ?? {};
    expect(parseRecords([unversioned], 'search/v/r0.json')).toEqual([{ ...record, version: 'latest' }]);
    expect(() => parseRecords([{ ...record, version: 3 }], 'search/v/r0.json')).toThrow('search/v/r0.json: record 0 is not a search record');
  });

  it('gives the split index files a new version when their layout changes though the records do not', async () => {
    vi.resetModules();
    vi.doMock('@/lib/search/split/build', async (original) => {
      const actual = await original<typeof import('@/lib/search/split/build')>();
      return { ...actual, buildSplitIndex: (records: Parameters<typeof actual.buildSplitIndex>[0]) => actual.buildSplitIndex(records, { targetChars: 10 }) };
    });
    const { searchFileContents: withSmallShards } = await import('@/lib/search/built-files');
    expect(withSmallShards(articleOutputs(article(), page).records).version).not.toBe(version);
    vi.doUnmock('@/lib/search/split/build');
  });
});

/**
 * What changed, in the export: the changelog page of the API reference (/api/changelog/) with the API
 * diff from October 2025 to the latest, its RSS feed, its place in the sidebar, search, Markdown and
 * llms.txt, and the archived banner's link to it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { documentsFileUrl, parseSearchPointer, SEARCH_POINTER_URL } from '@/lib/search/index-location';
import { parseRecords } from '@/lib/search/split/format';
import { outDir } from './built-search';

const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
const paymentLinkOperations = ['createPaymentLink', 'listPaymentLinks', 'getPaymentLink', 'updatePaymentLink', 'disablePaymentLink'];

/** The part of the page's HTML under a section's heading, up to the next section. */
const section = (html: string, id: string): string => {
  const start = html.indexOf(`<section aria-labelledby="${id}"`);
  if (start < 0) throw new Error(`the page has no section ${id}`);
  const end = html.indexOf('<section aria-labelledby=', start + 1);
  return html.slice(start, end < 0 ? undefined : end);
};

describe('the changelog page', () => {
  it('lists the payment links API as added since October 2025, each operation linked to its reference section', () => {
    const diff = section(read('api/changelog/index.html'), 'since-2025-10');
    const added = diff.slice(diff.indexOf('data-api-diff="added"'), diff.indexOf('</ul>', diff.indexOf('data-api-diff="added"')));
    for (const id of paymentLinkOperations) {
      expect(added, id).toContain(`data-diff-operation="${id}"`);
      expect(added, id).toContain(`href="/api/payment-links/#${id}"`);
    }
    expect(diff).not.toContain('data-api-diff="removed"');
    // The webhook message gained the SEPA Direct Debit return reasons.
    expect(diff).toMatch(/data-diff-operation="webhookMessage"[\s\S]*data\.reason: no_mandate/);
  });

  it("has each version's entries, and its place last in the reference's sidebar group", () => {
    const html = read('api/changelog/index.html');
    expect(section(html, 'version-latest')).toContain('Payment links API');
    expect(section(html, 'version-2025-10')).toContain('Released 1 October 2025.');
    // What a type means is said once, above the entries: a fix changed the docs, not the API.
    expect(html).toMatch(/data-change-types=""[\s\S]*fixed<\/span> <!-- -->a correction of these docs or the API document: the API answered so before/);
    const nav = JSON.parse(read('nav/api.json')) as unknown;
    expect(JSON.stringify(nav)).toMatch(/"route":"\/api\/webhooks"[^\]]*"route":"\/api\/changelog"/);
  });

  it('is in the Markdown copies, llms.txt and the search records, in the latest docs only', () => {
    expect(read('api/changelog/index.md')).toMatch(/## API changes since October 2025[\s\S]*createPaymentLink/);
    expect(read('llms.txt')).toMatch(/\[Changelog\]\(https:\/\/[^)]+\/api\/changelog\/\)/);
    const pointer = parseSearchPointer(JSON.parse(read(SEARCH_POINTER_URL.slice(1))));
    if (!pointer) throw new Error('search/latest.json names no search files');
    const records = parseRecords(JSON.parse(read(documentsFileUrl(pointer).slice(1))), 'the documents file');
    expect(records.some((record) => record.version === 'latest' && record.url === '/api/changelog/#version-latest')).toBe(true);
    expect(existsSync(path.join(outDir, '2025-10/api/changelog/index.html'))).toBe(false);
  });

  it('offers an RSS feed that parses as XML, announced in the head', () => {
    const xml = read('api/changelog.xml');
    expect(XMLValidator.validate(xml)).toBe(true);
    const { rss } = new XMLParser({ ignoreAttributes: false }).parse(xml) as { rss: { '@_version': string; channel: { link: string; item: { title: string; link: string }[] } } };
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel.link).toBe('https://developers.paymora.example/api/changelog/');
    expect(rss.channel.item.map((item) => item.title)).toContain('Payment links API');
    expect(read('api/changelog/index.html')).toContain('<link rel="alternate" type="application/rss+xml" title="Paymora Developers: changelog" href="/api/changelog.xml"/>');
  });

  it("links the archived banner to what changed since the archived version", () => {
    for (const page of ['2025-10/index.html', '2025-10/api/payments/index.html', '2025-10/search/index.html']) {
      expect(read(page), page).toMatch(/data-archive-banner="2025-10"[^]*?<a href="\/api\/changelog\/#since-2025-10"[^>]*>what changed since October 2025<\/a>/);
    }
  });
});

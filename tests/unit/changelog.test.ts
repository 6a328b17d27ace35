/** The docs versions' changelog (lib/site/changelog.ts): its schema with errors at file and line, its page's sections, and its RSS feed. */
import { readFileSync } from 'node:fs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { loadApi, operationIds } from '@/lib/openapi/document';
import { changelogHeadings, parseChangelog, readChangelog, type ChangelogEntry } from '@/lib/site/changelog';
import { changelogFeed } from '@/lib/site/changelog-feed';
import { readVersions } from '@/lib/site/versions';
import { contentFile } from '@/lib/build/folders';

const versions = [
  { name: 'latest', label: 'Latest', status: 'current' as const },
  { name: '2025-10', label: 'October 2025', status: 'supported' as const },
];
const entry = { version: 'latest', date: '2026-11-01', type: 'added', breaking: false, title: 'Things API', description: 'Create `things`.' };
const file = (entries: unknown[]) => JSON.stringify({ entries }, null, 2);
const problemsOf = (text: string, operationsOf?: (version: string) => ReadonlySet<string> | null): string => {
  try {
    parseChangelog(text, 'content/changelog.json', versions, operationsOf);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return '';
};

describe('the changelog file', () => {
  it('reads valid entries', () => {
    expect(parseChangelog(file([entry, { ...entry, operations: ['createThing'] }]), 'content/changelog.json', versions)).toHaveLength(2);
  });

  it('names the file, the line and the field of a value the schema refuses, and what to write', () => {
    // The second entry starts on line 11 of the pretty-printed file; its date is on line 13.
    const message = problemsOf(file([entry, { ...entry, date: '1 Nov 2026', type: 'new' }]));
    expect(message).toContain('content/changelog.json:13: entries[1].date: write the date as YYYY-MM-DD');
    expect(message).toMatch(/content\/changelog\.json:14: entries\[1\]\.type: .*"added"/);
  });

  it('names an unknown field at its own line, and a missing one', () => {
    const { breaking: _breaking, ...withoutBreaking } = entry;
    const message = problemsOf(file([{ ...withoutBreaking, author: 'someone' }]));
    expect(message).toContain('content/changelog.json:9: entries[0].author: unknown field');
    expect(message).toMatch(/content\/changelog\.json:3: entries\[0\]\.breaking: /);
  });

  it('refuses a version content/versions.json does not list, an operation the version does not have, and links', () => {
    const text = file([
      { ...entry, version: '2024-01' },
      { ...entry, version: '2025-10', operations: ['createThing'] },
    ]);
    const message = problemsOf(text, (version) => (version === '2025-10' ? new Set(['getThing']) : null));
    expect(message).toContain('content/changelog.json:4: entries[0].version: "2024-01" is no docs version; use one of latest, 2025-10');
    expect(message).toContain("entries[1].operations[0]: createThing is no operationId of version 2025-10's API document");
    expect(problemsOf(file([entry, { ...entry, description: 'See [the guide](/guides/things).' }]))).toContain('content/changelog.json:17: entries[1].description: links are not checked here');
  });

  it('refuses a fixed entry marked breaking: a fix corrects the docs only', () => {
    expect(problemsOf(file([{ ...entry, type: 'fixed', breaking: true }]))).toContain('content/changelog.json:7: entries[0].breaking: a "fixed" entry corrects the docs only and cannot be breaking');
    expect(problemsOf(file([{ ...entry, type: 'changed', breaking: true }]))).toBe('');
  });

  it('says what a file that is not JSON should hold', () => {
    expect(problemsOf('{ entries: [')).toMatch(/^content\/changelog\.json: not JSON .*\{ "entries": \[ … \] \}/);
  });

  it('holds the content’s entries, each naming operations its version’s document has', async () => {
    const all = readVersions();
    const ids = new Map([
      ['latest', operationIds(await loadApi(''))],
      ['2025-10', operationIds(await loadApi('versions/2025-10/'))],
    ]);
    const entries = readChangelog(all, (name) => ids.get(name) ?? null);
    expect(entries.find((candidate) => candidate.title === 'Payment links API')?.operations).toContain('createPaymentLink');
    expect(entries.map((candidate) => candidate.date)).toEqual([...entries.map((candidate) => candidate.date)].sort().reverse());
  });

  // The versioning policy (get-the-key) allows a breaking change only with a new version path, so an
  // entry of the current version marked breaking means the API broke its own promise.
  it('marks no change of the current version breaking', () => {
    const current = readVersions().find((version) => version.status === 'current')?.name;
    const entries = readChangelog(readVersions());
    expect(entries.filter((candidate) => candidate.version === current && candidate.breaking).map((candidate) => candidate.title)).toEqual([]);
  });
});

describe('the changelog page and feed', () => {
  const entries = [entry, { ...entry, version: '2025-10', date: '2025-10-01', title: 'First', breaking: true }] as ChangelogEntry[];

  it('heads each version, and before an archived one with an API document, the API changes since it', () => {
    expect(changelogHeadings(versions, entries, () => true).map((heading) => heading.id)).toEqual(['version-latest', 'since-2025-10', 'version-2025-10']);
    expect(changelogHeadings(versions, entries.slice(0, 1), () => false).map((heading) => heading.text)).toEqual(['Latest']);
  });

  it('is a well-formed RSS 2.0 feed with an item per entry, linked to its version on the page', () => {
    const xml = changelogFeed(entries, versions);
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed: unknown = new XMLParser().parse(xml);
    const channel = (parsed as { rss: { channel: { item: { title: string; link: string; pubDate: string }[] } } }).rss.channel;
    expect(channel.item.map((item) => item.title)).toEqual(['Things API', 'Breaking: First']);
    expect(channel.item[1]?.link).toBe('https://developers.paymora.example/api/changelog/#version-2025-10');
    expect(new Date(channel.item[0]?.pubDate ?? '').toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(readFileSync(contentFile('changelog.json'), 'utf8')).not.toMatch(/https?:\/\/(?![^/\s"]*\.example)/);
  });
});

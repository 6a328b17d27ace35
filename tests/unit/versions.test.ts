/** Docs versions: the typed list, the manifest of every version, and links that resolve inside their own version. */
import { describe, expect, it } from 'vitest';
import { checkLinks, type LinkablePage } from '@/lib/links';
import { siteManifest, inVersion } from '@/lib/site/from-contentlayer';
import type { DocInput } from '@/lib/site/manifest';
import type { CategoryEntry } from '@/lib/site/nav-tree';
import { routeInVersion } from '@/lib/site/version-links';
import { parseVersions, versionNameProblem, type DocsVersion } from '@/lib/site/versions';

const latest: DocsVersion = { name: 'latest', label: 'Latest', status: 'current', releaseDate: '2026-11-01' };
const archived: DocsVersion = { name: '2025-10', label: 'October 2025', status: 'supported', releaseDate: '2025-10-01' };
const list = (...versions: unknown[]) => JSON.stringify({ versions });

describe('the versions list', () => {
  it('reads a well-formed list', () => {
    expect(parseVersions(list(latest, archived), 'content/versions.json')).toEqual([latest, archived]);
  });

  it('names the file, the entry and the field of every problem', () => {
    const bad = { name: 'Bad Name', label: '', status: 'old', releaseDate: '1 Oct 2025', extra: true };
    const message = () => parseVersions(list(latest, bad), 'content/versions.json');
    expect(message).toThrow(/content\/versions\.json: versions\[1\]\.name must be lower-case/);
    expect(message).toThrow(/versions\[1\]\.label must be a non-empty string/);
    expect(message).toThrow(/versions\[1\]\.status must be one of current, supported, unmaintained/);
    expect(message).toThrow(/versions\[1\]\.releaseDate must be a date written YYYY-MM-DD/);
    expect(message).toThrow(/versions\[1\] has unknown field\(s\) extra/);
  });

  it('wants exactly one current version, named latest, and no name twice', () => {
    expect(() => parseVersions(list(archived), 'v.json')).toThrow(/exactly one version must have status "current"/);
    expect(() => parseVersions(list({ ...latest, name: 'now' }), 'v.json')).toThrow(/the current version is named "latest"/);
    expect(() => parseVersions(list(latest, archived, archived), 'v.json')).toThrow(/"2025-10" is listed twice/);
  });

  it('refuses a new name that is taken, reserved, malformed or a first segment of the current docs', () => {
    const taken = [latest, archived];
    const segments = new Set(['webhooks']);
    expect(versionNameProblem('2025-10', taken, segments)).toMatch(/already exists/);
    expect(versionNameProblem('category', taken, segments)).toMatch(/reserved/);
    expect(versionNameProblem('webhooks', taken, segments)).toMatch(/first segment of current docs routes/);
    expect(versionNameProblem('V 1', taken, segments)).toMatch(/not a version name/);
    expect(versionNameProblem('2026-01', taken, segments)).toBeNull();
  });
});

const doc = (sourceFilePath: string, route: string, title: string): DocInput => ({ sourceFilePath, route, title, description: `${title}.`, headings: [], components: [], concepts: [] });
const category = (sourceFilePath: string, label: string, slug?: string): CategoryEntry => ({ sourceFilePath, label, position: 1, description: `${label}.`, slug });

describe('the manifest of every version', () => {
  // Contentlayer gives an archived file its route inside its version; the manifest prefixes it.
  const docs = [doc('docs/index.mdx', '/', 'Welcome'), doc('docs/guides/a.mdx', '/guides/a', 'A'), doc('versions/2025-10/docs/index.mdx', '/', 'Welcome'), doc('versions/2025-10/docs/guides/a.mdx', '/guides/a', 'A')];
  const categories = [category('docs/guides/_category.json', 'Guides', 'guides'), category('versions/2025-10/docs/guides/_category.json', 'Guides', 'guides')];
  const manifest = siteManifest([archived, latest].map((version) => ({ version, docs: inVersion(version, docs), categories: inVersion(version, categories) })));

  it('holds the current docs first, at the site root, and each archived version under /<name>/', () => {
    expect(manifest.versions.map((v) => [v.name, v.routePrefix])).toEqual([
      ['latest', ''],
      ['2025-10', '/2025-10'],
    ]);
    expect(manifest.versions[0]?.pages.map((p) => p.route)).toEqual(['/', '/category/guides', '/guides/a']);
    expect(manifest.versions[1]?.pages.map((p) => [p.route, p.sourceFile])).toEqual([
      ['/2025-10', 'content/versions/2025-10/docs/index.mdx'],
      ['/2025-10/category/guides', 'content/versions/2025-10/docs/guides/_category.json'],
      ['/2025-10/guides/a', 'content/versions/2025-10/docs/guides/a.mdx'],
    ]);
    expect(manifest.versions[1]?.tree).toEqual([{ kind: 'category', label: 'Guides', route: '/2025-10/category/guides', items: [{ kind: 'doc', label: 'A', route: '/2025-10/guides/a' }] }]);
  });
});

describe('links of a version', () => {
  const links = { prefix: '/2025-10', archivedNames: ['2025-10'] };

  it('resolve inside their version; /latest/ and /<name>/ name another version explicitly', () => {
    expect(routeInVersion('/guides/a', links)).toBe('/2025-10/guides/a');
    expect(routeInVersion('/', links)).toBe('/2025-10');
    expect(routeInVersion('/latest/guides/a', links)).toBe('/guides/a');
    expect(routeInVersion('/latest', links)).toBe('/');
    expect(routeInVersion('/2025-10/guides/a', { prefix: '', archivedNames: ['2025-10'] })).toBe('/2025-10/guides/a');
    expect(routeInVersion('/guides/a', { prefix: '', archivedNames: ['2025-10'] })).toBe('/guides/a');
  });

  it('fail the check, naming the archived file, when the page exists only in another version', () => {
    const page = (file: string, route: string, url: string, version?: typeof links): LinkablePage => ({ file, route, anchors: new Set(), links: [{ url, line: 3 }], ...(version ? { version } : {}) });
    const pages = [
      page('content/docs/guides/a.mdx', '/guides/a', '/guides/new'),
      page('content/docs/guides/new.mdx', '/guides/new', '/2025-10/guides/a'),
      page('content/versions/2025-10/docs/guides/a.mdx', '/2025-10/guides/a', '/guides/new', links),
      page('content/versions/2025-10/docs/guides/b.mdx', '/2025-10/guides/b', '/latest/guides/new', links),
    ];
    expect(checkLinks(pages, new Set())).toEqual([
      {
        severity: 'error',
        file: 'content/versions/2025-10/docs/guides/a.mdx',
        line: 3,
        message: expect.stringMatching(/^link to \/guides\/new: no page has the route \/2025-10\/guides\/new \(links resolve inside this file's version, \/2025-10; a link to the latest docs is written \/latest\/…\)/),
      },
    ]);
  });
});

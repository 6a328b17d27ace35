/** Docs versions: the typed list, the manifest of every version, and links that resolve inside their own version. */
import { describe, expect, it } from 'vitest';
import { checkLinks, type LinkablePage } from '@/lib/mdx/links';
import { siteManifest, inVersion } from '@/lib/site/from-contentlayer';
import type { DocInput, SitePage } from '@/lib/site/manifest';
import type { CategoryEntry } from '@/lib/site/nav-tree';
import { visit } from 'unist-util-visit';
import { archiveBannerHtml } from '@/components/ArchiveBanner';
import { parseMdx } from '@/lib/mdx/parse';
import { archiveOf, isNoindexPage } from '@/lib/site/archive';
import { remarkVersionLinks } from '@/lib/mdx/remark-version-links';
import { routeInVersion, sentenceInVersion } from '@/lib/routes/version-links';
import { parseVersions, versionNameProblem, type DocsVersion } from '@/lib/site/versions';

const latest: DocsVersion = { name: 'latest', label: 'Latest', status: 'current', releaseDate: '2026-11-01' };
const archived: DocsVersion = { name: '2025-10', label: 'October 2025', status: 'supported', releaseDate: '2025-10-01', supportedUntil: '2027-04-30' };
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

  it('wants a supported version to say until when, and no other version to', () => {
    const { supportedUntil: _, ...withoutUntil } = archived;
    expect(() => parseVersions(list(latest, withoutUntil), 'v.json')).toThrow(/versions\[1\]\.supportedUntil must be the last day of support/);
    expect(() => parseVersions(list(latest, { ...archived, supportedUntil: 'April 2027' }), 'v.json')).toThrow(/versions\[1\]\.supportedUntil must be the last day/);
    expect(() => parseVersions(list({ ...latest, supportedUntil: '2027-04-30' }), 'v.json')).toThrow(/versions\[0\]\.supportedUntil is only for a version whose status is "supported"/);
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

const doc = (sourceFilePath: string, route: string, title: string): DocInput => ({ sourceFilePath, route, title, description: `${title}.`, headings: [], components: [], concepts: [], operations: [] });
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

describe('links resolved before the page renders', () => {
  /** The MDX as Contentlayer's compiler hands it to the plugin: parsed, with the file's path on the file's data. */
  function compiled(mdx: string, sourceFilePath: string) {
    const tree = structuredClone(parseMdx(mdx));
    remarkVersionLinks({ archivedNames: ['2025-10'] })(tree, { data: { rawDocumentData: { sourceFilePath } } });
    const urls: string[] = [];
    visit(tree, 'link', (node) => void urls.push(node.url));
    visit(tree, 'definition', (node) => void urls.push(node.url));
    const siblingPrefixes: unknown[] = [];
    visit(tree, (node) => {
      if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'SiblingLink') {
        siblingPrefixes.push(node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'prefix')?.value);
      }
    });
    return { urls, siblingPrefixes };
  }
  const mdx = 'See [a](/guides/a#step-2), [new](/latest/guides/new), [old](/2025-10/guides/b), [out](https://example.com/x), [here](#top) and <SiblingLink page="saved-cards">cards</SiblingLink>.\n\n[ref]: /guides/c\n';

  it('compiles an archived file\'s links to its version, and gives its SiblingLinks the version\'s prefix', () => {
    const { urls, siblingPrefixes } = compiled(mdx, 'versions/2025-10/concepts/saved-cards.mdx');
    expect(urls).toEqual(['/2025-10/guides/a/#step-2', '/guides/new/', '/2025-10/guides/b/', 'https://example.com/x', '#top', '/2025-10/guides/c/']);
    expect(siblingPrefixes).toEqual(['/2025-10']);
  });

  it('leaves the current docs\' links at the root, resolving only /latest/', () => {
    const { urls, siblingPrefixes } = compiled(mdx, 'docs/guides/index.mdx');
    expect(urls).toEqual(['/guides/a/#step-2', '/guides/new/', '/2025-10/guides/b/', 'https://example.com/x', '#top', '/guides/c/']);
    expect(siblingPrefixes).toEqual([undefined]);
  });

  it('resolves the links of a data file\'s sentence the same way and keeps the rest of it', () => {
    const sentence = 'A [refund](/payment-gateway/modifications/refund#partial) of `amount.value`, [see](/latest/x), [ext](https://example.com).';
    expect(sentenceInVersion(sentence, { prefix: '/2025-10', archivedNames: ['2025-10'] })).toBe(
      'A [refund](/2025-10/payment-gateway/modifications/refund/#partial) of `amount.value`, [see](/x/), [ext](https://example.com).',
    );
    expect(sentenceInVersion('No links, only `code` and [brackets].', { prefix: '/2025-10', archivedNames: [] })).toBe('No links, only `code` and [brackets].');
  });
});

describe('what an archived page says about its version', () => {
  const latestPage: SitePage = { route: '/guides/a', kind: 'doc', sourceFile: 'content/docs/guides/a.mdx', title: 'A', description: 'A.', section: 'Guides', sectionKey: 'guides', headings: [], components: [], concepts: [], operations: [] };
  const pageAt = (route: string) => (route === latestPage.route ? latestPage : undefined);

  it('points at the same page in the latest docs, or their welcome page when they have none', () => {
    expect(archiveOf(archived, '/2025-10', '/2025-10/guides/a', pageAt)).toMatchObject({ latestRoute: '/guides/a', latestHasPage: true });
    expect(archiveOf(archived, '/2025-10', '/2025-10/guides/gone', pageAt)).toMatchObject({ latestRoute: '/', latestHasPage: false });
    expect(archiveOf(latest, '', '/guides/a', pageAt)).toBeNull();
  });

  it('renders the banner as HTML on the server, naming the version and linking to the latest page', () => {
    const archive = archiveOf({ ...archived, status: 'unmaintained' }, '/2025-10', '/2025-10/guides/a', pageAt);
    if (!archive) throw new Error('an archived page has an archive');
    const html = archiveBannerHtml(archive);
    expect(html).toMatch(/^<div role="note" data-archive-banner="2025-10"/);
    expect(html).toContain('version <strong>October 2025</strong>, no longer maintained.');
    const supported = archiveOf(archived, '/2025-10', '/2025-10/guides/a', pageAt);
    expect(supported && archiveBannerHtml(supported)).toContain('version <strong>October 2025</strong>, supported until 30 April 2027.');
    expect(html).toContain('<a href="/guides/a/" data-version-choice="latest" class="font-medium underline">See this page in the latest version</a>');
  });

  it('is noindex only when its props say so', () => {
    expect(isNoindexPage({ noindex: true, title: 'A' })).toBe(true);
    expect(isNoindexPage({ title: 'A' })).toBe(false);
    expect(isNoindexPage(undefined)).toBe(false);
  });
});

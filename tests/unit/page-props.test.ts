/**
 * What each route's page receives from getStaticProps (lib/render/page-props.ts), on fixture content built
 * once: tests/fixtures/content with a folder whose index lists its pages, an archived version `v1` cut
 * from it, a page only the latest docs have and one only v1 has.
 *
 * The functions run in this test's process, in the built folder: lib/site/reader.ts reads the manifest and
 * Contentlayer's files from the working directory and the rest of the content from CONTENT_DIR, and
 * caches both for the process on first use, so the folder is entered before the first call (vitest's
 * forks pool gives each test file its own process).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeoTags } from '@/components/SeoTags';
import { siteParts } from '@/site-parts';
import { categoryPageProps, chromeOnlyProps, docBodyInputs, docPageProps, searchPageProps, type CategoryPageProps, type ChromeOnlyProps, type DocPageProps, type SearchPageProps } from '@/lib/render/page-props';
import type { PageSeo } from '@/lib/render/page-seo';
import { cutVersion } from '@/lib/site/cut-version';
import { buildFixtureContent, editFile, projectRoot } from '../support/content-fixture';
import { editUrlOf } from '@/lib/render/edit-link';
import type { MdxContentProps } from '@/components/mdx/MdxContent';
import { CONTENT_FOLDER } from '@/lib/build/folders';

const dir = path.join(projectRoot, 'tests/.tmp/page-props');

const page = (title: string, description: string, position: number, body: string) => `---\ntitle: ${title}\ndescription: ${description}\nsidebar_position: ${position}\n---\n\n${body}\n`;

/** The fixture content, with what the props below are about. */
function prepare(content: string): void {
  const at = (file: string) => path.join(content, file);
  // A concept's API block and a data file's link: the page that includes the concept gets both.
  editFile(at('concepts/key-rotation.mdx'), (text) => `${text}\n<Endpoint operation="capturePayment" />\n`);
  editFile(at('data/test-cards.json'), (text) => text.replace('"threeDSecure":false', '"threeDSecure":false,"note":"See [the key page](/get-started/get-the-key)."'));
  // A folder whose index lists its pages (<ChildPages />) and renders a data set of its own.
  mkdirSync(at('docs/get-started/options'));
  writeFileSync(at('docs/get-started/options/_category.json'), '{ "label": "Options", "position": 2, "description": "The optional settings of a payment." }\n');
  writeFileSync(at('docs/get-started/options/index.mdx'), page('Options', 'The optional settings of a payment, one page each.', 2, '## Parameters\n\n<ChildPages />\n\n<PaymentMethodTable />'));
  writeFileSync(at('docs/get-started/options/manual-capture.mdx'), page('Manual capture', 'Capture a payment when you ship rather than when it is authorised.', 1, '## Capture later\n\nSend the capture when the order ships.'));
  cutVersion(content, { name: 'v1', label: 'Version 1' }, '2025-10-01');
  // After the cut: a page only the latest docs have, linked from the latest welcome page, and one only v1 has.
  writeFileSync(at('docs/get-started/new-page.mdx'), page('New page', 'A page that only the latest docs have, added after v1 was cut.', 3, '## What is new\n\nNew.'));
  editFile(at('docs/index.mdx'), (text) => `${text}\nSee [the new page](/get-started/new-page) and [the parameters](/get-started/options#parameters).\n`);
  // v1's own data and concept text, to tell them from the latest docs'.
  editFile(at('versions/v1/data/test-cards.json'), (text) => text.replace('"cvc":"737"', '"cvc":"000"'));
  editFile(at('versions/v1/concepts/key-rotation.mdx'), (text) => text.replace('deploy it in between', 'deploy it in between (v1)'));
  // v1's folder index shows its pages only in the sidebar: no cards, though the folder has pages.
  editFile(at('versions/v1/docs/get-started/options/index.mdx'), (text) => text.replace('<ChildPages />', ''));
  writeFileSync(at('versions/v1/docs/get-started/old-page.mdx'), page('Old page', 'A page that only v1 has, removed from the latest docs.', 4, '## What was\n\nOld.'));
}

interface Props {
  welcome: DocPageProps;
  key: DocPageProps;
  newPage: DocPageProps;
  options: DocPageProps;
  manual: DocPageProps;
  v1Welcome: DocPageProps;
  v1Key: DocPageProps;
  v1Old: DocPageProps;
  v1Options: DocPageProps;
  category: CategoryPageProps;
  v1Category: CategoryPageProps;
  notFound: ChromeOnlyProps;
  search: SearchPageProps;
  v1Search: SearchPageProps;
  missing: { doc: DocPageProps | null; category: CategoryPageProps | null; search: SearchPageProps | null };
}

function found<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`${what}: no props`);
  return value;
}

/** What the bodies render from (docBodyInputs): the props carry the rendered HTML. */
interface Inputs {
  key: MdxContentProps;
  newPage: MdxContentProps;
  options: MdxContentProps;
  v1Key: MdxContentProps;
  v1Options: MdxContentProps;
}

const original = { cwd: process.cwd(), contentDir: process.env.CONTENT_DIR, wait: process.env.PAYMORA_WAIT_FOR_CONTENT };
let props: Props;
let inputs: Inputs;

// One Contentlayer run and content check: on a loaded 2-core machine well over 60 s.
beforeAll(async () => {
  const build = buildFixtureContent(dir, prepare);
  expect(build.status, build.output).toBe(0);
  process.chdir(dir);
  process.env.CONTENT_DIR = path.join(dir, CONTENT_FOLDER);
  delete process.env.PAYMORA_WAIT_FOR_CONTENT;
  props = {
    welcome: found(await docPageProps(siteParts, '/'), '/'),
    key: found(await docPageProps(siteParts, '/get-started/get-the-key'), '/get-started/get-the-key'),
    newPage: found(await docPageProps(siteParts, '/get-started/new-page'), '/get-started/new-page'),
    options: found(await docPageProps(siteParts, '/get-started/options'), '/get-started/options'),
    manual: found(await docPageProps(siteParts, '/get-started/options/manual-capture'), '/get-started/options/manual-capture'),
    v1Welcome: found(await docPageProps(siteParts, '/v1'), '/v1'),
    v1Key: found(await docPageProps(siteParts, '/v1/get-started/get-the-key'), '/v1/get-started/get-the-key'),
    v1Options: found(await docPageProps(siteParts, '/v1/get-started/options'), '/v1/get-started/options'),
    v1Old: found(await docPageProps(siteParts, '/v1/get-started/old-page'), '/v1/get-started/old-page'),
    category: found(await categoryPageProps(siteParts, 'lets-get-started'), 'category'),
    v1Category: found(await categoryPageProps(siteParts, 'lets-get-started', '/v1'), 'v1 category'),
    notFound: await chromeOnlyProps(siteParts, { title: 'Page not found', description: 'Not here.', route: null }, { noindex: true }),
    search: found(await searchPageProps(siteParts), 'search'),
    v1Search: found(await searchPageProps(siteParts, '/v1'), 'v1 search'),
    missing: { doc: await docPageProps(siteParts, '/get-started/none'), category: await categoryPageProps(siteParts, 'none'), search: await searchPageProps(siteParts, '/v9') },
  };
  inputs = {
    key: found(await docBodyInputs(siteParts, '/get-started/get-the-key'), 'key body'),
    newPage: found(await docBodyInputs(siteParts, '/get-started/new-page'), 'new page body'),
    options: found(await docBodyInputs(siteParts, '/get-started/options'), 'options body'),
    v1Key: found(await docBodyInputs(siteParts, '/v1/get-started/get-the-key'), 'v1 key body'),
    v1Options: found(await docBodyInputs(siteParts, '/v1/get-started/options'), 'v1 options body'),
  };
}, 300_000);

afterAll(() => {
  process.chdir(original.cwd);
  for (const [key, value] of [['CONTENT_DIR', original.contentDir], ['PAYMORA_WAIT_FOR_CONTENT', original.wait]] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  rmSync(dir, { recursive: true, force: true });
});

/** The head pages/_document.tsx writes from a page's seo. */
const head = (seo: PageSeo) => renderToStaticMarkup(createElement(SeoTags, seo));

/** The dropdown's links as the reader sees them: version, where it leads, whether it is the version read. */
function menu(html: string): { name: string; href: string; read: boolean; label: string; support?: string }[] {
  return [...html.matchAll(/<a href="([^"]*)" data-version-choice="([^"]*)"( aria-current="true")?[^>]*>([^<]*)(?:<span[^>]*>([^<]*)<\/span>)?<\/a>/g)].map(([, href = '', name = '', current, label = '', support]) => ({
    name,
    href: href.replaceAll('&amp;', '&'),
    read: current !== undefined,
    label,
    ...(support === undefined ? {} : { support }),
  }));
}

/** The dropdown's versions, without its links to what changed (the first case checks those). */
const versionLinks = (html: string) => menu(html).filter(({ href }) => !href.startsWith('/api/changelog/'));

/** The banner's link to the latest docs and its words. */
function bannerLink(html: string | null): { href: string; text: string } | null {
  const match = html?.match(/<a href="([^"]*)" data-version-choice="latest"[^>]*>([^<]*)<\/a>/);
  return match ? { href: match[1] ?? '', text: match[2] ?? '' } : null;
}

describe('doc page props', () => {
  it("gives a page its head: the title with the site's after the delimiter, its description, itself as canonical", () => {
    const { seo, noindex, archiveBanner } = props.key;
    expect(seo).toEqual({ title: 'Get the API key', description: 'Where to find your sandbox and live API keys in the merchant portal and how to send them.', route: '/get-started/get-the-key', socialImage: '/og/lets-get-started.png' });
    const tags = head(seo);
    expect(tags).toContain('<title>Get the API key | Paymora Developers</title>');
    expect(tags).toContain('<link rel="canonical" href="https://developers.paymora.example/get-started/get-the-key/"/>');
    expect(noindex).toBeUndefined();
    expect(archiveBanner).toBeNull();
  });

  it('titles a welcome page Welcome, in each version', () => {
    expect(head(props.welcome.seo)).toContain('<title>Welcome | Paymora Developers</title>');
    expect(props.welcome.seo.route).toBe('/');
    expect(props.v1Welcome.seo.title).toBe('Welcome');
  });

  it('places a page in the sidebar: breadcrumbs, previous and next in reading order, none on welcome pages', () => {
    // The categories above the page, outermost first (the page's own title follows them on screen).
    expect(props.key.breadcrumbs).toEqual([{ label: "Let's get started", route: '/category/lets-get-started' }]);
    expect(props.manual.breadcrumbs).toEqual([
      { label: "Let's get started", route: '/category/lets-get-started' },
      { label: 'Options', route: '/get-started/options' },
    ]);
    expect(props.v1Key.breadcrumbs).toEqual([{ label: "Let's get started", route: '/v1/category/lets-get-started' }]);
    expect(props.key.prev).toEqual({ label: "Let's get started", route: '/category/lets-get-started' });
    expect(props.key.next).toEqual({ label: 'Options', route: '/get-started/options' });
    expect(props.newPage.prev).toEqual({ label: 'Manual capture', route: '/get-started/options/manual-capture' });
    expect(props.welcome.breadcrumbs).toBeNull();
    expect(props.v1Welcome.breadcrumbs).toBeNull();
    // An archived page's neighbours and home stay in its version.
    expect(props.v1Key.next).toEqual({ label: 'Options', route: '/v1/get-started/options' });
    expect(props.v1Key.home).toBe('/v1/');
    expect(props.key.home).toBe('/');
  });

  it('gives the table of contents from the page and the concepts it includes, levels 2 and 3', () => {
    expect(props.key.toc.map(({ depth, text, id }) => [depth, text, id])).toEqual([
      [2, 'Create a key', 'create-a-key'],
      [2, 'Rotate a key', 'rotate-a-key'],
    ]);
    expect(props.welcome.toc.map(({ depth, text }) => [depth, text])).toEqual([
      [2, 'Start here'],
      [3, 'Sub heading'],
    ]);
  });

  it('gives the data sets of the components the page and its concepts use, and no other', () => {
    expect(Object.keys(inputs.key.data)).toEqual(['testCards']);
    expect(inputs.key.data.testCards?.[0]).toMatchObject({ brand: 'Visa', number: '4111 1111 1111 1111', note: 'See [the key page](/get-started/get-the-key/).' });
    expect(inputs.key.data.testCards?.[0]).not.toHaveProperty('_id');
    expect(Object.keys(inputs.options.data)).toEqual(['paymentMethods']);
    expect(inputs.newPage.data).toEqual({});
    // An archived page's data links resolve inside its version, as its MDX links do.
    expect(inputs.v1Key.data.testCards?.[0]?.note).toBe('See [the key page](/v1/get-started/get-the-key/).');
    // From the version's own data file.
    expect(inputs.key.data.testCards?.[0]?.cvc).toBe('737');
    expect(inputs.v1Key.data.testCards?.[0]?.cvc).toBe('000');
  });

  it('gives the API blocks and compiled concepts the page renders, from its version', () => {
    expect(Object.keys(inputs.key.api.endpoints)).toEqual(['capturePayment']);
    expect(Object.keys(inputs.key.concepts)).toEqual(['key-rotation']);
    expect(inputs.key.concepts['key-rotation']).toMatch(/Rotate a key/);
    expect(inputs.newPage.api).toEqual({ endpoints: {}, parameters: {} });
    expect(inputs.newPage.concepts).toEqual({});
    expect(Object.keys(inputs.v1Key.api.endpoints)).toEqual(['capturePayment']);
    expect(inputs.v1Key.concepts['key-rotation']).toMatch(/in between \(v1\)/);
    expect(inputs.key.concepts['key-rotation']).not.toMatch(/\(v1\)/);
    expect(inputs.key.code).toMatch(/Create a key/);
    // Rendered into the props as HTML, the concept's text in place: the browser never evaluates the MDX.
    expect(props.key.body).toMatch(/<h2[^>]*id="create-a-key"/);
    expect(props.key.body).toMatch(/<h2[^>]*id="rotate-a-key"/);
    expect(props.v1Key.body).toMatch(/in between \(v1\)/);
    // No public repository named in this build: no "Edit this page" (lib/render/edit-link.ts).
    expect(props.key.editUrl).toBeNull();
  });

  it("gives child cards only to a page with <ChildPages />: its folder's pages with their descriptions", () => {
    expect(inputs.options.childPages).toEqual([{ title: 'Manual capture', description: 'Capture a payment when you ship rather than when it is authorised.', route: '/get-started/options/manual-capture' }]);
    expect(inputs.key.childPages).toEqual([]);
    expect(inputs.v1Options.childPages).toEqual([]);
  });

  it('opens the sidebar on the path of the page', () => {
    const getStarted = props.key.tree.find((item) => item.route === '/category/lets-get-started');
    expect(getStarted?.kind === 'category' && getStarted.items?.map((item) => item.route)).toEqual(['/get-started/get-the-key', '/get-started/options', '/get-started/new-page']);
    const options = props.key.tree.flatMap((item) => (item.kind === 'category' ? (item.items ?? []) : [])).find((item) => item.route === '/get-started/options');
    expect(options?.kind === 'category' && options.items).toBeNull();
  });
});

describe('archived page props', () => {
  it('points the canonical link at the same page in the latest docs, marks the page noindex and shows the banner leading there', () => {
    const { seo, noindex, archiveBanner } = props.v1Key;
    expect(seo.route).toBe('/get-started/get-the-key');
    expect(head(seo)).toContain('<link rel="canonical" href="https://developers.paymora.example/get-started/get-the-key/"/>');
    expect(noindex).toBe(true);
    expect(archiveBanner).toContain('data-archive-banner="v1"');
    expect(archiveBanner).toContain('<strong>Version 1</strong>');
    expect(bannerLink(archiveBanner)).toEqual({ href: '/get-started/get-the-key/', text: 'See this page in the latest version' });
  });

  it('has no canonical link for a page the latest docs lack, and the banner leads to the latest welcome page', () => {
    const { seo, noindex, archiveBanner } = props.v1Old;
    expect(seo.route).toBeNull();
    expect(head(seo)).not.toContain('rel="canonical"');
    expect(noindex).toBe(true);
    expect(bannerLink(archiveBanner)).toEqual({ href: '/', text: 'Go to the latest version' });
  });

  it("leads an archived welcome page's canonical link and banner to the latest welcome page", () => {
    expect(props.v1Welcome.seo.route).toBe('/');
    expect(bannerLink(props.v1Welcome.archiveBanner)).toEqual({ href: '/', text: 'See this page in the latest version' });
  });
});

describe('the version dropdown and entry links', () => {
  it('marks the version read and leads to the same page in each version, or to its welcome page', () => {
    // v1 was cut on 2025-10-01 in the fixture: supported for a year after (cutVersion's default).
    expect(menu(props.key.versions.menu)).toEqual([
      { name: 'latest', href: '/get-started/get-the-key/', read: true, label: 'Latest' },
      { name: 'v1', href: '/v1/get-started/get-the-key/', read: false, label: 'Version 1', support: 'supported until 1 October 2026' },
      // What changed since each archived version, then the changelog itself (issue 26), in the latest docs.
      { name: 'latest', href: '/api/changelog/#since-v1', read: false, label: 'What changed since Version 1' },
      { name: 'latest', href: '/api/changelog/', read: false, label: 'What changed: changelog' },
    ]);
    expect(versionLinks(props.v1Key.versions.menu).map(({ href, read }) => [href, read])).toEqual([
      ['/get-started/get-the-key/', false],
      ['/v1/get-started/get-the-key/', true],
    ]);
    // A version without the page: its welcome page, told which page the reader came for.
    expect(versionLinks(props.newPage.versions.menu).map(({ href }) => href)).toEqual(['/get-started/new-page/', '/v1/?missing=%2Fget-started%2Fnew-page&from=latest']);
    expect(versionLinks(props.v1Old.versions.menu).map(({ href, read }) => [href, read])).toEqual([['/?missing=%2Fget-started%2Fold-page&from=v1', false], ['/v1/get-started/old-page/', true]]);
  });

  it("gives each version's welcome page the other versions' pages it lacks, and no other page any", () => {
    expect(props.v1Welcome.missingPages).toEqual({ versionLabel: 'Version 1', pages: [{ from: 'latest', fromLabel: 'Latest', route: '/get-started/new-page', title: 'New page', href: '/get-started/new-page/' }] });
    expect(props.welcome.missingPages).toEqual({ versionLabel: 'Latest', pages: [{ from: 'v1', fromLabel: 'Version 1', route: '/get-started/old-page', title: 'Old page', href: '/v1/get-started/old-page/' }] });
    expect(props.key.missingPages).toBeNull();
  });

  it("leads a page's entry points into its own version: a latest page needs no links, an archived one its version's", () => {
    expect(props.key.versions).toMatchObject({ pageVersion: 'latest', entryLinks: {} });
    expect(props.welcome.versions.entryLinks).toEqual({});
    const v1 = props.v1Key.versions.entryLinks.v1;
    expect(props.v1Key.versions.pageVersion).toBe('v1');
    expect(Object.keys(props.v1Key.versions.entryLinks)).toEqual(['v1']);
    expect(v1?.['/']).toBe('/v1/');
    expect(v1?.['/category/lets-get-started/']).toBe('/v1/category/lets-get-started/');
    // A top-bar section the fixture has in no version: the version's welcome page.
    expect(v1?.['/category/webhooks/']).toBe('/v1/');
  });

  it("lets only a page of no version (not found) follow the remembered choice, with every archived version's links", () => {
    expect(props.notFound.versions.pageVersion).toBeNull();
    expect(Object.keys(props.notFound.versions.entryLinks)).toEqual(['v1']);
  });
});

describe('the edit link', () => {
  it("is the setting's base and the content file's path, or nothing when no public repository is set", () => {
    expect(editUrlOf('content/docs/a.mdx', 'https://code.paymora.example/paymora/developers/edit/main/')).toBe('https://code.paymora.example/paymora/developers/edit/main/content/docs/a.mdx');
    expect(editUrlOf('content/docs/a.mdx', undefined)).toBeNull();
    expect(editUrlOf('content/docs/a.mdx', ' ')).toBeNull();
    expect(() => editUrlOf('content/docs/a.mdx', 'http://code.paymora.example/edit/')).toThrow(/PAYMORA_EDIT_URL_BASE="http:\/\/code\.paymora\.example\/edit\/" must be an https URL ending in \//);
    expect(() => editUrlOf('content/docs/a.mdx', 'edit/main/')).toThrow(/is not a URL/);
  });
});

describe('category, not-found and search page props', () => {
  it("gives a category page its folder's pages as cards, in sidebar order, in its own version", () => {
    expect(props.category.kind).toBe('category');
    expect(props.category.cards).toEqual([
      { title: 'Get the API key', description: 'Where to find your sandbox and live API keys in the merchant portal and how to send them.', route: '/get-started/get-the-key' },
      { title: 'Options', description: 'The optional settings of a payment, one page each.', route: '/get-started/options' },
      { title: 'New page', description: 'A page that only the latest docs have, added after v1 was cut.', route: '/get-started/new-page' },
    ]);
    expect(props.v1Category.cards.map(({ route }) => route)).toEqual(['/v1/get-started/get-the-key', '/v1/get-started/options', '/v1/get-started/old-page']);
    expect(props.category.seo.route).toBe('/category/lets-get-started');
    expect(props.v1Category.seo.route).toBe('/category/lets-get-started');
    expect(props.v1Category.noindex).toBe(true);
  });

  it('gives the not-found page noindex, no canonical route, a closed sidebar and the welcome page of each version', () => {
    const { seo, noindex, tree, versions } = props.notFound;
    expect(noindex).toBe(true);
    expect(seo.route).toBeNull();
    expect(seo.socialImage).toBe('/og/home.png');
    expect(tree.every((item) => item.kind === 'doc' || item.items === null)).toBe(true);
    expect(versionLinks(versions.menu).map(({ href, read }) => [href, read])).toEqual([['/', true], ['/v1/', false]]);
  });

  it("gives each version's search page its route, its sidebar, a dropdown of welcome pages, and on v1 the banner and noindex", () => {
    expect(props.search.route).toBe('/search');
    expect(props.search.archiveBanner).toBeNull();
    expect(props.search.noindex).toBeUndefined();
    expect(versionLinks(props.search.versions.menu).map(({ href, read }) => [href, read])).toEqual([['/', true], ['/v1/', false]]);
    const { route, seo, noindex, archiveBanner, tree, versions } = props.v1Search;
    expect(route).toBe('/v1/search');
    expect(seo.route).toBe('/search');
    expect(noindex).toBe(true);
    expect(bannerLink(archiveBanner)).toEqual({ href: '/search/', text: 'See this page in the latest version' });
    expect(tree.map((item) => item.route)).toContain('/v1/category/lets-get-started');
    expect(versionLinks(versions.menu).map(({ href, read }) => [href, read])).toEqual([['/', false], ['/v1/', true]]);
  });

  it('gives no props for a route or version that does not exist', () => {
    expect(props.missing).toEqual({ doc: null, category: null, search: null });
  });
});

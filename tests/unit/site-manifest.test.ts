/** The site model on a small fixture: the tree, its pure queries, the pages with their sections, the structural errors. */
import { describe, expect, it } from 'vitest';
import { expandedForRoute, navFileUrl, oneLevel, pageTree } from '@/lib/browser/nav-state';
import { childCards } from '@/lib/site/cards';
import { docInput, type ConceptSummary, type DocSource } from '@/lib/site/doc-input';
import { conceptIncludes } from '@/paymora/concepts';
import { buildVersionModel, MANIFEST_FORMAT, parseSiteManifest, type DocInput } from '@/lib/site/manifest';
import { allCategories, breadcrumbs, findNeighbours } from '@/lib/site/nav-queries';
import { ContentError, type CategoryEntry } from '@/lib/site/nav-tree';

const doc = (sourceFilePath: string, route: string, title: string, position?: number): DocInput => ({
  sourceFilePath,
  route,
  title,
  description: `${title} description`,
  position,
  headings: [{ depth: 2, text: `${title} heading`, id: `${title.toLowerCase().replaceAll(' ', '-')}-heading` }],
  components: title === 'Optional parameters' ? ['ChildPages'] : [],
  concepts: [],
  operations: [],
});
const category = (folder: string, label: string, position: number, slug?: string): CategoryEntry => ({
  sourceFilePath: `docs/${folder}/_category.json`,
  label,
  position,
  description: `${label} section`,
  slug,
});

const docs = [
  doc('docs/index.mdx', '/', 'Welcome'),
  doc('docs/get-started/b.mdx', '/get-started/b', 'Bravo', 2),
  doc('docs/get-started/a.mdx', '/get-started/a', 'Alpha', 1),
  doc('docs/gateway/lifecycle.mdx', '/gateway/lifecycle', 'Lifecycle', 1),
  doc('docs/gateway/params/index.mdx', '/gateway/params', 'Optional parameters'),
  doc('docs/gateway/params/culture.mdx', '/gateway/params/culture', 'Culture'),
  doc('docs/gateway/params/abandon.mdx', '/gateway/params/abandon', 'Abandon URL'),
];
const categories = [
  category('gateway', 'Gateway', 2, 'gateway'),
  category('get-started', 'Get started', 1, 'lets-get-started'),
  category('gateway/params', 'Optional parameters', 9),
];

const build = (d: readonly DocInput[], c: readonly CategoryEntry[]) => buildVersionModel('current', '', d, c);

describe('the site model', () => {
  const nav = build(docs, categories);
  const pageAt = (route: string) => nav.pages.find((page) => page.route === route);

  it('orders categories and docs by position, then label, and keeps the welcome page out of the sidebar', () => {
    expect(nav.tree.map((item) => item.label)).toEqual(['Get started', 'Gateway']);
    const [getStarted, gateway] = nav.tree;
    expect(getStarted?.kind === 'category' && getStarted.items.map((i) => i.route)).toEqual(['/get-started/a', '/get-started/b']);
    expect(gateway?.kind === 'category' && gateway.items.map((i) => i.route)).toEqual(['/gateway/lifecycle', '/gateway/params']);
  });

  it('links a category to its generated index, or to its folder index page', () => {
    expect(nav.tree[0]?.route).toBe('/category/lets-get-started');
    const params = nav.tree[1]?.kind === 'category' ? nav.tree[1].items[1] : undefined;
    expect(params).toMatchObject({ kind: 'category', route: '/gateway/params' });
    expect(params?.kind === 'category' && params.items.map((i) => i.label)).toEqual(['Abandon URL', 'Culture']);
  });

  it('lists every page once in reading order, the welcome page first, each with its section and source file', () => {
    expect(nav.pages.map((page) => page.route)).toEqual([
      '/',
      '/category/lets-get-started',
      '/get-started/a',
      '/get-started/b',
      '/category/gateway',
      '/gateway/lifecycle',
      '/gateway/params',
      '/gateway/params/abandon',
      '/gateway/params/culture',
    ]);
    expect(pageAt('/')).toMatchObject({ kind: 'doc', section: 'Welcome', sectionKey: 'home', sourceFile: 'content/docs/index.mdx' });
    expect(pageAt('/gateway/params/culture')).toMatchObject({ kind: 'doc', section: 'Gateway', sectionKey: 'gateway', headings: [{ id: 'culture-heading' }] });
    expect(pageAt('/category/lets-get-started')).toMatchObject({ kind: 'category', title: 'Get started', description: 'Get started section', section: 'Get started', sectionKey: 'lets-get-started', sourceFile: 'content/docs/get-started/_category.json' });
  });

  it('survives its file: the manifest read back is the manifest written, and a foreign file is refused by name', () => {
    const manifest = { format: MANIFEST_FORMAT, versions: [nav] };
    expect(parseSiteManifest(JSON.stringify(manifest), 'm.json')).toEqual(manifest);
    // The component names are the content check's (against the site's table); the manifest holds names.
    const notNames = { format: MANIFEST_FORMAT, versions: [{ ...nav, pages: [{ ...nav.pages[0], components: [42] }] }] };
    expect(() => parseSiteManifest(JSON.stringify(notNames), 'm.json')).toThrow(/m\.json: not a site manifest/);
    expect(() => parseSiteManifest(JSON.stringify({ format: 0, versions: [] }), '.contentlayer/site-manifest.json')).toThrow(new RegExp(`\\.contentlayer/site-manifest\\.json: not a site manifest of format ${MANIFEST_FORMAT}; .*npm run build`));
  });

  it('describes a generated index with a card per child', () => {
    expect(childCards(nav.tree, nav.pages, '/category/gateway')).toEqual([
      { title: 'Lifecycle', description: 'Lifecycle description', route: '/gateway/lifecycle' },
      { title: 'Optional parameters', description: 'Optional parameters description', route: '/gateway/params' },
    ]);
  });

  it('gives breadcrumbs and previous/next in sidebar order', () => {
    expect(breadcrumbs(nav.tree, '/gateway/params/culture')).toEqual([
      { label: 'Gateway', route: '/category/gateway' },
      { label: 'Optional parameters', route: '/gateway/params' },
    ]);
    expect(findNeighbours(nav.tree, '/get-started/b')).toEqual({
      prev: { label: 'Alpha', route: '/get-started/a' },
      next: { label: 'Gateway', route: '/category/gateway' },
    });
    expect(findNeighbours(nav.tree, '/gateway/params/culture').next).toBeNull();
    expect(findNeighbours(nav.tree, '/nowhere')).toEqual({ prev: null, next: null });
  });

  it('opens the ancestors of the current page', () => {
    expect(expandedForRoute(nav.tree, '/gateway/params/culture')).toEqual(['/category/gateway', '/gateway/params']);
    expect(expandedForRoute(nav.tree, '/category/lets-get-started')).toEqual(['/category/lets-get-started']);
  });

  it('lists the pages of a folder for its index page, with their descriptions, and nothing for other pages', () => {
    expect(childCards(nav.tree, nav.pages, '/gateway/params')).toEqual([
      { title: 'Abandon URL', description: 'Abandon URL description', route: '/gateway/params/abandon' },
      { title: 'Culture', description: 'Culture description', route: '/gateway/params/culture' },
    ]);
    expect(childCards(nav.tree, nav.pages, '/gateway/lifecycle')).toEqual([]);
    expect(childCards(nav.tree, nav.pages, '/nowhere')).toEqual([]);
  });

  it('gives a page only its own path of the tree, and each category one level of items', () => {
    const tree = pageTree(nav.tree, '/gateway/params/culture');
    const gateway = tree.find((item) => item.route === '/category/gateway');
    const started = tree.find((item) => item.route === '/category/lets-get-started');
    expect(started).toMatchObject({ kind: 'category', items: null });
    expect(gateway?.kind === 'category' && gateway.items?.find((item) => item.route === '/gateway/params')).toMatchObject({ items: [{ route: '/gateway/params/abandon' }, { route: '/gateway/params/culture' }] });
    expect(pageTree(nav.tree, '').every((item) => item.kind === 'doc' || item.items === null)).toBe(true);
    expect(oneLevel(nav.tree).every((item) => item.kind === 'doc' || item.items === null)).toBe(true);
    expect(allCategories(nav.tree).map((c) => c.route)).toEqual(expect.arrayContaining(['/category/gateway', '/gateway/params', '/category/lets-get-started']));
    expect(navFileUrl('/gateway/params')).toBe('/nav/gateway/params.json');
  });

  it('rejects two pages claiming one route, naming both files', () => {
    const clash = [...docs, doc('docs/get-started/a/index.mdx', '/get-started/a', 'Alpha again')];
    expect(() => build(clash, categories)).toThrow(ContentError);
    expect(() => build(clash, categories)).toThrow(/content\/docs\/get-started\/a\/index\.mdx: claims the route \/get-started\/a, which content\/docs\/get-started\/a\.mdx already has/);
  });

  it('rejects a folder without _category.json, a category without a page and a duplicate slug', () => {
    const orphan = [...docs, doc('docs/lost/page.mdx', '/lost/page', 'Lost')];
    expect(() => build(orphan, categories)).toThrow(/content\/docs\/lost\/: has pages but no _category.json/);
    const noPage = [...categories, category('get-started/deeper', 'Deeper', 3)];
    const deeperDoc = [...docs, doc('docs/get-started/deeper/x.mdx', '/get-started/deeper/x', 'X')];
    expect(() => build(deeperDoc, noPage)).toThrow(/_category.json: has no slug and its folder has no index.mdx/);
    const dupSlug = [...categories, category('get-started/deeper', 'Deeper', 3, 'gateway')];
    expect(() => build(deeperDoc, dupSlug)).toThrow(/slug "gateway" is already used/);
  });
});

describe('what a page uses', () => {
  const source = (raw: string): DocSource => ({ sourceFilePath: 'docs/a.mdx', route: '/a', title: 'A', description: 'A page', raw, headings: [{ depth: 2, text: 'Own', id: 'own' }] });
  const concepts = new Map<string, ConceptSummary>([['capture', { headings: [{ depth: 2, text: 'Capture', id: 'capture' }], components: ['Only', 'Parameter'], operations: ['capturePayment'] }]]);

  it('counts components from the syntax tree, not from text: a tag in a code fence or inline code is not a use', () => {
    const input = docInput(source(['<Callout type="tip">Hi</Callout>', '', '```mdx', '<ChildPages />', '```', '', 'Write `<TestCardTable />` to list cards.'].join('\n')), concepts, conceptIncludes);
    expect(input.components).toEqual(['Callout']);
  });

  it("adds the components of the concepts it includes, and splices the concept's headings in where it stands", () => {
    const input = docInput(source(['## Own', '', '<Concept name="capture" integration="hosted-checkout" />'].join('\n')), concepts, conceptIncludes);
    expect(input.components).toEqual(['Concept', 'Only', 'Parameter']);
    expect(input.concepts).toEqual(['capture']);
    expect(input.headings.map((h) => h.id)).toEqual(['own', 'capture']);
  });

  it('lists the API operations its blocks render, its own then those of the concepts it includes, each once: the reference lists a guide under each', () => {
    const input = docInput(source(['<Endpoint operation="getPayment" />', '', '```mdx', '<Endpoint operation="listPayments" />', '```', '', '<Parameter operation="getPayment" name="x" />', '', '<Concept name="capture" integration="hosted-checkout" />'].join('\n')), concepts, conceptIncludes);
    expect(input.operations).toEqual(['getPayment', 'capturePayment']);
  });
});

import { describe, expect, it } from 'vitest';
import { ContentError, buildSiteNav, type CategoryEntry, type DocEntry } from '@/lib/nav';
import { allCategories, expandedForRoute, navFileUrl, oneLevel, pageTree } from '@/lib/nav-state';

const doc = (sourceFilePath: string, route: string, title: string, position?: number): DocEntry => ({ sourceFilePath, route, title, description: `${title} description`, position });
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

describe('buildSiteNav', () => {
  const nav = buildSiteNav(docs, categories);

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

  it('builds generated indexes with a card per child', () => {
    expect([...nav.generatedIndexes.keys()].sort()).toEqual(['gateway', 'lets-get-started']);
    expect(nav.generatedIndexes.get('gateway')?.cards).toEqual([
      { title: 'Lifecycle', description: 'Lifecycle description', route: '/gateway/lifecycle' },
      { title: 'Optional parameters', description: 'Optional parameters section', route: '/gateway/params' },
    ]);
  });

  it('gives breadcrumbs and previous/next in sidebar order', () => {
    expect(nav.breadcrumbs('/gateway/params/culture')).toEqual([
      { label: 'Gateway', route: '/category/gateway' },
      { label: 'Optional parameters', route: '/gateway/params' },
    ]);
    expect(nav.prevNext('/get-started/b')).toEqual({
      prev: { label: 'Alpha', route: '/get-started/a' },
      next: { label: 'Gateway', route: '/category/gateway' },
    });
    expect(nav.prevNext('/gateway/params/culture').next).toBeNull();
  });

  it('opens the ancestors of the current page', () => {
    expect(expandedForRoute(nav.tree, '/gateway/params/culture')).toEqual(['/category/gateway', '/gateway/params']);
    expect(expandedForRoute(nav.tree, '/category/lets-get-started')).toEqual(['/category/lets-get-started']);
  });

  it('lists the pages of a folder for its index page, with their descriptions, and nothing for other pages', () => {
    expect(nav.childPages('/gateway/params')).toEqual([
      { title: 'Abandon URL', description: 'Abandon URL description', route: '/gateway/params/abandon' },
      { title: 'Culture', description: 'Culture description', route: '/gateway/params/culture' },
    ]);
    expect(nav.childPages('/gateway/lifecycle')).toEqual([]);
    expect(nav.childPages('/nowhere')).toEqual([]);
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
    expect(() => buildSiteNav(clash, categories)).toThrow(ContentError);
    expect(() => buildSiteNav(clash, categories)).toThrow(/content\/docs\/get-started\/a\/index\.mdx: claims the route \/get-started\/a, which content\/docs\/get-started\/a\.mdx already has/);
  });

  it('rejects a folder without _category.json, a category without a page and a duplicate slug', () => {
    const orphan = [...docs, doc('docs/lost/page.mdx', '/lost/page', 'Lost')];
    expect(() => buildSiteNav(orphan, categories)).toThrow(/content\/docs\/lost\/: has pages but no _category.json/);
    const noPage = [...categories, category('get-started/deeper', 'Deeper', 3)];
    const deeperDoc = [...docs, doc('docs/get-started/deeper/x.mdx', '/get-started/deeper/x', 'X')];
    expect(() => buildSiteNav(deeperDoc, noPage)).toThrow(/_category.json: has no slug and its folder has no index.mdx/);
    const dupSlug = [...categories, category('get-started/deeper', 'Deeper', 3, 'gateway')];
    expect(() => buildSiteNav(deeperDoc, dupSlug)).toThrow(/slug "gateway" is already used/);
  });
});

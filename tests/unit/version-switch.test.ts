/**
 * Switching docs versions, the logic without UI: the dropdown's entries for a page, where the
 * version-less entry points lead in each version, what a stored choice does to them, the menu's HTML,
 * and the head every page gets (its title with the spec's delimiter).
 */
import { describe, expect, it } from 'vitest';
import { versionMenuHtml } from '@/components/VersionMenu';
import { entryHref } from '@/lib/site/entry-links';
import { entryLinksOf, missingPagesOf, pageEntryPoints, routeInsideVersion, steeringVersion, versionChoices, type MenuVersion } from '@/lib/site/version-menu';
import { seoOf } from '@/lib/render/page-seo';
import { pageTitle } from '@/site.config';
import { storageKeys } from '@/lib/browser/storage';

/** A fixture site: the latest docs have a payment-links API page that the archived version lacks. */
const routes = new Set(['/', '/guides', '/guides/links', '/guides/links/api', '/category/guides', '/v1', '/v1/guides', '/v1/guides/links', '/v1/category/guides']);
const version = (name: string, label: string, routePrefix: string): MenuVersion => ({
  name,
  label,
  support: routePrefix === '' ? null : 'supported until 30 April 2027',
  changes: routePrefix === '' ? null : `/api/changelog/#since-${name}`,
  routePrefix,
  hasRoute: (route) => routes.has(route),
});
const latest = version('latest', 'Latest', '');
const v1 = version('v1', 'Version 1', '/v1');

describe('the version dropdown of a page', () => {
  it('lists every version with the same page in it, and marks the version read', () => {
    expect(versionChoices([latest, v1], 'latest', '/guides/links')).toEqual([
      { name: 'latest', label: 'Latest', support: null, changes: null, href: '/guides/links/', read: true },
      { name: 'v1', label: 'Version 1', support: 'supported until 30 April 2027', changes: '/api/changelog/#since-v1', href: '/v1/guides/links/', read: false },
    ]);
    expect(versionChoices([latest, v1], 'v1', '/guides')).toEqual([
      { name: 'latest', label: 'Latest', support: null, changes: null, href: '/guides/', read: false },
      { name: 'v1', label: 'Version 1', support: 'supported until 30 April 2027', changes: '/api/changelog/#since-v1', href: '/v1/guides/', read: true },
    ]);
  });

  it("leads to a version's welcome page when it has no such page, and from a page outside every version", () => {
    // The welcome page is told which page the reader came for, and from which version (MissingPageNotice).
    expect(versionChoices([latest, v1], 'latest', '/guides/links/api').map((choice) => choice.href)).toEqual(['/guides/links/api/', '/v1/?missing=%2Fguides%2Flinks%2Fapi&from=latest']);
    expect(versionChoices([latest, v1], 'latest', null).map((choice) => choice.href)).toEqual(['/', '/v1/']);
  });

  it("lets a version's welcome page name the other versions' pages it lacks, with the way back", () => {
    const pages = (v: MenuVersion) => [...routes].filter((route) => (v.routePrefix === '' ? !route.startsWith('/v1') : route.startsWith('/v1'))).map((route) => ({ route, title: `Title of ${route}` }));
    expect(missingPagesOf([latest, v1], 'v1', pages)).toEqual([{ from: 'latest', fromLabel: 'Latest', route: '/guides/links/api', title: 'Title of /guides/links/api', href: '/guides/links/api/' }]);
    expect(missingPagesOf([latest, v1], 'latest', pages)).toEqual([]);
  });

  it('knows a route inside its version', () => {
    expect(routeInsideVersion('/v1/guides/links', '/v1')).toBe('/guides/links');
    expect(routeInsideVersion('/v1', '/v1')).toBe('/');
    expect(routeInsideVersion('/guides', '')).toBe('/guides');
  });

  it('is a details menu of plain links, the version read marked with aria-current and every link marked as a choice', () => {
    const html = versionMenuHtml(versionChoices([latest, v1], 'v1', '/guides'), '/api/changelog/');
    expect(html).toMatch(/^<details[^>]*data-version-menu/);
    expect(html).toContain('<summary');
    expect(html).toContain('<span class="sr-only">Docs version: </span><span class="whitespace-nowrap">Version 1</span>');
    expect(html).toMatch(/<a href="\/guides\/" data-version-choice="latest" class="[^"]*">Latest<\/a>/);
    expect(html).toMatch(/<a href="\/v1\/guides\/" data-version-choice="v1" aria-current="true" class="[^"]*">Version 1<span class="[^"]*">supported until 30 April 2027<\/span><\/a>/);
  });

  it('links to what changed: since each archived version, and the changelog, in the latest docs', () => {
    const html = versionMenuHtml(versionChoices([latest, v1], 'v1', '/guides'), '/api/changelog/');
    expect(html).toMatch(/<a href="\/api\/changelog\/#since-v1" data-version-choice="latest" class="[^"]*">What changed since Version 1<\/a>/);
    expect(html).toMatch(/<a href="\/api\/changelog\/" data-version-choice="latest" class="[^"]*">What changed: changelog<\/a>/);
    expect(html.match(/What changed since/g)).toHaveLength(1);
    expect(versionMenuHtml(versionChoices([latest], 'latest', '/guides'), null)).not.toContain('What changed');
  });
});

describe('entry points that name no version', () => {
  const links = entryLinksOf(['/', '/category/guides/', '/guides/links/#create', '/guides/links/api/', 'https://example.example/', '/guides/links/#create'], [v1]);

  it('lead to the same page of each archived version, anchors kept, or to its welcome page', () => {
    expect(links).toEqual({
      v1: { '/': '/v1/', '/category/guides/': '/v1/category/guides/', '/guides/links/#create': '/v1/guides/links/#create', '/guides/links/api/': '/v1/' },
    });
  });

  it('follow the chosen version, and stay in the latest docs when none, the latest or an unknown one is chosen', () => {
    expect(entryHref('/category/guides/', 'v1', links)).toBe('/v1/category/guides/');
    expect(entryHref('/guides/links/api/', 'v1', links)).toBe('/v1/');
    for (const chosen of [null, 'latest', 'v0-removed', 'constructor', '__proto__']) expect(entryHref('/category/guides/', chosen, links)).toBe('/category/guides/');
  });

  it('lead into the version being read, whatever the reader chose before; only a page of no version follows the choice', () => {
    const hrefs = ['/', '/category/guides/'];
    const onLatest = pageEntryPoints(hrefs, [latest, v1], 'latest');
    const onV1 = pageEntryPoints(hrefs, [latest, v1], 'v1');
    const onNotFound = pageEntryPoints(hrefs, [latest, v1], null);
    // A latest page opened from a shared link by a reader who once chose v1: its logo stays in the latest docs.
    expect(entryHref('/category/guides/', steeringVersion(onLatest, 'v1'), onLatest.entryLinks)).toBe('/category/guides/');
    expect(onLatest.entryLinks).toEqual({});
    // An archived page leads into its own version, even for a reader who never chose one.
    expect(entryHref('/', steeringVersion(onV1, null), onV1.entryLinks)).toBe('/v1/');
    // Not found names no version: the remembered choice decides.
    expect(entryHref('/', steeringVersion(onNotFound, 'v1'), onNotFound.entryLinks)).toBe('/v1/');
    expect(entryHref('/', steeringVersion(onNotFound, null), onNotFound.entryLinks)).toBe('/');
  });

  it('leave every other link as it is', () => {
    expect(entryHref('/guides/', 'v1', links)).toBe('/guides/');
  });

  it('remember the choice under a plain key, as the other preferences', () => {
    expect(storageKeys.version).toBe('version');
  });
});

describe('the head of a page', () => {
  it('joins every title and the site title with a vertical bar, the welcome page’s too', () => {
    expect(pageTitle('Welcome')).toBe('Welcome | Paymora Developers');
    expect(pageTitle('Paymora Developers')).toBe('Paymora Developers | Paymora Developers');
  });

  it('reads the seo of page props, and nothing from props without it or with a wrong field', () => {
    const seo = { title: 'A', description: 'B', route: null, socialImage: '/og/home.png' };
    expect(seoOf({ seo, tree: [] })).toEqual(seo);
    expect(seoOf({ tree: [] })).toBeNull();
    expect(seoOf({ seo: { ...seo, route: 3 } })).toBeNull();
    expect(seoOf(undefined)).toBeNull();
  });
});

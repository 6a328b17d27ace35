import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageKey, planRender, readRenderIndex, recordRendered, renderFingerprint, writeRenderPlan } from '@/lib/build/render-cache';
import { exportedPageFiles, withBuildId } from '@/lib/build/rendered-page-files';
import { restoreRenderedPages } from '@/lib/build/restore-rendered-pages';
import { OUT_FOLDER } from '@/lib/build/folders';

let root: string;
let cache: string;
let out: string;
const FINGERPRINT = 'code-1';

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'render-cache-'));
  cache = path.join(root, 'cache');
  out = path.join(root, OUT_FOLDER);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A page's files as next build writes them: the build id where Next puts it, the props in both. */
const html = (route: string, props: string, buildId: string) =>
  `<html><script src="/_next/static/${buildId}/_buildManifest.js"></script><h1>${props}</h1><script id="__NEXT_DATA__">{"props":${JSON.stringify(props)},"page":"${route}","buildId":"${buildId}"}</script></html>`;
const data = (props: string) => `{"pageProps":${JSON.stringify(props)}}`;

/**
 * One build: `props` by route, as getStaticProps would compute them. Plans like getStaticPaths, "renders"
 * the planned routes like next build (`render` may write other markup), then runs the restore step.
 */
async function build(props: Record<string, string>, buildId: string, options: { fingerprint?: string; render?: (route: string) => string } = {}) {
  const fingerprint = options.fingerprint ?? FINGERPRINT;
  const keyed: string[] = [];
  const write = (routes: readonly string[], render: (route: string) => string) => {
    rmSync(out, { recursive: true, force: true });
    for (const route of routes) {
      const files = exportedPageFiles(out, buildId, route);
      mkdirSync(path.dirname(files.html), { recursive: true });
      mkdirSync(path.dirname(files.data), { recursive: true });
      writeFileSync(files.html, render(route));
      writeFileSync(files.data, data(props[route] ?? ''));
      recordRendered(cache, { route, key: pageKey(route, props[route]) });
    }
  };
  const fresh = (route: string) => html(route, props[route] ?? '', buildId);
  const rendered = await planRender(cache, fingerprint, Object.keys(props), async (route) => (keyed.push(route), pageKey(route, props[route])));
  write(rendered, options.render ?? fresh);
  let renderedAgain = false;
  // As next build does with the cache emptied: a plan that skips nothing, and every page rendered.
  const report = restoreRenderedPages(cache, out, buildId, () => {
    renderedAgain = true;
    writeRenderPlan(cache, { fingerprint, skipped: [], probes: [] });
    write(Object.keys(props), fresh);
  });
  return { rendered, keyed, report, renderedAgain };
}

const page = (route: string, buildId: string) => readFileSync(exportedPageFiles(out, buildId, route).html, 'utf8');
const pageData = (route: string, buildId: string) => readFileSync(exportedPageFiles(out, buildId, route).data, 'utf8');

describe('withBuildId', () => {
  it('replaces the id where Next writes it, and nowhere else', () => {
    const text = `${html('/a', 'text naming commit abc123 in prose', 'abc123')} /_next/data/abc123/a.json`;
    const swapped = withBuildId(text, 'abc123', 'def456');
    expect(swapped).toContain('"buildId":"def456"');
    expect(swapped).toContain('/_next/static/def456/_buildManifest.js');
    expect(swapped).toContain('/_next/data/def456/a.json');
    expect(swapped).toContain('naming commit abc123 in prose');
    expect(swapped).not.toMatch(/(static|data)\/abc123|"abc123"/);
  });
});

describe('exportedPageFiles', () => {
  it('names the page folder and the data file of a route', () => {
    expect(exportedPageFiles('/o', 'id', '/a/b')).toEqual({ html: '/o/a/b/index.html', data: '/o/_next/data/id/a/b.json' });
    expect(exportedPageFiles('/o', 'id', '/2025-10')).toEqual({ html: '/o/2025-10/index.html', data: '/o/_next/data/id/2025-10.json' });
  });
});

describe('the render cache across builds', () => {
  const site = { '/a': 'A', '/b': 'B', '/c': 'C', '/d': 'D' };

  it('renders every page on a cold build without computing a single key for the plan', async () => {
    const first = await build(site, 'build-1');
    expect(first.rendered).toEqual(['/a', '/b', '/c', '/d']);
    expect(first.keyed).toEqual([]);
    expect(first.report).toMatchObject({ rendered: ['/a', '/b', '/c', '/d'], probes: [], restored: 0, stored: 4 });
  });

  it('renders only the changed page and the probe, and restores the rest with the new build id', async () => {
    await build(site, 'build-1');
    const second = await build({ ...site, '/c': 'C edited' }, 'build-2');
    expect(second.rendered).toEqual(['/a', '/c']);
    expect(second.report).toMatchObject({ rendered: ['/a', '/c'], probes: ['/a'], restored: 2, stored: 1, stale: [] });
    for (const [route, props] of Object.entries({ ...site, '/c': 'C edited' })) {
      expect(page(route, 'build-2')).toBe(html(route, props, 'build-2'));
      expect(pageData(route, 'build-2')).toBe(data(props));
    }
    // The third build restores the edited page too, from what the second stored.
    const third = await build({ ...site, '/c': 'C edited' }, 'build-3');
    expect(third.rendered).toEqual(['/a']);
    expect(page('/c', 'build-3')).toBe(html('/c', 'C edited', 'build-3'));
  });

  it('renders every page again when the probe renders differently from its cached copy', async () => {
    await build(site, 'build-1');
    const second = await build(site, 'build-2', { render: (route) => `${html(route, 'changed markup', 'build-2')}` });
    expect(second.renderedAgain).toBe(true);
    expect(second.report?.stale).toEqual(['/a']);
    for (const [route, props] of Object.entries(site)) expect(page(route, 'build-2')).toBe(html(route, props, 'build-2'));
  });

  it('starts empty when the code changed', async () => {
    await build(site, 'build-1');
    const second = await build(site, 'build-2', { fingerprint: 'code-2' });
    expect(second.rendered).toEqual(['/a', '/b', '/c', '/d']);
    expect(second.keyed).toEqual([]);
  });

  it('renders a page whose cached files are gone, and removes the files of pages the site no longer has', async () => {
    await build(site, 'build-1');
    const index = readRenderIndex(cache, FINGERPRINT);
    const bKey = index.pages['/b']?.key ?? '';
    rmSync(path.join(cache, `${bKey}.html`));
    const withoutD = { '/a': 'A', '/b': 'B', '/c': 'C' };
    const second = await build(withoutD, 'build-2');
    expect(second.rendered).toEqual(['/a', '/b']);
    const dKey = index.pages['/d']?.key ?? '';
    expect(existsSync(path.join(cache, `${dKey}.html`))).toBe(false);
    expect(readdirSync(cache).filter((name) => name.endsWith('.html'))).toHaveLength(3);
    expect(second.report?.pruned).toBe(2);
  });

  it('does nothing when next build ran without the cache', () => {
    const renderAgain = vi.fn();
    expect(restoreRenderedPages(cache, out, 'build-1', renderAgain)).toBeNull();
    expect(renderAgain).not.toHaveBeenCalled();
  });
});

describe('renderFingerprint', () => {
  it('changes with the styles and with the public variables Next inlines, not with other variables', () => {
    mkdirSync(path.join(root, 'styles'), { recursive: true });
    writeFileSync(path.join(root, 'styles/globals.css'), 'a { color: red }');
    const before = renderFingerprint(root, {});
    expect(renderFingerprint(root, { SECRET_THING: 'x' })).toBe(before);
    expect(renderFingerprint(root, { NEXT_PUBLIC_SEARCH_HOST: 'search.example' })).not.toBe(before);
    writeFileSync(path.join(root, 'styles/globals.css'), 'a { color: blue }');
    expect(renderFingerprint(root, {})).not.toBe(before);
  });

  it("changes with the site's parts that the pages pass into the engine (site-parts.ts at the root)", () => {
    writeFileSync(path.join(root, 'site-parts.ts'), 'export const siteParts = { bodyHtml: one };');
    const before = renderFingerprint(root, {});
    writeFileSync(path.join(root, 'site-parts.ts'), 'export const siteParts = { bodyHtml: other };');
    expect(renderFingerprint(root, {})).not.toBe(before);
  });
});

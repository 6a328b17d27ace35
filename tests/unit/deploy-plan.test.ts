/**
 * The deploy's decisions as pure functions: what to upload in which order, what a prune may delete
 * (never the live build's files, never what changed or became referenced during the deploy), what is
 * refused before anything changes (with the one flag that allows it, or none), and the command line.
 */
import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from '@/lib/deploy/files';
import { parseDeployArgs } from '@/lib/deploy/options';
import { confirmDeletions, pageDeletionProblem, planPrune, planUploads } from '@/lib/deploy/plan';
import { assetReferences, buildRefusals, missingAssets, sameIdRefusal } from '@/lib/deploy/refusals';
import { isSharedKey, snapshotKey } from '@/lib/deploy/snapshot';
import { CorruptStateError, LIVE_KEY, parseLive } from '@/lib/deploy/state';

const OLD = new Date('2026-11-01T00:00:00Z');
const stored = (key: string) => ({ key, etag: '"0"', lastModified: OLD });

describe('deploy plan', () => {
  const object = (key: string, md5: string, contentType = 'text/javascript; charset=utf-8') => ({ key, body: Buffer.from(key), md5, contentType, contentEncoding: 'gzip' as const, cacheControl: cacheControlFor(key) });
  const record = (buildId: string, keys: string[], deployedAt: string) => ({ buildId, commit: buildId, commitTime: deployedAt, deployedAt, pageCount: 1, keys });

  it('uploads what changed, assets before pages', () => {
    const local = [object('a.js', '1'), object('b.js', '2'), object('x/index.html', '3', 'text/html; charset=utf-8')];
    const plan = planUploads(local, [{ key: 'a.js', etag: '"1"', lastModified: OLD }, { key: 'old.js', etag: '"9"', lastModified: OLD }]);
    expect(plan.assets.map((o) => o.key)).toEqual(['b.js']);
    expect(plan.pages.map((o) => o.key)).toEqual(['x/index.html']);
    expect(plan.unchanged).toBe(1);
    expect(plan.shadows).toEqual([]);
    expect([cacheControlFor('_next/static/chunks/a.js'), cacheControlFor('search/index.0123456789ab.json'), cacheControlFor('search/0123456789ab/p0.json'), cacheControlFor('search/0123456789ab/2025-10/p0.json'), cacheControlFor('search/latest.json'), cacheControlFor('x/index.html')]).toEqual([
      IMMUTABLE,
      IMMUTABLE,
      IMMUTABLE,
      IMMUTABLE,
      REVALIDATE,
      REVALIDATE,
    ]);
  });

  it('uploads the search pointer with the pages, after the search files it names', () => {
    const json = 'application/json; charset=utf-8';
    const local = [object('search/documents.0123456789ab.json', '1', json), object('search/index.0123456789ab.json', '2', json), object('search/0123456789ab/manifest.json', '4', json), object('search/latest.json', '3', json)];
    const plan = planUploads(local, []);
    expect(plan.assets.map((o) => o.key)).toEqual(['search/documents.0123456789ab.json', 'search/index.0123456789ab.json', 'search/0123456789ab/manifest.json']);
    expect(plan.pages.map((o) => o.key)).toEqual(['search/latest.json']);
  });

  it('deletes a key x that an earlier deploy stored beside the route x/index.html, and nothing else without its page', () => {
    const local = [object('x/index.html', '3', 'text/html; charset=utf-8'), object('a.js', '1')];
    const remote = ['x', 'x/index.html', 'y', 'a.js', 'a'].map(stored);
    expect(planUploads(local, remote).shadows).toEqual(['x']);
  });

  it('prunes only what no kept build references, never protected prefixes, and refuses to delete many unrecorded objects', () => {
    const remote = ['a.js', 'b.js', 'c.js', 'z.js', 'stray.js', '.well-known/security.txt', '_deploy/live.json'].map(stored);
    const options = { current: ['c.js'], liveBuildId: null, keepBuilds: 1, protectedPrefixes: ['.well-known/', '_deploy/'], maxStrayShare: 0.2 };
    const previous = [record('b', ['b.js'], '2026-11-03'), record('a', ['a.js', 'z.js'], '2026-11-02')];
    const plan = planPrune(remote, { ...options, previous });
    expect(plan.kept.map((r) => r.buildId)).toEqual(['b']);
    expect(plan.expired.map((r) => r.buildId)).toEqual(['a']);
    expect(plan.deletions.sort()).toEqual(['a.js', 'stray.js', 'z.js']);
    expect(plan.refusals).toEqual([]);
    // Seven objects and a 10% share: one unrecorded object is already too many.
    expect(planPrune(remote, { ...options, previous, maxStrayShare: 0.1 }).refusals).toEqual([expect.stringContaining('stray.js')]);
    // With no record of any build, everything but the new build and the protected prefixes would go: refused.
    expect(planPrune(remote, { ...options, previous: [] }).refusals).toHaveLength(1);
  });

  it('asks for the count of pages a large prune deletes, typed, and lets a few go without it (probe M1)', () => {
    const routes = Array.from({ length: 176 }, (_, i) => `guide-${i}/index.html`);
    const remote = [...routes, 'index.html', '_deploy/snapshots/old/guide-0/index.html', 'old.js'].map(stored);
    const previous = [record('old', [...routes, 'index.html', 'old.js'], '2026-11-02')];
    const plan = planPrune(remote, { current: ['index.html'], liveBuildId: null, keepBuilds: 0, protectedPrefixes: ['_deploy/'], maxStrayShare: 0.1, previous });
    // The expired build's rollback copies go too, but they are no pages readers load.
    expect(plan.pages).toEqual(routes);
    expect(pageDeletionProblem(plan.pages, null)).toBe(
      'the prune would delete 176 page(s) that readers can still load, e.g. guide-0/index.html, guide-1/index.html, guide-2/index.html: if the site is meant to lose them, run again with --confirm-delete-pages 176',
    );
    expect(pageDeletionProblem(plan.pages, 175)).toContain('(--confirm-delete-pages 175 was given, but the count is 176)');
    expect(pageDeletionProblem(plan.pages, 176)).toBeNull();
    expect(pageDeletionProblem(routes.slice(0, 10), null)).toBeNull();
    expect(parseDeployArgs(['--delete', '--confirm-delete-pages', '176'])).toMatchObject({ confirmPages: 176 });
    expect(parseDeployArgs(['--delete', '--confirm-delete-pages=3'])).toMatchObject({ confirmPages: 3 });
    expect(parseDeployArgs(['--delete'])).toMatchObject({ confirmPages: null });
    expect(() => parseDeployArgs(['--confirm-delete-pages', 'all'])).toThrow(/needs the number of pages/);
  });

  it("keeps a kept build's split search files for its open tabs and prunes an expired build's", () => {
    const split = (version: string) => [`search/${version}/manifest.json`, `search/${version}/p0.json`, `search/${version}/r0.json`];
    const live = split('cccccccc0003');
    const kept = split('bbbbbbbb0002');
    const expired = split('aaaaaaaa0001');
    const remote = [...live, ...kept, ...expired, 'search/latest.json'].map(stored);
    const previous = [record('b', kept, '2026-11-03'), record('a', expired, '2026-11-02')];
    const plan = planPrune(remote, { current: [...live, 'search/latest.json'], previous, liveBuildId: null, keepBuilds: 1, protectedPrefixes: [], maxStrayShare: 0 });
    expect(plan.deletions.sort()).toEqual([...expired].sort());
    expect(plan.refusals).toEqual([]);
    expect([...live, ...kept].map(cacheControlFor)).toEqual([...live, ...kept].map(() => IMMUTABLE));
  });
});


describe('what a prune may delete', () => {
  const record = (buildId: string, keys: string[], deployedAt: string) => ({ buildId, commit: buildId, commitTime: deployedAt, deployedAt, pageCount: 1, keys });
  const options = { protectedPrefixes: ['_deploy/'], maxStrayShare: 1 };

  it("never deletes the live build's files, even with DEPLOY_KEEP_BUILDS=0 (probe A6k)", () => {
    const live = record('live', ['live.css', 'a/index.html', 'b/index.html'], '2026-11-03');
    const older = record('older', ['older.css'], '2026-11-02');
    const all = ['live.css', 'a/index.html', 'b/index.html', 'older.css', 'tiny.css', 'index.html', snapshotKey('older', 'index.html'), snapshotKey('live', 'index.html')].map(stored);
    const plan = planPrune(all, { ...options, current: ['tiny.css', 'index.html'], previous: [live, older], liveBuildId: 'live', keepBuilds: 0 });
    expect(plan.kept.map((r) => r.buildId)).toEqual(['live']);
    // The expired build's files and its rollback copies go; the live build's stay.
    expect(plan.deletions.sort()).toEqual(['_deploy/snapshots/older/index.html', 'older.css']);
  });

  it('spares, on the fresh listing, what was written after the lock was taken and what a record written meanwhile references', () => {
    const since = new Date('2026-11-27T10:00:00Z');
    const fresh = [
      { key: 'expired.css', etag: '"1"', lastModified: OLD },
      { key: 'rewritten.css', etag: '"2"', lastModified: new Date('2026-11-27T10:00:05Z') },
      { key: 'claimed.css', etag: '"3"', lastModified: OLD },
      { key: 'live.css', etag: '"4"', lastModified: OLD },
    ];
    const records = [record('expired', ['expired.css', 'rewritten.css', 'claimed.css'], '2026-11-01'), record('newcomer', ['claimed.css'], '2026-11-27'), record('live', ['live.css'], '2026-11-27')];
    const live = { buildId: 'live', commit: 'c', commitTime: '2026-11-27', deployedAt: '2026-11-27', pageCount: 1 };
    const planned = ['expired.css', 'rewritten.css', 'claimed.css', 'live.css', 'gone.css'];
    expect(confirmDeletions({ planned, fresh, records, live, expiredIds: new Set(['expired']), since })).toEqual({ deletions: ['expired.css'], spared: ['rewritten.css', 'claimed.css', 'live.css'] });
  });

  it('keeps a copy of every file another build could overwrite, for a rollback, and none of the build-named ones', () => {
    const keys = ['index.html', 'a/index.html', 'a/index.md', 'sitemap.xml', 'search/latest.json', '_next/data/b1/a.json', '_next/static/chunks/x.js', 'search/0123456789ab/p0.json', '404.html'];
    expect(keys.filter((key) => isSharedKey(key, 'b1'))).toEqual(['index.html', 'a/index.html', 'a/index.md', 'sitemap.xml', 'search/latest.json', '404.html']);
  });
});

describe('what a deploy refuses before it changes anything', () => {
  const manifest = (commit: string, commitTime: string, pageCount = 100, buildId = commit.slice(0, 12)) => ({ buildId, commit, commitTime, builtAt: commitTime, pageCount, secretScan: { passed: true as const, variablesChecked: 0, filesScanned: 0 }, files: {} });
  const live = { buildId: 'live', commit: 'live-commit', commitTime: '2026-11-20T10:00:00Z', deployedAt: '2026-11-20T10:00:00Z', pageCount: 100 };
  const storeNow = new Date('2026-11-27T10:00:00Z');
  const unknown = () => null;

  it('orders by ancestry where git can tell, by committer time where it cannot (L3)', () => {
    // An old branch rebased today: a newer committer time, but an ancestor of the live commit.
    const rebased = manifest('old-branch', '2026-11-26T10:00:00Z');
    expect(buildRefusals(rebased, live, { isAncestor: (a, b) => a === 'old-branch' && b === 'live-commit', storeNow })).toEqual([{ allowance: 'older', text: expect.stringContaining('is an ancestor of it') }]);
    // A descendant committed "earlier" (a slow clock): ancestry says newer.
    const descendant = manifest('child', '2026-11-19T10:00:00Z');
    expect(buildRefusals(descendant, live, { isAncestor: (a, b) => a === 'live-commit' && b === 'child', storeNow })).toEqual([]);
    expect(buildRefusals(descendant, live, { isAncestor: unknown, storeNow })).toEqual([{ allowance: 'older', text: expect.stringContaining('committer times decide') }]);
  });

  it("refuses a commit dated after the store's clock, with no flag to allow it (L3)", () => {
    const future = buildRefusals(manifest('fast-clock', '2027-06-01T10:00:00Z'), live, { isAncestor: unknown, storeNow });
    expect(future).toEqual([{ allowance: null, text: expect.stringMatching(/dated 2027-06-01T10:00:00Z, after the store's clock/) }]);
    // A few minutes ahead is a committer's clock a little fast, not a refusal.
    expect(buildRefusals(manifest('close', '2026-11-27T10:03:00Z'), live, { isAncestor: unknown, storeNow })).toEqual([]);
  });

  it('names the flag for a dirty, a much smaller and an unversioned build', () => {
    const small = { ...manifest('abc', '2026-11-21T10:00:00Z', 3), buildId: 'abc-dirty' };
    expect(buildRefusals(small, live, { isAncestor: unknown, storeNow }).map((r) => r.allowance)).toEqual(['dirty', 'shrink']);
    expect(buildRefusals(manifest('none', '', 100, 'x'), null, { isAncestor: unknown, storeNow }).map((r) => r.allowance)).toEqual(['dirty']);
  });

  it('refuses pages that load assets neither out/ nor the bucket has, whatever the seal says (L1)', () => {
    const html = '<link rel="stylesheet" href="/_next/static/chunks/site.css"><script src="/_next/static/chunks/main.js?dpl=1" async></script><link rel="preload" href="/_next/static/media/font.woff2">';
    expect(assetReferences(html)).toEqual(['_next/static/chunks/site.css', '_next/static/chunks/main.js', '_next/static/media/font.woff2']);
    const pages = new Map([['index.html', html], ['a/index.html', html]]);
    expect(missingAssets(pages, new Set(['_next/static/chunks/site.css', '_next/static/chunks/main.js', '_next/static/media/font.woff2']))).toBeNull();
    expect(missingAssets(pages, new Set(['_next/static/chunks/main.js', '_next/static/media/font.woff2']))).toEqual({ allowance: null, text: expect.stringMatching(/^2 page\(s\) load assets that neither out\/ nor the bucket has \(1: _next\/static\/chunks\/site\.css\)/) });
  });

  it('refuses a build id already deployed with other keys (D5)', () => {
    expect(sameIdRefusal('b5', null, ['a.css'])).toBeNull();
    expect(sameIdRefusal('b5', ['a.css', 'x/index.html'], ['x/index.html', 'a.css'])).toBeNull();
    expect(sameIdRefusal('b5', ['a.css', 'x/index.html'], ['b.css', 'x/index.html'])).toEqual({ allowance: null, text: expect.stringContaining('build b5 is already deployed with other files (1 of its keys are not in this out/, e.g. a.css; 1 are new, e.g. b.css)') });
  });

  it('reads a corrupt live.json as corrupt, naming the key and what to do (L4)', () => {
    expect(() => parseLive('not json')).toThrow(CorruptStateError);
    expect(() => parseLive('not json')).toThrow(new RegExp(`^${LIVE_KEY} in the bucket is not JSON .*--rollback <build id>`));
    expect(() => parseLive('{"buildId":1}')).toThrow(/is JSON but not a live record/);
  });
});

describe('the command line', () => {
  it('has one flag per refusal and refuses --force, listing them (M1)', () => {
    expect(parseDeployArgs(['--delete', '--allow-older', '--allow-strays'])).toMatchObject({ delete: true, allow: new Set(['older', 'strays']), rollback: null });
    expect(() => parseDeployArgs(['--force'])).toThrow(/--force is gone: .*--allow-dirty .*--allow-older .*--allow-shrink .*--allow-strays/);
    expect(() => parseDeployArgs(['--alow-older'])).toThrow(/unknown argument "--alow-older"/);
    expect(parseDeployArgs(['--rollback', 'abc123'])).toMatchObject({ rollback: 'abc123' });
    expect(parseDeployArgs(['--rollback=abc123'])).toMatchObject({ rollback: 'abc123' });
    expect(() => parseDeployArgs(['--rollback'])).toThrow(/--rollback needs the id of a kept build/);
    expect(() => parseDeployArgs(['--rollback', 'abc', '--delete'])).toThrow(/--rollback takes no --delete/);
  });
});

/**
 * What a deploy does, in an order that never breaks a reader mid-deploy: new and changed assets
 * first (nothing references them yet), then the HTML that references them; and, when asked, pruning
 * of what no recent build references, never of protected prefixes, and never so much that a wrong
 * build could empty the site.
 */
import { contentTypeOf } from './object-storage';
import { SEARCH_POINTER_URL } from '../search/index-location';
import { isHtml, type LocalObject } from './files';
import { isSnapshotOf } from './snapshot';
import { STATE_PREFIX, type BuildRecord, type LiveRecord } from './state';

export interface RemoteObject {
  key: string;
  /** S3's ETag: the MD5 of the body for single-part uploads, in quotes. */
  etag: string;
  /** By the store's clock. */
  lastModified: Date;
}

export interface UploadPlan {
  assets: LocalObject[];
  /** The HTML, and the search pointer: they name assets, so they go once those are in place. */
  pages: LocalObject[];
  unchanged: number;
  /**
   * Keys `x` beside a route `x/index.html` of this build, which earlier deploys stored as a second
   * copy of each page. Website hosting answers `/x` with such a key instead of redirecting to `/x/`,
   * so a stale copy would be served for good: they go once the pages are up, with or without --delete.
   */
  shadows: string[];
}

/**
 * Keys that name other objects, so they go up after them: the HTML, and the search pointer, the only
 * reference to the search files (pages carry no version: up before them, a search would ask for files
 * not there yet). Not the copies under _deploy/ kept for a rollback: no reader loads them.
 */
export const namesAssets = (key: string) => !key.startsWith(STATE_PREFIX) && (isHtml({ contentType: contentTypeOf(key) }) || key === SEARCH_POINTER_URL.slice(1));

export function planUploads(local: readonly LocalObject[], remote: readonly RemoteObject[]): UploadPlan {
  const remoteEtags = new Map(remote.map((object) => [object.key, object.etag.replace(/"/g, '')]));
  const changed = local.filter((object) => remoteEtags.get(object.key) !== object.md5);
  const localKeys = new Set(local.map((object) => object.key));
  return {
    assets: changed.filter((object) => !namesAssets(object.key)),
    pages: changed.filter((object) => namesAssets(object.key)),
    unchanged: local.length - changed.length,
    shadows: remote.map((object) => object.key).filter((key) => !localKeys.has(key) && localKeys.has(`${key}/index.html`)),
  };
}

/** Prefixes a deploy never deletes: files the build does not make but the site needs (README, Deploy). */
export const DEFAULT_PROTECTED_PREFIXES = ['.well-known/', '_deploy/'];

export interface PruneOptions {
  /** The keys of the build being deployed. */
  current: readonly string[];
  /** Earlier builds, newest first (the one being deployed excluded). */
  previous: readonly BuildRecord[];
  /**
   * The build live when this deploy started. Its files are kept whatever `keepBuilds` says: readers
   * have it open, and a deploy that turns out wrong must leave it to roll back to.
   */
  liveBuildId: string | null;
  /** How many of `previous`, newest first, keep their files (the live one always does). */
  keepBuilds: number;
  protectedPrefixes: readonly string[];
  /** Share of the bucket's objects that may go without belonging to an expired build (0 to 1). */
  maxStrayShare: number;
}

export interface PrunePlan {
  deletions: string[];
  /** Builds whose files are past the grace period; their records go with them. */
  expired: BuildRecord[];
  kept: BuildRecord[];
  /** Why the prune must not run without --allow-strays; empty when it may. */
  refusals: string[];
  /** The pages among the deletions: routes readers could still load, which a large prune must have confirmed by their count. */
  pages: string[];
}

/**
 * More pages than this in one prune need `--confirm-delete-pages <count>` (probe M1): a page goes when
 * its route goes, a few at a time; hundreds at once is a 3-page build pruning the site.
 */
const PAGES_WITHOUT_CONFIRMATION = 10;

/** Why the prune's page deletions need confirming, or null: `confirmed` is the count the operator typed. */
export function pageDeletionProblem(pages: readonly string[], confirmed: number | null): string | null {
  if (pages.length <= PAGES_WITHOUT_CONFIRMATION || confirmed === pages.length) return null;
  const typed = confirmed === null ? '' : ` (--confirm-delete-pages ${confirmed} was given, but the count is ${pages.length})`;
  return `the prune would delete ${pages.length} page(s) that readers can still load, e.g. ${pages.slice(0, 3).join(', ')}${typed}: if the site is meant to lose them, run again with --confirm-delete-pages ${pages.length}`;
}

export function planPrune(remote: readonly RemoteObject[], options: PruneOptions): PrunePlan {
  const recent = options.previous.slice(0, options.keepBuilds);
  const kept = [...recent, ...options.previous.slice(options.keepBuilds).filter((record) => record.buildId === options.liveBuildId)];
  const expired = options.previous.filter((record) => !kept.includes(record));
  const keep = new Set([...options.current, ...kept.flatMap((record) => record.keys)]);
  const fromExpired = new Set(expired.flatMap((record) => record.keys));
  const isProtected = (key: string) => options.protectedPrefixes.some((prefix) => key.startsWith(prefix));
  // An expired build's stored pages (kept for a rollback) go with it, though they sit under the protected _deploy/.
  const isExpiredSnapshot = (key: string) => expired.some((record) => isSnapshotOf(key, record.buildId));
  const deletions = remote.map((object) => object.key).filter((key) => (!keep.has(key) && !isProtected(key)) || isExpiredSnapshot(key));
  const strays = deletions.filter((key) => !fromExpired.has(key) && !isExpiredSnapshot(key));
  const refusals: string[] = [];
  const limit = Math.floor(remote.length * options.maxStrayShare);
  if (strays.length > limit) {
    refusals.push(
      `it would delete ${strays.length} of the bucket's ${remote.length} objects that no earlier deploy recorded (more than ${Math.round(options.maxStrayShare * 100)}%), for example ${strays.slice(0, 3).join(', ')}`,
    );
  }
  const pages = deletions.filter((key) => key.endsWith('.html') && !key.startsWith(STATE_PREFIX));
  return { deletions, expired, kept, refusals, pages };
}

export interface DeletionCheck {
  /** What the prune planned before the upload. */
  planned: readonly string[];
  /** The bucket listed again right before deleting. */
  fresh: readonly RemoteObject[];
  /** Every build record in the bucket, read again right before deleting. */
  records: readonly BuildRecord[];
  live: LiveRecord | null;
  /** The builds whose files the plan lets go. */
  expiredIds: ReadonlySet<string>;
  /** The store's time when this deploy took the lock. */
  since: Date;
}

/**
 * What may really be deleted, decided on a fresh listing: only what the plan named, still there,
 * written before this deploy took the lock (anything newer is another deploy's), and referenced by
 * no build record but the expired ones (a record written meanwhile protects its files) nor by the
 * live build's.
 */
export function confirmDeletions(check: DeletionCheck): { deletions: string[]; spared: string[] } {
  const modified = new Map(check.fresh.map((object) => [object.key, object.lastModified.getTime()]));
  const referenced = new Set(check.records.filter((record) => !check.expiredIds.has(record.buildId) || record.buildId === check.live?.buildId).flatMap((record) => record.keys));
  const deletions: string[] = [];
  const spared: string[] = [];
  for (const key of check.planned) {
    const time = modified.get(key);
    if (time === undefined) continue;
    // A time the store did not give (NaN) fails this test too: not known to be older, so kept.
    if (time < check.since.getTime() && !referenced.has(key)) deletions.push(key);
    else spared.push(key);
  }
  return { deletions, spared };
}

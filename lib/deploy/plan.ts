/**
 * What a deploy does, in an order that never breaks a reader mid-deploy: new and changed assets
 * first (nothing references them yet), then the HTML that references them; and, when asked, pruning
 * of what no recent build references, never of protected prefixes, and never so much that a wrong
 * build could empty the site.
 */
import { SEARCH_POINTER_URL } from '../search/index-location';
import { isHtml, type LocalObject } from './files';
import type { BuildRecord } from './state';

export interface RemoteObject {
  key: string;
  /** S3's ETag: the MD5 of the body for single-part uploads, in quotes. */
  etag: string;
}

export interface UploadPlan {
  assets: LocalObject[];
  /** The HTML, and the search pointer: they name assets, so they go once those are in place. */
  pages: LocalObject[];
  unchanged: number;
}

/** The pointer is the only reference to the search files (pages carry no version): up before them, a search would ask for files not there yet. */
const namesAssets = (object: LocalObject) => isHtml(object) || object.key === SEARCH_POINTER_URL.slice(1);

export function planUploads(local: readonly LocalObject[], remote: readonly RemoteObject[]): UploadPlan {
  const remoteEtags = new Map(remote.map((object) => [object.key, object.etag.replace(/"/g, '')]));
  const changed = local.filter((object) => remoteEtags.get(object.key) !== object.md5);
  return {
    assets: changed.filter((object) => !namesAssets(object)),
    pages: changed.filter(namesAssets),
    unchanged: local.length - changed.length,
  };
}

/** Prefixes a deploy never deletes: files the build does not make but the site needs (README, Deploy). */
export const DEFAULT_PROTECTED_PREFIXES = ['.well-known/', '_deploy/'];

export interface PruneOptions {
  /** The keys of the build being deployed. */
  current: readonly string[];
  /** Earlier builds, newest first (the one being deployed excluded). */
  previous: readonly BuildRecord[];
  /** How many of `previous` keep their files. */
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
  /** Why the prune must not run without --force; empty when it may. */
  refusals: string[];
}

export function planPrune(remote: readonly RemoteObject[], options: PruneOptions): PrunePlan {
  const kept = options.previous.slice(0, options.keepBuilds);
  const expired = options.previous.slice(options.keepBuilds);
  const keep = new Set([...options.current, ...kept.flatMap((record) => record.keys)]);
  const fromExpired = new Set(expired.flatMap((record) => record.keys));
  const isProtected = (key: string) => options.protectedPrefixes.some((prefix) => key.startsWith(prefix));
  const deletions = remote.map((object) => object.key).filter((key) => !keep.has(key) && !isProtected(key));
  const strays = deletions.filter((key) => !fromExpired.has(key));
  const refusals: string[] = [];
  const limit = Math.floor(remote.length * options.maxStrayShare);
  if (strays.length > limit) {
    refusals.push(
      `it would delete ${strays.length} of the bucket's ${remote.length} objects that no earlier deploy recorded (more than ${Math.round(options.maxStrayShare * 100)}%), for example ${strays.slice(0, 3).join(', ')}`,
    );
  }
  return { deletions, expired, kept, refusals };
}

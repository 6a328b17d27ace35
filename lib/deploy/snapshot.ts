/**
 * What a rollback needs that the bucket would otherwise lose. A build's hashed assets, hashed search
 * files and `_next/data/<buildId>/` are named for that build and stay while the build is kept; but
 * its pages, the search pointer, the sitemap and the other files under fixed names are overwritten by
 * the next deploy. A deploy therefore also stores a copy of each of those under
 * `_deploy/snapshots/<buildId>/<key>`, so `--rollback <buildId>` can copy them back inside the
 * bucket: no out/, no rebuild. The copies cost one more upload of those files when they change (the
 * pages, not the assets, which are most of the bytes), and go when the build expires.
 */
import { cacheControlFor, IMMUTABLE, type LocalObject } from './files';
import { STATE_PREFIX } from './state';

const SNAPSHOTS_PREFIX = `${STATE_PREFIX}snapshots/`;

const snapshotPrefix = (buildId: string) => `${SNAPSHOTS_PREFIX}${buildId}/`;

export const snapshotKey = (buildId: string, key: string) => `${snapshotPrefix(buildId)}${key}`;

export const isSnapshotOf = (key: string, buildId: string) => key.startsWith(snapshotPrefix(buildId));

/** Whether another build can write `key` too: a name that is not this build's alone. */
export function isSharedKey(key: string, buildId: string): boolean {
  return cacheControlFor(key) !== IMMUTABLE && !key.startsWith(`_next/data/${buildId}/`);
}

/** The copies a deploy stores for a later rollback: the same bytes, type and encoding, under the build's snapshot prefix. */
export function snapshotObjects(local: readonly LocalObject[], buildId: string): LocalObject[] {
  return local.filter((object) => isSharedKey(object.key, buildId)).map((object) => ({ ...object, key: snapshotKey(buildId, object.key) }));
}

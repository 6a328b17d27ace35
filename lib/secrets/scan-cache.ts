/**
 * Which files of an export an earlier build found free of the same secrets, so that a file whose
 * bytes did not change is not searched again (a CI keeps `.cache/`, lib/build/caches.ts). An entry's
 * key is made of the file's SHA-256 and a key of the secret set: new bytes, or any change to the
 * secrets (one added, removed or rotated), make a key no build has stored, so the file is searched.
 * Only files found clean are stored, and only as `true`.
 *
 * The cache holds no secret, nor a cheap way to test a guess of one: the set's key is scrypt over the
 * values' SHA-256s, so each guessed password costs a scrypt. And without the values no one can write
 * an entry that a build with them would read: a planted entry cannot vouch for a file.
 */
import { createHash, scryptSync } from 'node:crypto';
import { contentKey, openStepCache, type StepCache } from '../build/step-cache';

export type CleanFiles = StepCache<true>;

/** Fixed, so that builds with the same secrets share keys; it only makes tables made for other sites useless. */
const SET_KEY_SALT = 'paymora-developers export secret scan';

/** Computed once a build (tens of milliseconds by design). The order and repeats of the values do not matter. */
export function secretSetKey(values: readonly string[]): string {
  const hashes = [...new Set(values.map((value) => createHash('sha256').update(value).digest('hex')))].sort();
  return scryptSync(hashes.join('\n'), SET_KEY_SALT, 32, { N: 2 ** 14, r: 8, p: 1 }).toString('hex');
}

export const cleanFileKey = (fileHash: string, setKey: string): string => contentKey(fileHash, setKey);

/** `.cache/secret-scan.json` of `buildDir`; arguments as lib/build/step-cache.ts's openStepCache. */
export function openCleanFiles(buildDir?: string, fingerprint?: string): CleanFiles {
  return openStepCache<true>('secret-scan', (value) => (value === true ? true : null), buildDir, fingerprint);
}

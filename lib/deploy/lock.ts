/**
 * One deploy at a time, on any store that honours conditional writes (S3 since 2024, and the
 * S3-compatible stores that implement `If-None-Match` and `If-Match` on PUT).
 *
 * - The lock is an object holding a random token. It is created with `If-None-Match: *`, so of two
 *   racing deploys exactly one gets it; the other gets 412 and waits.
 * - The holder renews it every `renewMs` with `If-Match` on its own ETag, which moves its
 *   LastModified; a renewal answered 412 means another deploy has it, and this one stops.
 * - A lock is stale when the store's own clock (its `Date` header) says its LastModified is older
 *   than `staleAfterMs`: a deploy's clock, however wrong, never makes a live lock look stale, and the
 *   heartbeat lets that age be minutes. A stale lock is taken over with `If-Match` on its ETag, so of
 *   two deploys that find it stale only one takes it.
 * - Before each step that changes what readers get, the deploy calls `assertHeld`: it re-reads the
 *   lock, compares the token and renews it, and throws if another deploy holds it.
 * - Release deletes the lock only while it is still this deploy's (token compared, delete `If-Match`).
 * - `proveConditionalWrites` runs first: on a store that ignores `If-None-Match`, both deploys would
 *   "take" the lock, so the deploy refuses to run at all.
 */
import { randomUUID } from 'node:crypto';
import { isRecord } from '../util/is-record';
import { STATE_PREFIX } from './state';

/** @internal Exported for its unit test (knip --production). */
export const LOCK_KEY = `${STATE_PREFIX}lock.json`;

/**
 * An object as the lock reads it.
 * @internal Exported for its unit test (knip --production).
 */
export interface StoredObject {
  body: string;
  etag: string;
  lastModified: Date;
}

/** The conditional operations the lock needs from a store (lib/deploy/s3.ts implements them for S3). */
export interface ConditionalStore {
  /** Writes `key` only if it does not exist (`If-None-Match: *`): its ETag, or null when it exists. */
  create(key: string, body: string): Promise<string | null>;
  /** Writes `key` only if its ETag is `etag` (`If-Match`): the new ETag, or null when it changed or is gone. */
  replace(key: string, body: string, etag: string): Promise<string | null>;
  /** The object, or null, and the store's time when it answered (its `Date` header). */
  read(key: string): Promise<{ object: StoredObject | null; storeNow: Date }>;
  /** Deletes `key` only if its ETag is `etag`, where the store can tell (`If-Match` on DELETE). */
  remove(key: string, etag: string): Promise<void>;
}

export interface LockHolder {
  owner: string;
  commit: string;
}

interface LockBody extends LockHolder {
  token: string;
  startedAt: string;
}

export class DeployLockedError extends Error {}
/** The store ignores conditional writes: no lock can hold on it. */
export class NoConditionalWritesError extends Error {}
/** Another deploy took the lock while this one ran: this one stops before its next change. */
export class LockLostError extends Error {}

function parseBody(text: string): Partial<LockBody> | null {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? { token: String(value.token), owner: String(value.owner), commit: String(value.commit), startedAt: String(value.startedAt) } : null;
  } catch {
    return null;
  }
}

function describeLock(object: StoredObject): string {
  const body = parseBody(object.body);
  return body ? `${body.owner} (commit ${String(body.commit).slice(0, 12)}, started ${body.startedAt}, last renewed ${object.lastModified.toISOString()})` : `an unreadable lock (last written ${object.lastModified.toISOString()})`;
}

/**
 * Age of the lock by the store's clock alone, and whether it is past `staleAfterMs`.
 * @internal Exported for its unit test (knip --production).
 */
export function lockAge(object: StoredObject, storeNow: Date, staleAfterMs: number): { ageMs: number; stale: boolean } {
  const ageMs = storeNow.getTime() - object.lastModified.getTime();
  return { ageMs, stale: ageMs > staleAfterMs };
}

/**
 * Writes a fresh probe object twice with `If-None-Match: *` and once with `If-Match` on a wrong
 * ETag: a store that honours conditional writes answers both of the latter 412. Throws otherwise.
 */
export async function proveConditionalWrites(store: ConditionalStore, where: string): Promise<void> {
  const key = `${STATE_PREFIX}conditional-write-check/${randomUUID()}.json`;
  const body = JSON.stringify({ purpose: 'a deploy checks that the store honours conditional writes before it takes the lock' });
  const etag = await store.create(key, body);
  if (etag === null) throw new NoConditionalWritesError(`${where} answered 412 to a conditional write of the new key ${key}: it does not answer conditional writes as S3 does`);
  try {
    const again = await store.create(key, body);
    if (again !== null) {
      throw new NoConditionalWritesError(
        `${where} ignores conditional writes: a second PUT of ${key} with If-None-Match: * was accepted instead of answered 412, so two deploys could both take the lock and interleave. Deploy to a store that honours If-None-Match and If-Match on PUT (S3, or an S3-compatible store that implements them)`,
      );
    }
    const mismatched = await store.replace(key, body, '"00000000000000000000000000000000"');
    if (mismatched !== null) {
      throw new NoConditionalWritesError(`${where} ignores If-Match on PUT: a write of ${key} on a wrong ETag was accepted, so the lock's renewal could not tell that another deploy took it. Deploy to a store that honours If-None-Match and If-Match on PUT`);
    }
  } finally {
    await store.remove(key, etag).catch(() => undefined);
  }
}

export interface LockOptions {
  staleAfterMs: number;
  waitMs: number;
  renewMs: number;
  pollMs?: number;
  log?: (line: string) => void;
  /** Monotonic milliseconds, for how long this process waited and since it last renewed (never compared with the store's time). */
  monotonic?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface DeployLock {
  /** The store's time when the lock was taken: objects written after it are not this deploy's to delete. */
  readonly takenAt: Date;
  /** Re-reads the lock, checks that this deploy holds it and renews it; throws a LockLostError naming `step` otherwise. */
  assertHeld(step: string): Promise<void>;
  /** Throws at once, without asking the store, when a renewal already found the lock lost. */
  throwIfLost(step: string): void;
  /** Stops renewing and deletes the lock if it is still this deploy's. */
  release(): Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Takes the lock, waiting up to `waitMs` for another deploy to finish or its lock to go stale. */
export async function acquireDeployLock(store: ConditionalStore, holder: LockHolder, options: LockOptions): Promise<DeployLock> {
  const now = options.monotonic ?? (() => performance.now());
  const sleep = options.sleep ?? wait;
  const deadline = now() + options.waitMs;
  const body: LockBody = { ...holder, token: randomUUID(), startedAt: '' };
  const text = () => JSON.stringify(body);
  let announced = false;
  for (;;) {
    const { object, storeNow } = await store.read(LOCK_KEY);
    body.startedAt = storeNow.toISOString();
    let etag: string | null = null;
    if (object === null) {
      etag = await store.create(LOCK_KEY, text());
    } else {
      const { ageMs, stale } = lockAge(object, storeNow, options.staleAfterMs);
      if (stale) {
        options.log?.(`The deploy lock of ${describeLock(object)} was last renewed ${Math.round(ageMs / 1000)} s ago by the store's clock (stale after ${Math.round(options.staleAfterMs / 1000)} s): its deploy died; taking it over.`);
        // If-Match on the stale lock's ETag: of two deploys taking it over, one wins.
        etag = await store.replace(LOCK_KEY, text(), object.etag);
      }
    }
    if (etag !== null) return heldLock(store, body, etag, storeNow, options, now);
    if (now() >= deadline) {
      const current = (await store.read(LOCK_KEY)).object;
      throw new DeployLockedError(
        `another deploy holds the lock: ${current ? describeLock(current) : 'a deploy that just finished'}. Wait for it to finish (DEPLOY_LOCK_WAIT sets how long to wait); a deploy that died stops renewing its lock, which then goes stale after DEPLOY_LOCK_STALE (${Math.round(options.staleAfterMs / 1000)} s) by the store's clock and is taken over`,
      );
    }
    if (!announced && object) options.log?.(`Waiting for the deploy of ${describeLock(object)} to finish...`);
    announced = true;
    await sleep(options.pollMs ?? 2000);
  }
}

function heldLock(store: ConditionalStore, body: LockBody, firstEtag: string, takenAt: Date, options: LockOptions, now: () => number): DeployLock {
  let etag = firstEtag;
  let lostBecause: string | null = null;
  let lastRenewed = now();
  let renewing: Promise<void> = Promise.resolve();
  let released = false;

  const renew = async () => {
    if (lostBecause !== null || released) return;
    const next = await store.replace(LOCK_KEY, JSON.stringify(body), etag);
    if (next === null) lostBecause = 'its renewal was refused (another deploy replaced or removed the lock)';
    else {
      etag = next;
      lastRenewed = now();
    }
  };
  // A failed renewal (network) is tried again at the next beat; assertHeld decides with a fresh read.
  const beat = () => {
    renewing = renewing.then(renew).catch(() => undefined);
  };
  const timer = setInterval(beat, options.renewMs);
  timer.unref();

  const lost = (step: string, why: string) =>
    new LockLostError(`this deploy lost the deploy lock before ${step}: ${why}. It stopped there; the other deploy's changes stand. Check which build is live (_deploy/live.json) and deploy again if needed`);

  return {
    takenAt,
    throwIfLost(step) {
      if (lostBecause !== null) throw lost(step, lostBecause);
      // Not renewed for half the stale age (the store unreachable, the process stalled): another
      // deploy may take it over at any moment, so this one stops rather than race it.
      if (now() - lastRenewed > options.staleAfterMs / 2) throw lost(step, `it was last renewed ${Math.round((now() - lastRenewed) / 1000)} s ago, over half of DEPLOY_LOCK_STALE`);
    },
    async assertHeld(step) {
      await renewing;
      this.throwIfLost(step);
      const { object } = await store.read(LOCK_KEY);
      const current = object ? parseBody(object.body) : null;
      if (!object || current?.token !== body.token) {
        lostBecause = object ? `it is now held by ${describeLock(object)}` : 'the lock is gone (removed by hand or by another deploy)';
        throw lost(step, lostBecause);
      }
      etag = object.etag;
      renewing = renew();
      await renewing;
      this.throwIfLost(step);
    },
    async release() {
      released = true;
      clearInterval(timer);
      await renewing.catch(() => undefined);
      const { object } = await store.read(LOCK_KEY);
      if (object && parseBody(object.body)?.token === body.token) await store.remove(LOCK_KEY, object.etag);
    },
  };
}

/**
 * The deploy lock on a store in memory (tests/support/memory-store.ts) whose clock the test moves:
 * a token in the lock, renewal with If-Match, staleness by the store's clock only, a takeover that
 * only one of two deploys wins, a holder that finds out it lost the lock, a release that never
 * deletes another deploy's lock, and the refusal of a store that ignores conditional writes.
 */
import { describe, expect, it, vi } from 'vitest';
import { acquireDeployLock, DeployLockedError, lockAge, LOCK_KEY, LockLostError, NoConditionalWritesError, proveConditionalWrites, type LockOptions } from '@/lib/deploy/lock';
import { memoryStore } from '../support/memory-store';

const MINUTE = 60_000;
// No renewal unless a test asks for one (an hour apart), and no waiting: these tests move the store's clock themselves.
const options: LockOptions = { staleAfterMs: 5 * MINUTE, waitMs: 0, renewMs: 60 * MINUTE, sleep: async () => undefined };
const holder = (name: string) => ({ owner: name, commit: `commit-of-${name}` });
const tokenOf = (text: string | undefined) => {
  const value: unknown = JSON.parse(text ?? '{}');
  return typeof value === 'object' && value !== null && 'token' in value ? value.token : undefined;
};

describe('deploy lock', () => {
  it('holds a random token, and a second deploy is refused while the first holds it', async () => {
    const store = memoryStore();
    const first = await acquireDeployLock(store, holder('a'), options);
    expect(tokenOf(store.objects.get(LOCK_KEY)?.body)).toMatch(/^[0-9a-f-]{36}$/);
    await expect(acquireDeployLock(store, holder('b'), options)).rejects.toThrow(DeployLockedError);
    await first.release();
    expect(store.objects.has(LOCK_KEY)).toBe(false);
  });

  it("judges staleness by the store's clock alone: a lock whose body says it started long ago is not stale while renewed", async () => {
    const store = memoryStore();
    // The old lock's own startedAt (which the previous code compared with the local clock) is a year old: it plays no part.
    store.objects.set(LOCK_KEY, { body: JSON.stringify({ token: 't', owner: 'ci', commit: 'c', startedAt: '2025-01-01T00:00:00Z' }), etag: '"x"', lastModified: new Date(store.now - MINUTE) });
    await expect(acquireDeployLock(store, holder('b'), options)).rejects.toThrow(/another deploy holds the lock: ci/);
    store.now += 5 * MINUTE;
    const taken = await acquireDeployLock(store, holder('b'), { ...options, log: () => undefined });
    expect(tokenOf(store.objects.get(LOCK_KEY)?.body)).not.toBe('t');
    await taken.release();
    expect(lockAge({ body: '', etag: '', lastModified: new Date(0) }, new Date(5 * MINUTE), 5 * MINUTE).stale).toBe(false);
    expect(lockAge({ body: '', etag: '', lastModified: new Date(0) }, new Date(5 * MINUTE + 1000), 5 * MINUTE).stale).toBe(true);
  });

  it("ignores this machine's clock: 31 minutes fast, a waiting deploy still finds the lock live (probe D2)", async () => {
    const store = memoryStore(Date.now());
    const first = await acquireDeployLock(store, holder('a'), options);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * MINUTE);
    try {
      await expect(acquireDeployLock(store, holder('b'), options)).rejects.toThrow(DeployLockedError);
    } finally {
      vi.useRealTimers();
    }
    await first.release();
  });

  it('is renewed by its holder, so it never goes stale while the deploy runs, however long', async () => {
    const store = memoryStore();
    const lock = await acquireDeployLock(store, holder('a'), { ...options, renewMs: 20 });
    const firstEtag = store.objects.get(LOCK_KEY)?.etag;
    store.now += 4 * MINUTE;
    await expect.poll(() => store.objects.get(LOCK_KEY)?.lastModified.getTime(), { timeout: 30_000 }).toBe(store.now);
    expect(store.objects.get(LOCK_KEY)?.etag).not.toBe(firstEtag);
    store.now += 4 * MINUTE;
    // Eight minutes after it was taken, but renewed four minutes ago: not stale.
    await expect(acquireDeployLock(store, holder('b'), options)).rejects.toThrow(DeployLockedError);
    await lock.assertHeld('the next step');
    await lock.release();
  });

  it('lets only one of two deploys take over a stale lock', async () => {
    const store = memoryStore();
    store.objects.set(LOCK_KEY, { body: '{"token":"dead"}', etag: '"dead"', lastModified: new Date(store.now - 10 * MINUTE) });
    const results = await Promise.allSettled([acquireDeployLock(store, holder('b'), options), acquireDeployLock(store, holder('c'), options)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const loser = results.find((r) => r.status === 'rejected');
    expect(loser?.status === 'rejected' && loser.reason).toBeInstanceOf(DeployLockedError);
  });

  it('tells its holder when another deploy took it, before the next step, and is not deleted by the old holder', async () => {
    const store = memoryStore();
    const first = await acquireDeployLock(store, holder('a'), options);
    // The first deploy stalls past the stale age (it stopped renewing): the second takes the lock over.
    store.now += 6 * MINUTE;
    const second = await acquireDeployLock(store, holder('b'), { ...options, log: () => undefined });
    const secondToken = tokenOf(store.objects.get(LOCK_KEY)?.body);
    await expect(first.assertHeld('writing _deploy/live.json')).rejects.toThrow(LockLostError);
    await expect(first.assertHeld('writing _deploy/live.json')).rejects.toThrow(/lost the deploy lock before writing _deploy\/live\.json: it is now held by b/);
    // Its release leaves the second deploy's lock alone (D4).
    await first.release();
    expect(tokenOf(store.objects.get(LOCK_KEY)?.body)).toBe(secondToken);
    await second.assertHeld('pruning');
    await second.release();
    expect(store.objects.has(LOCK_KEY)).toBe(false);
  });

  it('finds out at its next renewal that the lock was taken, and stops without asking the store again', async () => {
    const store = memoryStore();
    const lock = await acquireDeployLock(store, holder('a'), { ...options, renewMs: 20 });
    store.objects.set(LOCK_KEY, { body: '{"token":"other"}', etag: '"other"', lastModified: new Date(store.now) });
    await expect.poll(() => { try { lock.throwIfLost('uploading x'); return 'held'; } catch (error) { return error instanceof LockLostError ? 'lost' : 'other'; } }, { timeout: 30_000 }).toBe('lost');
    await lock.release();
    expect(tokenOf(store.objects.get(LOCK_KEY)?.body)).toBe('other');
  });

  it('refuses a store that ignores conditional writes, before any lock is taken', async () => {
    const store = memoryStore();
    await expect(proveConditionalWrites(store, 'the test store')).resolves.toBeUndefined();
    expect(store.objects.size).toBe(0);
    store.ignoreConditions = true;
    await expect(proveConditionalWrites(store, 'the test store')).rejects.toThrow(NoConditionalWritesError);
    await expect(proveConditionalWrites(store, 'the test store')).rejects.toThrow(/the test store ignores conditional writes: a second PUT .* with If-None-Match: \* was accepted/);
  });
});

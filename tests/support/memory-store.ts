/**
 * A conditional store in memory for the deploy lock's unit tests: S3's answers to `If-None-Match: *`
 * and `If-Match`, a clock of its own that the test moves (the store's, never the test machine's), and
 * a switch that makes it ignore conditions as a store without conditional writes does.
 */
import { createHash } from 'node:crypto';
import type { ConditionalStore, StoredObject } from '@/lib/deploy/lock';

export interface MemoryStore extends ConditionalStore {
  objects: Map<string, StoredObject>;
  /** The store's clock, in milliseconds since the epoch. */
  now: number;
  ignoreConditions: boolean;
}

export function memoryStore(start = Date.parse('2026-11-27T10:00:00Z')): MemoryStore {
  const objects = new Map<string, StoredObject>();
  const store: MemoryStore = {
    objects,
    now: start,
    ignoreConditions: false,
    async create(key, body) {
      if (objects.has(key) && !store.ignoreConditions) return null;
      return write(key, body);
    },
    async replace(key, body, etag) {
      if (!store.ignoreConditions && objects.get(key)?.etag !== etag) return null;
      return write(key, body);
    },
    async read(key) {
      return { object: objects.get(key) ?? null, storeNow: new Date(store.now) };
    },
    async remove(key, etag) {
      if (store.ignoreConditions || objects.get(key)?.etag === etag) objects.delete(key);
    },
  };
  const write = (key: string, body: string) => {
    const etag = `"${createHash('md5').update(`${body}${store.now}`).digest('hex')}"`;
    objects.set(key, { body, etag, lastModified: new Date(store.now) });
    return etag;
  };
  return store;
}

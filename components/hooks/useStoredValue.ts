import { useSyncExternalStore } from 'react';
import { readStored, subscribeStored, writeStored, type StoredKey } from '@/lib/browser/storage';

/**
 * A preference from lib/browser/storage.ts and its setter: every component on the key, in every tab, shows the
 * same value. Null on the server and during hydration, so the first render matches the static HTML.
 */
export function useStoredValue(key: StoredKey): [string | null, (value: string) => void] {
  const value = useSyncExternalStore(subscribeStored, () => readStored(key), () => null);
  return [value, (next) => writeStored(key, next)];
}

import { useCallback, useSyncExternalStore } from 'react';
import { readStored, storageKeys, writeStored } from '@/lib/storage';

// One store for the page: every tab group follows the reader's last choice, across pages and reloads.
const listeners = new Set<() => void>();
let current: string | null | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): string | null {
  if (current === undefined) current = readStored(storageKeys.codeLanguage);
  return current;
}

export function useCodeLanguage(): [string | null, (language: string) => void] {
  const language = useSyncExternalStore(subscribe, snapshot, () => null);
  const choose = useCallback((next: string) => {
    current = next;
    writeStored(storageKeys.codeLanguage, next);
    for (const listener of listeners) listener();
  }, []);
  return [language, choose];
}

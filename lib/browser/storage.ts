/**
 * The reader's preferences in local storage, as a small external store that never throws. Browsers
 * throw on access when storage is disabled (privacy settings, sandboxed frames, full quota); the site
 * then warns once and keeps a choice for as long as the page is open.
 *
 * Every hook on a key follows one value: a write here notifies this tab's subscribers, and the
 * `storage` event (which the browser fires in the other tabs of the origin) notifies the others.
 */

/** Plain keys, no suffix: the spec's "empty key suffix". */
export const storageKeys = {
  theme: 'theme',
  announcementDismissed: 'announcement.dismissed',
  codeLanguage: 'code.language',
  /** The docs version chosen in the version dropdown: where the version-less entry points lead (lib/site/entry-links.ts). */
  version: 'version',
} as const;

export type StoredKey = keyof typeof storageKeys;

let warned = false;
// This tab's writes, for reads when storage refuses them: a choice then lasts as long as the page.
let written: Partial<Record<StoredKey, string>> = {};
const subscribers = new Set<() => void>();

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(`Browser storage is unavailable, so preferences will not be remembered (${String(error)}).`);
}

export function readStored(key: StoredKey): string | null {
  try {
    return window.localStorage.getItem(storageKeys[key]);
  } catch (error) {
    warnOnce(error);
    return written[key] ?? null;
  }
}

export function writeStored(key: StoredKey, value: string): void {
  written[key] = value;
  try {
    window.localStorage.setItem(storageKeys[key], value);
  } catch (error) {
    warnOnce(error);
  }
  for (const notify of subscribers) notify();
}

/**
 * Calls `onChange` when a stored value may have changed: on a write in this tab, and on the `storage`
 * event the browser fires when another tab changes (or clears) storage. Readers compare values, so one
 * subscription serves every key. Returns the unsubscribe.
 */
export function subscribeStored(onChange: () => void): () => void {
  subscribers.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    subscribers.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * For tests: a fresh page (no warning given, nothing written).
 * @internal Exported for its unit test only (knip --production).
 */
export function resetStorage(): void {
  warned = false;
  written = {};
  subscribers.clear();
}

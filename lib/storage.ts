/**
 * Local storage that never throws. Browsers throw on access when storage is disabled
 * (privacy settings, sandboxed frames, full quota); the site then warns once and keeps its defaults.
 */

/** Plain keys, no suffix: the spec's "empty key suffix". */
export const storageKeys = {
  theme: 'theme',
  announcementDismissed: 'announcement.dismissed',
  codeLanguage: 'code.language',
} as const;

let warned = false;

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  const reason = error instanceof Error ? error.message : String(error);
  console.warn(`Browser storage is unavailable, so preferences will not be remembered (${reason}).`);
}

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    warnOnce(error);
  }
}

/**
 * For tests: forget that the warning was given.
 * @internal Exported for its unit test only (knip --production).
 */
export function resetStorageWarning(): void {
  warned = false;
}

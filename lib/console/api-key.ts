/**
 * The reader's sandbox API key in the console: checked before it is kept or sent, and kept in this
 * tab's session storage only, so it is gone when the tab closes; never in local storage, a URL or a log.
 */
import { SECRET_FORMATS } from '../secrets/formats';

const SESSION_KEY = 'console.apiKey';

// The secret scans' own definition of a live key (lib/secrets/formats.ts), so the two never disagree;
// beside it any key with a live marker, however short: a truncated live key is still not for a console.
const liveFormat = SECRET_FORMATS.find((format) => format.id === 'paymora-live-key');
const LIVE_PATTERNS: readonly RegExp[] = [...(liveFormat ? [new RegExp(liveFormat.pattern.source)] : []), /_live_/];

/** Why a key must not be sent from the console, or null when it may. */
export function apiKeyProblem(key: string): string | null {
  const trimmed = key.trim();
  if (trimmed === '') return 'Type your sandbox API key (sk_test_…) to send a request.';
  if (LIVE_PATTERNS.some((pattern) => pattern.test(trimmed)))
    return 'This looks like a live key. The console sends requests to the sandbox only and never takes a live key: use your sandbox key (sk_test_…), and if you pasted a live key anywhere it should not be, roll it in the merchant portal.';
  return null;
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: the key then lasts as long as the page
  }
}

export function readSessionKey(): string {
  try {
    return session()?.getItem(SESSION_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Keeps a key that may be sent; forgets it otherwise (a live key is never stored). */
export function storeSessionKey(key: string): void {
  try {
    if (apiKeyProblem(key) === null) session()?.setItem(SESSION_KEY, key.trim());
    else session()?.removeItem(SESSION_KEY);
  } catch {
    // storage refused: the key is kept by the page alone
  }
}

import type { EndpointView } from './endpoint';

/**
 * The comment over a key a sample mints (an operation that creates its object has no id of its own to derive a key
 * from): every run of a sample is a new operation, and a key minted inside a request handler on each call protects
 * nothing, so the comment says to derive it from the order, as get-the-key's key shape does, and send it again to retry.
 */
const MINTED_KEY_NOTE =
  'A new key for this run only. In your code, derive it from what it is for, such as your order (the key shape of the API key guide), or store it before sending; send the same key to retry it.';

/** The comment over a sample's Idempotency-Key, in every language alike: null for a call that takes none. */
export function keyNote(view: EndpointView): string | null {
  if (!view.idempotent) return null;
  return view.exampleIdempotencyKey === null ? MINTED_KEY_NOTE : derivedKeyNote(view.exampleIdempotencyKey);
}

/**
 * The comment over a sample's derived Idempotency-Key, `<prefix>:<object id>:<operation>[-<n>]:<attempt>` (the
 * API document's `x-idempotency-key-example` of an operation on an existing object, get-the-key's one shape). It
 * teaches the key rule, not only this key: every system calling for the same account shares the keys, so the
 * prefix names the system; an operation done more than once on the object numbers which one in its own part, so
 * that the last number only ever counts attempts and a second operation is never taken for a retried first one.
 */
function derivedKeyNote(key: string): string {
  const [prefix] = key.split(':');
  const numbered = /:([a-z]+)-\d+:\d+$/.exec(key)?.[1];
  return (
    `Replace ${prefix} with your system's name (every system of the account shares its keys)` +
    (numbered === undefined ? '. ' : `; number each ${numbered} of the object in the operation part. `) +
    'Store the key before sending and send the same key to retry; the last number is the attempt, raised only after an answer the key keeps.'
  );
}

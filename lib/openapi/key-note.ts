/**
 * The comment over a sample's derived Idempotency-Key, `<prefix>:<object id>:<operation>[-<n>]:<attempt>` (the
 * API document's `x-idempotency-key-example` of an operation on an existing object, get-the-key's one shape). It
 * teaches the key rule, not only this key: every system calling for the same account shares the keys, so the
 * prefix names the system; an operation done more than once on the object numbers which one in its own part, so
 * that the last number only ever counts attempts and a second operation is never taken for a retried first one.
 */
export function derivedKeyNote(key: string): string {
  const [prefix] = key.split(':');
  const numbered = /:([a-z]+)-\d+:\d+$/.exec(key)?.[1];
  return (
    `Replace ${prefix} with your system's name (every system of the account shares its keys)` +
    (numbered === undefined ? '. ' : `; number each ${numbered} of the object in the operation part. `) +
    'Store the key before sending and send the same key to retry; the last number is the attempt, raised only after an answer the key keeps.'
  );
}

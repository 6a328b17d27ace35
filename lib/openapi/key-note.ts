/**
 * The comment over a sample's derived Idempotency-Key, `<prefix>:<object id>:<operation>:<n>` (the API
 * document's `x-idempotency-key-example` of an operation on an existing object). It teaches the key rule, not
 * only this key: every system calling for the same account shares the keys, so the prefix names the system;
 * the number counts this kind of operation on the object, so a second one is not answered as the first.
 */
export function derivedKeyNote(key: string): string {
  const [prefix] = key.split(':');
  const operation = /:([a-z]+):\d+$/.exec(key)?.[1] ?? 'operation of this kind';
  return (
    `Replace ${prefix} with your system's name (every system calling for the same account shares its keys), and number each ${operation} of the object: ` +
    `store the key before sending and send the same key to retry; the next ${operation}, or a new attempt after an answer the key keeps, takes the next number.`
  );
}

/**
 * The comment over a sample's derived Idempotency-Key (an operation on an existing payment: capture, cancel,
 * refund, reversal, adjustment). It teaches get-the-key's rule, not only this key: keys are shared by every
 * system of a merchant account, so the prefix names your system; the number counts this kind of operation on
 * the payment, so a second refund is not answered as the first one.
 */
export function derivedKeyNote(key: string): string {
  const [prefix] = key.split(':');
  const operation = /:([a-z]+):\d+$/.exec(key)?.[1] ?? 'operation of this kind';
  return (
    `Replace ${prefix} with your system's name (every system of a merchant account shares its keys), and number each ${operation} of the payment: ` +
    `store the key before sending and send the same key to retry; the next ${operation}, or a new attempt after an answer the key keeps, takes the next number.`
  );
}

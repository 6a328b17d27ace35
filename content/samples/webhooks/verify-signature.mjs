import { createHmac, timingSafeEqual } from 'node:crypto';

// The signature is the lower-case hex HMAC-SHA256 of the raw request body, keyed with the webhook's secret.
export function computeSignature(rawBody, secret) {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(rawBody).digest('hex');
}

// rawBody: the body exactly as received (a Buffer or string), before any JSON parsing.
// secrets: every secret key the endpoint accepts now, as a list: the current key, and during a rotation the old one
// as well. A message is genuine when its signature matches any of them.
export function verifySignature(rawBody, signatureHeader, secrets) {
  if (typeof signatureHeader !== 'string' || !/^[0-9a-f]{64}$/.test(signatureHeader)) {
    return false;
  }
  const received = Buffer.from(signatureHeader, 'hex');
  // timingSafeEqual takes as long whatever the bytes are, so the comparison leaks nothing; every key is checked,
  // so the time taken does not tell which one matched either.
  let matched = false;
  for (const secret of secrets) {
    const expected = Buffer.from(computeSignature(rawBody, secret), 'hex');
    if (timingSafeEqual(expected, received)) matched = true;
  }
  return matched;
}

// Paymora stops retrying a message 3 days after its createdAt (not after its first attempt), and 1 hour covers clocks
// that differ, so no genuine message is older than this: an older one is a replay.
export const MAX_AGE_MS = (3 * 24 + 1) * 60 * 60 * 1000;

// Clock skew: your server's clock and Paymora's can differ by a little, so a genuine createdAt may seem a moment
// ahead. A time further ahead is no genuine sending time, and would keep a message acceptable for longer than MAX_AGE_MS.
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

// message: the parsed body, once verifySignature has accepted it. createdAt is inside the signed body, so it
// cannot be changed without breaking the signature. A missing or unreadable createdAt counts as too old.
export function isRecent(message, now = Date.now()) {
  const age = now - Date.parse(message?.createdAt);
  return age <= MAX_AGE_MS && age >= -MAX_CLOCK_SKEW_MS;
}

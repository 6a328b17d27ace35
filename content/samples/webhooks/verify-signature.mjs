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

// The delivery signature, in the Paymora-Delivery-Signature header: t=<Unix seconds when Paymora sent this attempt>,
// v1=<lower-case hex HMAC-SHA256 of t, a dot and the raw body>, keyed like the signature above. Each attempt, a retry
// or a resend included, carries a new t, so a genuine delivery is always fresh, and a recorded one sent again later is not.
export function computeDeliverySignature(rawBody, timestamp, secret) {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${timestamp}.`).update(rawBody).digest('hex');
}

// How far t may be from your clock, either way: the time a delivery takes, and clocks that differ by a little.
export const DELIVERY_TOLERANCE_SECONDS = 5 * 60;

// Checked after verifySignature. now: your clock, in milliseconds. The header is name=value pairs, comma-separated: one
// t, and one or more v1. Other names are later signing versions: skip them, so that a new one does not break you.
// A missing t, a t outside the tolerance, or no v1 that a key gives, is refused: a recorded message sent again after
// the tolerance fails here.
export function verifyDelivery(rawBody, deliveryHeader, secrets, now = Date.now()) {
  if (typeof deliveryHeader !== 'string') {
    return false;
  }
  const pairs = deliveryHeader.split(',').map((pair) => pair.trim().split('='));
  const times = pairs.filter(([name]) => name === 't').map(([, value]) => value ?? '');
  // At most 10 digits: a longer t is no time a clock holds.
  if (times.length !== 1 || !/^\d{1,10}$/.test(times[0])) {
    return false;
  }
  if (Math.abs(now / 1000 - Number(times[0])) > DELIVERY_TOLERANCE_SECONDS) {
    return false;
  }
  const received = pairs.filter(([name, value]) => name === 'v1' && /^[0-9a-f]{64}$/.test(value ?? '')).map(([, value]) => Buffer.from(value, 'hex'));
  let matched = false;
  for (const secret of secrets) {
    const expected = Buffer.from(computeDeliverySignature(rawBody, times[0], secret), 'hex');
    for (const signature of received) {
      if (timingSafeEqual(expected, signature)) matched = true;
    }
  }
  return matched;
}

/** The Node.js sample on /webhooks/hmac-validation, executed: it must accept Paymora's signature and nothing else. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fixture from '../../content/samples/webhooks/fixture.json';
// @ts-expect-error The sample is plain JavaScript, as readers copy it.
import { computeDeliverySignature, computeSignature, DELIVERY_TOLERANCE_SECONDS, verifyDelivery, verifySignature } from '../../content/samples/webhooks/verify-signature.mjs';
import retries from '../../content/data/webhook-retries.json';

const verify = verifySignature as (body: string | Buffer, header: unknown, secrets: readonly string[]) => boolean;
const compute = computeSignature as (body: string | Buffer, secret: string) => string;
const verifyAttempt = verifyDelivery as (body: string | Buffer, header: unknown, secrets: readonly string[], now?: number) => boolean;
const computeAttempt = computeDeliverySignature as (body: string | Buffer, timestamp: string, secret: string) => string;

describe('webhook signature sample', () => {
  it('computes the signature openssl computes for the same body and secret', () => {
    // openssl dgst -sha256 -hmac "$secret" < body.json, with body.json holding rawBody's bytes
    expect(fixture.signature).toBe('d273f70f187f7e0fee95c042cc985f20a996af0f7f824828f9583c5c289d3547');
    expect(compute(fixture.rawBody, fixture.secret)).toBe(fixture.signature);
  });

  it('accepts the message as Paymora signed it, as a string or as raw bytes', () => {
    expect(verify(fixture.rawBody, fixture.signature, [fixture.secret])).toBe(true);
    expect(verify(Buffer.from(fixture.rawBody, 'utf8'), fixture.signature, [fixture.secret])).toBe(true);
  });

  it('rejects a body changed by one character, or re-serialised', () => {
    expect(verify(fixture.rawBody.replace('2500', '2501'), fixture.signature, [fixture.secret])).toBe(false);
    expect(verify(JSON.stringify(JSON.parse(fixture.rawBody), null, 2), fixture.signature, [fixture.secret])).toBe(false);
  });

  it('rejects a wrong secret', () => {
    expect(verify(fixture.rawBody, fixture.signature, ['whsec_test_other'])).toBe(false);
  });

  it('accepts a message signed with any key of the list during a rotation, and none signed with a key no longer listed', () => {
    const rotated = 'whsec_test_RotatedKey2';
    const signedWithNew = compute(fixture.rawBody, rotated);
    // Old and new key listed: a retry signed with the old key and a new message signed with the new key both pass.
    expect(verify(fixture.rawBody, fixture.signature, [rotated, fixture.secret])).toBe(true);
    expect(verify(fixture.rawBody, signedWithNew, [rotated, fixture.secret])).toBe(true);
    // The old key removed after the overlap: its signatures fail.
    expect(verify(fixture.rawBody, fixture.signature, [rotated])).toBe(false);
    expect(verify(fixture.rawBody, fixture.signature, [])).toBe(false);
  });

  it('returns false, without throwing, for malformed headers', () => {
    for (const header of [fixture.signature.toUpperCase(), fixture.signature.slice(0, 63), 'zz'.repeat(32), '', undefined, null, 42]) {
      expect(verify(fixture.rawBody, header, [fixture.secret])).toBe(false);
    }
  });

  describe('the delivery signature', () => {
    const sentAt = Date.parse('2026-11-02T10:15:31Z');
    const t = String(sentAt / 1000);
    const header = (secret: string, at = t) => `t=${at},v1=${computeAttempt(fixture.rawBody, at, secret)}`;

    it('is the HMAC-SHA256 of t, a dot and the raw body, which openssl computes the same way', () => {
      // printf '%s.' "$t" | cat - body.json | openssl dgst -sha256 -hmac "$secret"
      expect(computeAttempt(fixture.rawBody, t, fixture.secret)).toBe(computeSignature(`${t}.${fixture.rawBody}`, fixture.secret));
    });

    it('accepts an attempt up to the tolerance either side of the clock, which webhook-retries.json states, and nothing further off', () => {
      expect(DELIVERY_TOLERANCE_SECONDS).toBe(retries.deliveryToleranceSeconds);
      // The API document cannot render the page's component: hold its figure to the data instead.
      expect(readFileSync(path.join(import.meta.dirname, '../../content/api/openapi.yaml'), 'utf8')).toContain(`t is within ${retries.deliveryToleranceSeconds / 60} minutes of your clock`);
      const tolerance = retries.deliveryToleranceSeconds * 1000;
      expect(verifyAttempt(fixture.rawBody, header(fixture.secret), [fixture.secret], sentAt)).toBe(true);
      expect(verifyAttempt(fixture.rawBody, header(fixture.secret), [fixture.secret], sentAt + tolerance)).toBe(true);
      expect(verifyAttempt(fixture.rawBody, header(fixture.secret), [fixture.secret], sentAt - tolerance)).toBe(true);
      // A message recorded and sent again later: the signature still matches, the delivery check refuses it.
      expect(verify(fixture.rawBody, fixture.signature, [fixture.secret])).toBe(true);
      expect(verifyAttempt(fixture.rawBody, header(fixture.secret), [fixture.secret], sentAt + tolerance + 1000)).toBe(false);
      expect(verifyAttempt(fixture.rawBody, header(fixture.secret), [fixture.secret], sentAt - tolerance - 1000)).toBe(false);
    });

    // Fresh review 45b M1: the page says a later signing version comes beside v1; a verifier of exactly t=…,v1=… would
    // then refuse every message.
    it('reads the header as name=value pairs: skips names it does not know, accepts any v1 a listed key gives, and wants one t', () => {
      const good = header(fixture.secret);
      const v1 = good.split('v1=')[1] ?? '';
      expect(verifyAttempt(fixture.rawBody, `${good},v2=${'ab'.repeat(32)}`, [fixture.secret], sentAt)).toBe(true);
      expect(verifyAttempt(fixture.rawBody, `t=${t}, v2=zz, v1=${'0'.repeat(64)}, v1=${v1}`, [fixture.secret], sentAt)).toBe(true);
      expect(verifyAttempt(fixture.rawBody, `${good},t=${t}`, [fixture.secret], sentAt)).toBe(false);
      expect(verifyAttempt(fixture.rawBody, `t=${t},v2=${v1}`, [fixture.secret], sentAt)).toBe(false);
    });

    it('refuses another t with the same v1, another body, a key not listed, and malformed headers, without throwing', () => {
      const good = header(fixture.secret);
      expect(verifyAttempt(fixture.rawBody, good.replace(`t=${t}`, `t=${Number(t) + 1}`), [fixture.secret], sentAt)).toBe(false);
      expect(verifyAttempt(fixture.rawBody.replace('2500', '2501'), good, [fixture.secret], sentAt)).toBe(false);
      expect(verifyAttempt(fixture.rawBody, good, ['whsec_test_other'], sentAt)).toBe(false);
      expect(verifyAttempt(fixture.rawBody, header('whsec_test_RotatedKey2'), ['whsec_test_RotatedKey2', fixture.secret], sentAt)).toBe(true);
      // A t of more than 10 digits is refused, not thrown on (a date past what clocks hold).
      for (const bad of [`t=999999999999,v1=${good.split('v1=')[1] ?? ''}`, good.toUpperCase(), good.slice(0, -1), `v1=${good.split('v1=')[1] ?? ''}`, fixture.signature, '', undefined, null, 42]) {
        expect(verifyAttempt(fixture.rawBody, bad, [fixture.secret], sentAt)).toBe(false);
      }
    });
  });
});

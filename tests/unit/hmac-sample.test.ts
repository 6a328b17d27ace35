/** The Node.js sample on /webhooks/hmac-validation, executed: it must accept Paymora's signature and nothing else. */
import { describe, expect, it } from 'vitest';
import fixture from '../../content/samples/webhooks/fixture.json';
// @ts-expect-error The sample is plain JavaScript, as readers copy it.
import { computeSignature, isRecent, verifySignature } from '../../content/samples/webhooks/verify-signature.mjs';

const verify = verifySignature as (body: string | Buffer, header: unknown, secrets: readonly string[]) => boolean;
const compute = computeSignature as (body: string | Buffer, secret: string) => string;
const recent = isRecent as (message: unknown, now?: number) => boolean;

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

  it('accepts a message created up to 3 days and 1 hour ago, and nothing older or without createdAt', () => {
    const message = JSON.parse(fixture.rawBody) as { createdAt: string };
    const created = Date.parse(message.createdAt);
    const hours = (h: number) => h * 60 * 60 * 1000;
    expect(recent(message, created + hours(73) - 1000)).toBe(true);
    expect(recent(message, created + hours(73) + 1000)).toBe(false);
    expect(recent({}, created)).toBe(false);
    expect(recent({ createdAt: 'yesterday' }, created)).toBe(false);
  });

  it('accepts a createdAt up to 5 minutes ahead of the clock (clock skew), and nothing further ahead', () => {
    const message = JSON.parse(fixture.rawBody) as { createdAt: string };
    const created = Date.parse(message.createdAt);
    const minutes = (m: number) => m * 60 * 1000;
    expect(recent(message, created - minutes(5) + 1000)).toBe(true);
    expect(recent(message, created - minutes(5) - 1000)).toBe(false);
    expect(recent(message, created - minutes(60 * 24))).toBe(false);
  });
});

/**
 * The Express endpoint on /webhooks/hmac-validation, executed: the sample's own route handler runs against
 * fake requests. Express is not a dependency of this site, so a stand-in records the route and never listens.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fixture from '../../content/samples/webhooks/fixture.json';

type Req = { body: unknown; get(name: string): string | undefined };
type Handler = (req: Req, res: FakeResponse) => unknown;

const routes = vi.hoisted(() => new Map<string, { middleware: unknown; handler: unknown }>());
const listened = vi.hoisted(() => [] as unknown[]);

vi.mock('express', () => {
  const express = () => ({
    post(path: string, middleware: unknown, handler: unknown) {
      routes.set(path, { middleware, handler });
    },
    listen(port: unknown) {
      listened.push(port);
    },
  });
  express.raw = (options: unknown) => ({ raw: options });
  return { default: express };
});

class FakeResponse {
  statusCode = 0;
  body: unknown;
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  send(body: unknown) {
    this.body = body;
    return this;
  }
}

let handler: Handler;
let middleware: unknown;
let recoverMissedEvents: (options: { deliveryStatus?: string; onlyEndpoint?: boolean; createdAfter?: string; apiKey?: string; merchantAccounts?: string[] }) => Promise<void>;

beforeAll(async () => {
  // During a rotation: the new key first, the fixture's (old) key second; messages signed with the old one still pass.
  process.env.PAYMORA_WEBHOOK_SECRETS = `whsec_test_NewRotatedKey, ${fixture.secret}`;
  // The merchant account the endpoint serves: recovery lists its events only.
  process.env.PAYMORA_MERCHANT_ACCOUNTS = 'AcmeShopEUR';
  // The fixture's message was created at 10:15:30Z; pretend it is an hour later.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-02T11:15:30Z'));
  vi.spyOn(console, 'log').mockImplementation(() => {});
  // @ts-expect-error The sample is plain JavaScript, as readers copy it.
  const sample: unknown = await import('../../content/samples/webhooks/express-endpoint.mjs');
  if (typeof sample !== 'object' || sample === null || !('recoverMissedEvents' in sample) || typeof sample.recoverMissedEvents !== 'function') throw new Error('the sample exports no recoverMissedEvents');
  const recover = sample.recoverMissedEvents;
  recoverMissedEvents = async (options) => {
    await recover(options);
  };
  const route = routes.get('/webhooks/paymora');
  if (!route) throw new Error('the sample registers no POST /webhooks/paymora route');
  handler = route.handler as Handler;
  middleware = route.middleware;
});

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** GET /events answers one empty page; the URLs asked for are recorded. Undo with vi.unstubAllGlobals(). */
function stubEmptyEventsPage(): string[] {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ items: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return urls;
}

/** The Paymora-Delivery-Signature of an attempt sent at `sentAt` (the fake clock's now unless given), with `secret`. */
function deliverySignature(body: Buffer | string, sentAt = Date.now(), secret = fixture.secret): string {
  const t = String(Math.floor(sentAt / 1000));
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex')}`;
}

/** The headers of a delivery of `body` as Paymora signs it: its Paymora-Signature and a delivery signature sent now. */
function signedHeaders(body: Buffer | string, secret = fixture.secret): Req['get'] {
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  const delivery = deliverySignature(body, Date.now(), secret);
  return (name: string) => ({ 'paymora-signature': signature, 'paymora-delivery-signature': delivery })[name.toLowerCase()];
}

/** signature null: the request has no Paymora-Signature header. delivery: the Paymora-Delivery-Signature, sent now by default. */
function request(body: unknown, signature: string | null = fixture.signature, delivery?: string | null): Req {
  const sent = delivery === undefined && (Buffer.isBuffer(body) || typeof body === 'string') ? deliverySignature(body) : (delivery ?? undefined);
  return { body, get: (name: string) => ({ 'paymora-signature': signature ?? undefined, 'paymora-delivery-signature': sent })[name.toLowerCase()] };
}

function call(req: Req) {
  const res = new FakeResponse();
  handler(req, res);
  return res;
}

describe('Express webhook endpoint sample', () => {
  it('reads the raw JSON body with a limit that fits the largest message (256 KB)', () => {
    expect(middleware).toEqual({ raw: { type: 'application/json', limit: '256kb' } });
    expect(listened).toEqual([3000]);
  });

  it('answers 200 to the message as Paymora signed it', () => {
    const res = call(request(Buffer.from(fixture.rawBody, 'utf8')));
    expect(res.statusCode).toBe(200);
  });

  it('answers 400, without throwing, when the body was not read as raw bytes (another Content-Type)', () => {
    for (const body of [{}, undefined, fixture.rawBody]) {
      let res: FakeResponse | undefined;
      expect(() => {
        res = call(request(body));
      }).not.toThrow();
      expect(res?.statusCode).toBe(400);
    }
  });

  it('answers 401 to a wrong or missing signature', () => {
    expect(call(request(Buffer.from(fixture.rawBody.replace('2500', '2501'), 'utf8'))).statusCode).toBe(401);
    expect(call(request(Buffer.from(fixture.rawBody, 'utf8'), null)).statusCode).toBe(401);
  });

  it('acts once per event id: a repeat of a handled event answers 200 and queues nothing', () => {
    const log = vi.mocked(console.log);
    log.mockClear();
    const body = Buffer.from(fixture.rawBody.replace(/"id":\s*"evt_[A-Za-z0-9]+"/, '"id": "evt_onceOnly1"'), 'utf8');
    // The body changed, so sign it again with the fixture's secret.
    const signed = (b: Buffer) => ({ body: b, get: signedHeaders(b) });
    expect(call(signed(body)).body).toBe('ok');
    expect(call(signed(body))).toMatchObject({ statusCode: 200, body: 'already processed' });
    expect(log.mock.calls.filter(([line]) => String(line).includes('evt_onceOnly1'))).toHaveLength(1);
  });

  it('answers 400, without throwing, to a signed body that is not JSON or has no string id, and records nothing', () => {
    const signed = (text: string) => {
      const body = Buffer.from(text, 'utf8');
      return { body, get: signedHeaders(body) };
    };
    expect(call(signed('not json'))).toMatchObject({ statusCode: 400 });
    const withoutId = fixture.rawBody.replace(/"id":\s*"evt_[A-Za-z0-9]+",?/, '');
    expect(withoutId).not.toBe(fixture.rawBody);
    expect(call(signed(withoutId))).toMatchObject({ statusCode: 400 });
    // A second message without an id is refused again, not taken for a repeat of the first.
    expect(call(signed(withoutId))).toMatchObject({ statusCode: 400 });
  });

  it('forgets the event id when queueing fails, so that the retry is processed rather than taken for a repeat', () => {
    const log = vi.mocked(console.log);
    log.mockClear();
    const body = Buffer.from(fixture.rawBody.replace(/"id":\s*"evt_[A-Za-z0-9]+"/, '"id": "evt_queueFails1"'), 'utf8');
    const signed = { body, get: signedHeaders(body) };
    // The sample's queue is a log line: make the first one fail, as a queue that is down would.
    log.mockImplementationOnce(() => {
      throw new Error('queue unavailable');
    });
    // Express answers 500 to a handler that throws, and Paymora retries.
    expect(() => call(signed)).toThrow('queue unavailable');
    expect(call(signed)).toMatchObject({ statusCode: 200, body: 'ok' });
    expect(call(signed)).toMatchObject({ statusCode: 200, body: 'already processed' });
    expect(log.mock.calls.filter(([line]) => String(line).includes('evt_queueFails1'))).toHaveLength(2);
  });

  it('on a live endpoint (PAYMORA_LIVE=true), acknowledges a portal test message ("live": false) and queues nothing', async () => {
    const log = vi.mocked(console.log);
    vi.resetModules();
    process.env.PAYMORA_LIVE = 'true';
    try {
      // @ts-expect-error The sample is plain JavaScript, as readers copy it.
      await import('../../content/samples/webhooks/express-endpoint.mjs');
      const live = routes.get('/webhooks/paymora')?.handler as Handler;
      log.mockClear();
      const res = new FakeResponse();
      live(request(Buffer.from(fixture.rawBody, 'utf8')), res);
      expect(res).toMatchObject({ statusCode: 200, body: 'test message, not processed' });
      expect(log.mock.calls.map(([line]) => String(line))).toEqual(['test message payment.authorised evt_7Qk2m9WfX3 acknowledged, not processed']);
      // The same message marked live is queued.
      const body = Buffer.from(fixture.rawBody.replace('"live":false', '"live":true'), 'utf8');
      const signedLive = { body, get: signedHeaders(body) };
      const queued = new FakeResponse();
      live(signedLive, queued);
      expect(queued).toMatchObject({ statusCode: 200, body: 'ok' });
    } finally {
      delete process.env.PAYMORA_LIVE;
    }
  });

  // Review 29's M3: a recovery job must not start a second server on the endpoint's port. Review 35's M2: nor need the
  // endpoint's secret, which a CI test without an endpoint does not have.
  it('runs recovery as a command of the same file, without starting the server and without a webhook secret', async () => {
    vi.resetModules();
    const argv = process.argv;
    const urls = stubEmptyEventsPage();
    const before = listened.length;
    const secrets = process.env.PAYMORA_WEBHOOK_SECRETS;
    delete process.env.PAYMORA_WEBHOOK_SECRETS;
    process.argv = [argv[0] ?? 'node', 'express-endpoint.mjs', 'recover', '2026-11-02T10:00:00Z'];
    vi.stubEnv('PAYMORA_API_KEY', 'sk_test_recovery');
    try {
      // @ts-expect-error The sample is plain JavaScript, as readers copy it.
      await import('../../content/samples/webhooks/express-endpoint.mjs');
    } finally {
      process.argv = argv;
      process.env.PAYMORA_WEBHOOK_SECRETS = secrets;
      vi.unstubAllGlobals();
      vi.unstubAllEnvs();
    }
    expect(listened.length).toBe(before);
    expect(urls).toEqual([expect.stringContaining('createdAfter=2026-11-02T10%3A00%3A00Z')]);
  });

  it('on a live endpoint, recovery shares the live check: a recovered "live": false message is logged and not processed, a live one is queued', async () => {
    const log = vi.mocked(console.log);
    vi.resetModules();
    process.env.PAYMORA_LIVE = 'true';
    try {
      // @ts-expect-error The sample is plain JavaScript, as readers copy it.
      const sample: unknown = await import('../../content/samples/webhooks/express-endpoint.mjs');
      if (typeof sample !== 'object' || sample === null || !('recoverMissedEvents' in sample) || typeof sample.recoverMissedEvents !== 'function') throw new Error('the sample exports no recoverMissedEvents');
      const recover = sample.recoverMissedEvents;
      const message = JSON.parse(fixture.rawBody) as Record<string, unknown>;
      const items = [
        { ...message, id: 'evt_recoveredTest1', live: false, deliveryStatus: 'failed' },
        { ...message, id: 'evt_recoveredLive1', live: true, deliveryStatus: 'failed' },
      ];
      const urls: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => {
          urls.push(url);
          return new Response(JSON.stringify({ items }), { status: 200, headers: { 'Content-Type': 'application/json' } });
        }),
      );
      log.mockClear();
      try {
        await recover({ createdAfter: '2026-11-02T10:00:00Z', apiKey: 'sk_live_recovery' });
      } finally {
        vi.unstubAllGlobals();
      }
      // PAYMORA_LIVE picks the live API, where the live key is valid.
      expect(urls).toEqual(['https://api.paymora.example/v1/events?merchantAccount=AcmeShopEUR&createdAfter=2026-11-02T10%3A00%3A00Z&limit=100']);
      expect(log.mock.calls.map(([line]) => String(line))).toEqual(['test message payment.authorised evt_recoveredTest1 acknowledged, not processed', 'received payment.authorised evt_recoveredLive1']);
    } finally {
      delete process.env.PAYMORA_LIVE;
    }
  });

  it('refuses to start without PAYMORA_WEBHOOK_SECRETS', async () => {
    const saved = process.env.PAYMORA_WEBHOOK_SECRETS;
    delete process.env.PAYMORA_WEBHOOK_SECRETS;
    vi.resetModules();
    try {
      // @ts-expect-error The sample is plain JavaScript, as readers copy it.
      await expect(import('../../content/samples/webhooks/express-endpoint.mjs')).rejects.toThrow(/PAYMORA_WEBHOOK_SECRETS is not set/);
    } finally {
      process.env.PAYMORA_WEBHOOK_SECRETS = saved;
    }
  });

  it('refuses to start in production with its in-memory store of handled event ids, which a restart or a second instance loses', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.resetModules();
    try {
      // @ts-expect-error The sample is plain JavaScript, as readers copy it.
      await expect(import('../../content/samples/webhooks/express-endpoint.mjs')).rejects.toThrow(/processedEvents is a Set in memory: replace it with your table/);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it('recovers events from GET /events through the same handling after the signature checks: old events are queued once, page by page, and a later delivery of one is a repeat', async () => {
    const log = vi.mocked(console.log);
    log.mockClear();
    const message = JSON.parse(fixture.rawBody) as Record<string, unknown>;
    // Four days after the events: older than any delivery the endpoint accepts, as events whose retries ran out are.
    vi.setSystemTime(new Date('2026-11-06T11:00:00Z'));
    const event = (id: string) => ({ ...message, id, deliveryStatus: 'failed' });
    const pages = [
      { items: [event('evt_recovered1'), event('evt_recovered2')], nextCursor: 'cur_next' },
      { items: [event('evt_recovered2'), event('evt_recovered3')] },
    ];
    const urls: string[] = [];
    const fetchMock = vi.fn(async (url: string, init?: { headers?: Record<string, string> }) => {
      urls.push(url);
      expect(init?.headers?.['X-Api-Key']).toBe('sk_test_recovery');
      return new Response(JSON.stringify(pages[urls.length - 1]), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    try {
      await recoverMissedEvents({ deliveryStatus: 'failed', onlyEndpoint: true, createdAfter: '2026-11-02T10:00:00Z', apiKey: 'sk_test_recovery' });
    } finally {
      vi.unstubAllGlobals();
      vi.setSystemTime(new Date('2026-11-02T11:15:30Z'));
    }
    expect(urls).toEqual([
      'https://api.sandbox.paymora.example/v1/events?merchantAccount=AcmeShopEUR&createdAfter=2026-11-02T10%3A00%3A00Z&limit=100&deliveryStatus=failed',
      'https://api.sandbox.paymora.example/v1/events?merchantAccount=AcmeShopEUR&createdAfter=2026-11-02T10%3A00%3A00Z&limit=100&deliveryStatus=failed&cursor=cur_next',
    ]);
    const queued = log.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('evt_recovered'));
    expect(queued).toEqual(['received payment.authorised evt_recovered1', 'received payment.authorised evt_recovered2', 'received payment.authorised evt_recovered3']);
    // The endpoint takes a late delivery of a recovered event for a repeat.
    const body = Buffer.from(fixture.rawBody.replace(/"id":\s*"evt_[A-Za-z0-9]+"/, '"id": "evt_recovered1"'), 'utf8');
    const signed = { body, get: signedHeaders(body) };
    expect(call(signed)).toMatchObject({ statusCode: 200, body: 'already processed' });
  });

  it('recovers every event since createdAfter when no deliveryStatus is given, without sending the parameter, for each merchant account the endpoint serves, and refuses to run without one or without createdAfter', async () => {
    const urls = stubEmptyEventsPage();
    try {
      await recoverMissedEvents({ createdAfter: '2026-11-02T10:00:00Z', apiKey: 'sk_test_recovery' });
      // One account at a time, so that no other account's events are handled.
      await recoverMissedEvents({ createdAfter: '2026-11-02T10:00:00Z', apiKey: 'sk_test_recovery', merchantAccounts: ['AcmeShopEUR', 'AcmeShopGBP'] });
      await expect(recoverMissedEvents({ createdAfter: '2026-11-02T10:00:00Z', apiKey: 'sk_test_recovery', merchantAccounts: [] })).rejects.toThrow(/PAYMORA_MERCHANT_ACCOUNTS is not set/);
      await expect(recoverMissedEvents({ createdAfter: '2026-11-02T10:00:00Z', apiKey: '' })).rejects.toThrow(/^PAYMORA_API_KEY is not set/);
      // Without createdAfter, or with one that is no time, nothing is sent (no createdAfter=undefined) and the error names it.
      const calls = urls.length;
      await expect(recoverMissedEvents({ apiKey: 'sk_test_recovery' })).rejects.toThrow(/^createdAfter is missing or not a time \(undefined\)/);
      await expect(recoverMissedEvents({ createdAfter: 'yesterday', apiKey: 'sk_test_recovery' })).rejects.toThrow(/^createdAfter is missing or not a time \("yesterday"\)/);
      expect(urls).toHaveLength(calls);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(urls[0]).toBe('https://api.sandbox.paymora.example/v1/events?merchantAccount=AcmeShopEUR&createdAfter=2026-11-02T10%3A00%3A00Z&limit=100');
    expect(urls.slice(1).map((url) => new URL(url).searchParams.get('merchantAccount'))).toEqual(['AcmeShopEUR', 'AcmeShopGBP']);
  });

  it('with more than one endpoint (no onlyEndpoint), fetches every event since createdAfter whatever deliveryStatus asks, so an event another endpoint keeps retrying is recovered', async () => {
    const log = vi.mocked(console.log);
    log.mockClear();
    const message = JSON.parse(fixture.rawBody) as Record<string, unknown>;
    // This endpoint's delivery failed; another endpoint's is still being retried, so the event shows retrying.
    const missed = { ...message, id: 'evt_otherEndpointRetrying1', deliveryStatus: 'retrying' };
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        const items = new URL(url).searchParams.get('deliveryStatus') === 'failed' ? [] : [missed];
        return new Response(JSON.stringify({ items }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    try {
      await recoverMissedEvents({ deliveryStatus: 'failed', createdAfter: '2026-11-02T10:00:00Z', apiKey: 'sk_test_recovery' });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(urls).toEqual(['https://api.sandbox.paymora.example/v1/events?merchantAccount=AcmeShopEUR&createdAfter=2026-11-02T10%3A00%3A00Z&limit=100']);
    expect(log.mock.calls.map(([line]) => String(line))).toContain('received payment.authorised evt_otherEndpointRetrying1');
  });

  // Fresh review 44 A M1: recovery stopped at the first 429, 5xx or timeout, against the site's retry rules.
  it('tries a page of GET /events again after a timeout, a 5xx or a 429 (waiting its Retry-After), up to 4 tries, and stops at once on any other error', async () => {
    const answers: (() => Response | Promise<never>)[] = [];
    const calls: number[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls.push(Date.now());
        const next = answers.shift();
        if (!next) throw new Error('no answer queued');
        return next();
      }),
    );
    const page = { items: [{ id: 'evt_afterRetries1', type: 'payment.authorised', createdAt: '2026-11-02T10:05:00Z', live: false, data: {} }] };
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    vi.setSystemTime(new Date('2026-11-02T11:15:30Z'));
    try {
      answers.push(() => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')), json(503, { code: 'service_unavailable' }), json(429, { code: 'rate_limited' }, { 'Retry-After': '30' }), json(200, page));
      const recovered = recoverMissedEvents({ createdAfter: '2026-11-02T10:00:00Z', apiKey: 'sk_test_recovery' });
      await vi.advanceTimersByTimeAsync(2_000 + 4_000 + 30_000 + 3_000);
      await recovered;
      // The backoff: at least 2 s, then 4 s, then the 429's 30 s Retry-After rather than its 8 s.
      expect(calls.slice(1).map((at, i) => at - (calls[i] ?? 0)).map((gap) => Math.floor(gap / 1000))).toEqual([2, 4, 30]);
      expect(log.mock.calls.map(([line]) => String(line))).toContain('received payment.authorised evt_afterRetries1');
      // Four 5xx: it stops, and says to run it again.
      answers.push(json(500, {}), json(502, {}), json(503, {}), json(504, {}));
      const failing = expect(recoverMissedEvents({ createdAfter: '2026-11-02T10:00:00Z', apiKey: 'sk_test_recovery' })).rejects.toThrow(/failed 4 times, last with 504: run the recovery again/);
      await vi.advanceTimersByTimeAsync(20_000);
      await failing;
      // A 401 is no passing trouble: no second try.
      calls.length = 0;
      answers.push(json(401, { code: 'invalid_api_key' }));
      await expect(recoverMissedEvents({ createdAfter: '2026-11-02T10:00:00Z', apiKey: 'sk_test_recovery' })).rejects.toThrow(/^GET \/events answered 401/);
      expect(calls).toHaveLength(1);
    } finally {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-02T11:15:30Z'));
      log.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('answers 401 to a message with a valid Paymora-Signature sent again after the delivery tolerance (a replay), or with no, a malformed or a forged delivery signature', () => {
    const body = Buffer.from(fixture.rawBody.replace(/"id":\s*"evt_[A-Za-z0-9]+"/, '"id": "evt_replayed1"'), 'utf8');
    const signature = createHmac('sha256', fixture.secret).update(body).digest('hex');
    const sentAt = Date.now();
    const recorded = deliverySignature(body, sentAt);
    try {
      vi.setSystemTime(new Date(sentAt + 5 * 60 * 1000 + 1000));
      expect(call(request(body, signature, recorded))).toMatchObject({ statusCode: 401 });
      // A t moved forward to pass the tolerance breaks v1.
      expect(call(request(body, signature, recorded.replace(/t=\d+/, `t=${Math.floor(Date.now() / 1000)}`)))).toMatchObject({ statusCode: 401 });
      for (const delivery of [null, 'v1=00', deliverySignature(body, Date.now(), 'whsec_test_other')]) {
        expect(call(request(body, signature, delivery))).toMatchObject({ statusCode: 401 });
      }
      vi.setSystemTime(new Date(sentAt + 5 * 60 * 1000 - 1000));
      expect(call(request(body, signature, recorded))).toMatchObject({ statusCode: 200, body: 'ok' });
    } finally {
      vi.setSystemTime(new Date('2026-11-02T11:15:30Z'));
    }
  });
});

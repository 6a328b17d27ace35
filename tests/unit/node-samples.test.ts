/**
 * The Node.js samples of the pages and of lib/openapi/samples.ts, executed without a network: `fetch` is a
 * stand-in for the sandbox API that answers like content/api/openapi.yaml and records every request that
 * does not match it (tests/unit/support/fake-paymora.ts); Express, which is not a dependency of this site,
 * is a stand-in that records routes and never listens. Each page block runs as the page shows it (copied
 * to tests/.tmp and imported); each Express route is called with a request and must answer as its page
 * says. Browser blocks (DOM, @adyen/adyen-web) are parsed, not run. The files of content/samples/ run in
 * their own tests (hmac-sample, express-endpoint-sample, to-minor-units-sample).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadApi } from '../../lib/openapi/document';
import type { ApiDocument } from '../../lib/openapi/api-document';
import { endpointView } from '../../lib/openapi/endpoint';
import { allOperations } from '../../lib/openapi/operations';
import { generatedSamples } from '../../lib/samples/generated';
import { javascriptKind, javascriptSampleErrors, type JavaScriptKind } from '../../lib/samples/javascript';
import { mdxWithoutFrontMatter, pageFiles, pageSamples, sampleFiles, type Sample } from '../../lib/samples/samples';
import { fakePaymora, TEST_API_KEY, type FakePaymora } from './support/fake-paymora';
import { CONTENT_FOLDER, contentFile } from '../../lib/build/folders';

const root = path.resolve(import.meta.dirname, '../..');
const tmpDir = path.join(root, 'tests/.tmp/node-samples');

// ---- a stand-in Express -------------------------------------------------------------------------------

type Handler = (req: FakeRequest, res: FakeResponse, next?: () => void) => unknown;
interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  get(name: string): string | undefined;
}
interface FakeApp {
  routes: { method: string; path: string; handlers: Handler[] }[];
  listening: unknown[];
}

const express = vi.hoisted(() => {
  const apps: FakeApp[] = [];
  const create = (): FakeApp & Record<string, unknown> => {
    const app: FakeApp & Record<string, unknown> = { routes: [], listening: [] };
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      app[method] = (routePath: string, ...handlers: Handler[]) => {
        app.routes.push({ method: method.toUpperCase(), path: routePath, handlers });
        return app;
      };
    }
    app.use = () => app;
    app.listen = (port: unknown) => {
      app.listening.push(port);
      return { close() {} };
    };
    return app;
  };
  return { apps, create };
});

vi.mock('express', () => {
  const factory = () => {
    const app = express.create();
    express.apps.push(app);
    return app;
  };
  factory.json = (options?: unknown) => ({ json: options ?? {} });
  factory.raw = (options?: unknown) => ({ raw: options ?? {} });
  factory.urlencoded = (options?: unknown) => ({ urlencoded: options ?? {} });
  factory.static = (dir: unknown) => ({ static: dir });
  return { default: factory };
});

class FakeResponse {
  statusCode = 200;
  body: unknown;
  location: string | undefined;
  ended = false;
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  json(body: unknown) {
    this.body = body;
    this.ended = true;
    return this;
  }
  send(body: unknown) {
    this.body = body;
    this.ended = true;
    return this;
  }
  end() {
    this.ended = true;
    return this;
  }
  redirect(statusOrUrl: number | string, url?: string) {
    this.statusCode = typeof statusOrUrl === 'number' ? statusOrUrl : 302;
    this.location = typeof statusOrUrl === 'number' ? url : statusOrUrl;
    this.ended = true;
    return this;
  }
}

function request(method: string, routePath: string, { params = {}, query = {}, body = undefined as unknown } = {}): FakeRequest {
  return { method, path: routePath, params, query, body, get: () => undefined };
}

/** Runs every handler of a route in turn, as Express does when each calls next(). */
async function call(app: FakeApp, method: string, routePath: string, req: FakeRequest): Promise<FakeResponse> {
  const route = app.routes.find((r) => r.method === method && r.path === routePath);
  if (!route) throw new Error(`no ${method} ${routePath}`);
  const res = new FakeResponse();
  for (const handler of route.handlers) {
    // A body parser (express.urlencoded, express.raw) is a stand-in object: the request carries its parsed body already.
    if (typeof handler !== 'function') continue;
    let next = false;
    await handler(req, res, () => (next = true));
    if (!next) break;
  }
  expect(res.ended, `${method} ${routePath} never answered`).toBe(true);
  return res;
}

// ---- the samples ---------------------------------------------------------------------------------------

interface PageBlock extends Sample {
  page: string;
  kind: JavaScriptKind;
}

const blocks: PageBlock[] = pageFiles(path.join(root, CONTENT_FOLDER)).flatMap((file) =>
  pageSamples(file, mdxWithoutFrontMatter(readFileSync(file, 'utf8')), 'javascript').map((sample) => ({
    ...sample,
    page: path.relative(path.join(root, contentFile('docs')), file),
    kind: javascriptKind(sample.code),
  })),
);

let api: ApiDocument;
let paymora: FakePaymora;
const logged: unknown[][] = [];

beforeAll(async () => {
  api = await loadApi();
  paymora = fakePaymora(api);
  vi.stubGlobal('fetch', paymora.fetch);
  vi.stubEnv('PAYMORA_API_KEY', TEST_API_KEY);
  vi.stubEnv('PAYMORA_MERCHANT_ACCOUNT', 'ReaderShopEUR');
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void logged.push(args));
  rmSync(tmpDir, { recursive: true, force: true });
  mkdirSync(tmpDir, { recursive: true });
});

afterEach(() => {
  paymora.reset();
  logged.length = 0;
});

afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  rmSync(tmpDir, { recursive: true, force: true });
});

/** Imports a page block as the page shows it; with `app`, an Express route fragment gets it as its `app`. */
async function runBlock(block: PageBlock, app?: FakeApp): Promise<{ module: Record<string, unknown>; apps: FakeApp[] }> {
  // Express samples go through Vitest, which gives them the stand-in Express. The others are written under a
  // node_modules folder, which Vitest leaves to Node's own loader: Vite's transform rejects a top-level
  // `for await`, which Node runs.
  const dir = block.kind.startsWith('express') ? tmpDir : path.join(tmpDir, 'node_modules/samples');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${block.page.replace(/[/.]/g, '_')}-L${block.line}.mjs`);
  writeFileSync(file, block.code);
  const before = express.apps.length;
  (globalThis as { app?: unknown }).app = app;
  try {
    const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;
    return { module, apps: express.apps.slice(before) };
  } finally {
    delete (globalThis as { app?: unknown }).app;
  }
}

/** A route the page says to add beside an app's sample, run as one file with it, so that it calls the app's helpers. */
function besideApp(appBlock: PageBlock, route: PageBlock): PageBlock {
  return { ...route, kind: appBlock.kind, code: `${appBlock.code}\n${route.code}` };
}

function blockOf(page: string, kind: JavaScriptKind, marker: string): PageBlock {
  const found = blocks.filter((b) => b.page === page && b.kind === kind && b.code.includes(marker));
  if (found.length !== 1) throw new Error(`${found.length} ${kind} blocks on ${page} with ${marker}`);
  return found[0] as PageBlock;
}

/** The blocks the tests below run, by page, kind and a text only that block has (its route, for Express). */
const RUN = {
  getTheKey: ['get-started/get-the-key.mdx', 'fetch', 'await fetch('],
  paymentLinks: ['payment-gateway/payment-links/api/get-payment-links.mdx', 'fetch', 'paymentLinks('],
  tokenPayment: ['payment-gateway/payments/token-payment.mdx', 'fetch', 'chargeRenewal('],
  checkoutPay: ['hosted-checkout/basic-checkout-request.mdx', 'express-app', "'/checkout/pay'"],
  checkoutReturn: ['hosted-checkout/hosted-checkout-status.mdx', 'express-route', "'/checkout/return'"],
  paymoraSession: ['payment-gateway/paymora-components/basic-session-request.mdx', 'express-app', "'/api/checkout/session'"],
  paymoraStatus: ['payment-gateway/paymora-components/checkout-session-status.mdx', 'express-route', "'/checkout/confirmation'"],
  adyenSession: ['payment-gateway/adyen-components/basic-session-request.mdx', 'express-app', "'/api/checkout/adyen-session'"],
  adyenStatus: ['payment-gateway/adyen-components/checkout-session-status.mdx', 'express-route', "'/api/checkout/adyen-session/:sessionId'"],
  paymoraReturnSession: ['payment-gateway/paymora-components/web-component.mdx', 'express-route', "'/api/checkout/session/:sessionId'"],
  paymentDetails: ['payment-gateway/payments/additional-details.mdx', 'express-app', "'/checkout/return'"],
  encryptedCardPay: ['payment-gateway/payments/encrypted-card-data.mdx', 'express-app', "'/api/checkout/pay'"],
} as const satisfies Record<string, readonly [string, JavaScriptKind, string]>;
const specBlock = ([page, kind, marker]: readonly [string, JavaScriptKind, string]) => blockOf(page, kind, marker);
const block = (name: keyof typeof RUN) => specBlock(RUN[name]);

/**
 * The wait between a shopper-facing endpoint's two tries of a create call: a second after a 409, a 429's
 * Retry-After, and no second try when Retry-After asks for more than 5 s (the shopper's time budget). `ask` calls
 * the endpoint once `prepare` has queued what it reads first; `created` checks its answer after a second try that
 * succeeded. Returns the answer to the 429 that is not waited for.
 */
async function expectRetryWaits(operation: string, ask: () => Promise<FakeResponse>, created: (res: FakeResponse) => void, prepare = () => {}): Promise<FakeResponse> {
  const tries = () => paymora.calls.filter((c) => c.operationId === operation).map((c) => c.status);
  for (const [first, waitMs] of [
    [{ status: 409, body: { code: 'request_in_progress' } }, 1_000],
    [{ status: 429, body: { code: 'rate_limited' }, headers: { 'Retry-After': '3' } }, 3_000],
  ] as const) {
    paymora.reset();
    prepare();
    paymora.answer(operation, first, {});
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const asked = ask();
      await vi.advanceTimersByTimeAsync(waitMs - 100);
      expect(tries(), `after a ${first.status}, no second try before ${waitMs} ms`).toEqual([first.status]);
      await vi.advanceTimersByTimeAsync(100);
      created(await asked);
    } finally {
      vi.useRealTimers();
    }
    expect(tries()).toEqual([first.status, 201]);
  }
  paymora.reset();
  prepare();
  paymora.answer(operation, { status: 429, body: { code: 'rate_limited' }, headers: { 'Retry-After': '30' } });
  const refused = await ask();
  expect(tries()).toEqual([429]);
  expect(paymora.problems).toEqual([]);
  return refused;
}

/**
 * A shopper-facing endpoint's create call frees the connection of every answer it does not read, the last failed one
 * too, and takes a 2xx whose body is cut off as a lost answer: tried once more with the same key, never an exception
 * (cancel() rejects on a body that was read). `failed` checks the endpoint's answer when both tries fail. Neither
 * case creates anything, so the endpoint's order is as before.
 */
async function expectAnswersFreed(ask: () => Promise<FakeResponse>, failed: (res: FakeResponse) => void): Promise<void> {
  const cancelled: number[] = [];
  const bytes = (text: string) => new TextEncoder().encode(text);
  // A 5xx whose body is never read: only cancel() frees it.
  const unread = (status: number) =>
    new Response(new ReadableStream({ start: (c) => c.enqueue(bytes('{"code":"internal_error"}')), cancel: () => void cancelled.push(status) }), { status, headers: { 'Content-Type': 'application/json' } });
  // A 201 whose connection drops halfway through the body.
  const cutOff = () =>
    new Response(new ReadableStream({ start: (c) => { c.enqueue(bytes('{"id":"chk_8Tn')); c.error(new TypeError('terminated')); } }), { status: 201, headers: { 'Content-Type': 'application/json' } });
  const keys: (string | null)[] = [];
  const answer = (make: () => Response) => (_url: unknown, init?: RequestInit) => {
    keys.push(new Headers(init?.headers).get('Idempotency-Key'));
    return Promise.resolve(make());
  };
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementationOnce(answer(() => unread(500))).mockImplementationOnce(answer(() => unread(503)));
  try {
    failed(await ask());
    expect(cancelled, 'both unread 5xx answers are cancelled, the last one too').toEqual([500, 503]);
    fetchSpy.mockImplementationOnce(answer(cutOff)).mockImplementationOnce(answer(cutOff));
    failed(await ask());
  } finally {
    fetchSpy.mockRestore();
  }
  expect(keys).toHaveLength(4);
  expect(new Set(keys).size, 'every try of one attempt sends its one key').toBe(1);
  expect(paymora.calls).toEqual([]);
}

/**
 * A route that reads a session finds the order by the session id in its URL: none has it before the order's session
 * is created, or for another session id (a forged or stale link). A page route then shows the basket (/cart), an API
 * route answers 404 (the return page's "We could not find this payment"), in either case without calling Paymora.
 * Leaves the app's order with the session `created` (POSTed to `sessionRoute`).
 */
async function expectNoOrderForSession(app: FakeApp, sessionRoute: string, route: string, requestFor: (sessionId: string) => FakeRequest, created: Record<string, unknown>): Promise<void> {
  const refused = (res: FakeResponse) => {
    if (route.includes(':')) expect(res.statusCode).toBe(404);
    else expect(res.location).toBe('/cart');
  };
  paymora.reset();
  refused(await call(app, 'GET', route, requestFor(String(created.id))));
  refused(await call(app, 'GET', route, requestFor('')));
  expect(paymora.calls).toEqual([]);
  paymora.answer('createSession', { body: created });
  expect((await call(app, 'POST', sessionRoute, request('POST', sessionRoute))).body).toMatchObject({ id: created.id });
  paymora.reset();
  refused(await call(app, 'GET', route, requestFor('ses_someoneElse')));
  expect(paymora.calls).toEqual([]);
}

// ---- the page blocks, each with what its page says it does ---------------------------------------------

describe('Node.js blocks of the pages, run against the fake sandbox API', () => {
  it('finds the blocks and sorts them: Express apps, Express routes, fetch scripts, browser code', () => {
    const counts = Object.fromEntries((['express-app', 'express-route', 'fetch', 'plain', 'browser'] as const).map((k) => [k, blocks.filter((b) => b.kind === k).length]));
    expect(counts).toEqual({ 'express-app': 5, 'express-route': 4, fetch: 3, plain: 0, browser: 10 });
  });

  it('get-the-key: creates a checkout with a new idempotency key and prints it', async () => {
    await runBlock(block('getTheKey'));
    expect(paymora.problems).toEqual([]);
    expect(paymora.calls.map((c) => c.operationId)).toEqual(['createCheckout']);
    expect(paymora.calls[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // The first call runs as pasted once the reader has set their key and their merchant account.
    expect(paymora.calls[0]?.body).toMatchObject({ merchantAccount: 'ReaderShopEUR' });
    expect(logged).toEqual([[expect.objectContaining({ id: 'chk_8Tn2Xw4Qa', url: 'https://checkout.paymora.example/c/chk_8Tn2Xw4Qa' })]]);
  });

  it('get-payment-links: follows nextCursor until the last page, printing each link', async () => {
    const [first] = (endpointView(api, 'listPaymentLinks')?.exampleResponse as { items: { id: string }[] }).items;
    paymora.answer('listPaymentLinks', { body: { items: [first], nextCursor: 'cur_page2' } }, { body: { items: [{ ...first, id: 'plk_second', reference: 'invoice-2' }] } });
    await runBlock(block('paymentLinks'));
    expect(paymora.problems).toEqual([]);
    expect(paymora.calls.map((c) => c.query)).toEqual([
      { status: 'active', limit: '100' },
      { status: 'active', limit: '100', cursor: 'cur_page2' },
    ]);
    expect(logged.map((args) => args.slice(0, 2))).toEqual([
      [first?.id, 'invoice-2026-0412'],
      ['plk_second', 'invoice-2'],
    ]);
  });

  it('token-payment: charges the renewal, retries a 503 with the same key, waits for Retry-After on a 429, reports a refusal by its code, and keeps the status of an answer that is not JSON', async () => {
    const { module } = await runBlock(block('tokenPayment'));
    const chargeRenewal = module.chargeRenewal as (renewal: object) => Promise<Record<string, unknown>>;
    const renewal = { reference: 'subscription-5531-2026-11', tokenId: 'tok_3Lm8Rv2Kd', shopperReference: 'shopper-5531', amount: { value: 1790, currency: 'EUR' }, idempotencyKey: '7d9e2b1c-3f4a-4c8e-9b2d-1a6f5e4c3b2a' };
    expect(await chargeRenewal(renewal)).toEqual({ outcome: 'authorised', paymentId: 'pay_4Hs8Lq2Zr', refusalReason: undefined, merchantAdvice: undefined });
    expect(paymora.problems).toEqual([]);
    // The renewal's own amount, not a fixed one.
    expect(paymora.calls.map((c) => (c.body as { amount: unknown }).amount)).toEqual([renewal.amount]);

    paymora.reset();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      paymora.answer('createPayment', { status: 503, body: { code: 'service_unavailable' } }, {});
      const charged = chargeRenewal(renewal);
      // 2 s of backoff plus up to 1 s of jitter.
      await vi.advanceTimersByTimeAsync(3_000);
      expect(await charged).toMatchObject({ outcome: 'authorised' });
    } finally {
      vi.useRealTimers();
    }
    expect(paymora.calls.map((c) => [c.status, c.headers['idempotency-key']])).toEqual([
      [503, renewal.idempotencyKey],
      [201, renewal.idempotencyKey],
    ]);

    // A 429 waits for its Retry-After (30 s here), not only the 2 s of the first backoff.
    paymora.reset();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      paymora.answer('createPayment', { status: 429, body: { code: 'rate_limited' }, headers: { 'Retry-After': '30' } }, {});
      const charged = chargeRenewal(renewal);
      await vi.advanceTimersByTimeAsync(29_000);
      expect(paymora.calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await charged).toMatchObject({ outcome: 'authorised' });
    } finally {
      vi.useRealTimers();
    }
    expect(paymora.calls.map((c) => c.status)).toEqual([429, 201]);

    // Four 503s: three waits of 2, 4 and 8 s (each plus up to 1 s of jitter), and none after the last try.
    paymora.reset();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const unavailable = { status: 503, body: { code: 'service_unavailable' } };
      paymora.answer('createPayment', unavailable, unavailable, unavailable, unavailable);
      let settled: Record<string, unknown> | undefined;
      void chargeRenewal(renewal).then((r) => (settled = r));
      await vi.advanceTimersByTimeAsync(17_000);
      expect(paymora.calls).toHaveLength(4);
      expect(settled).toEqual({ outcome: 'unknown' });
    } finally {
      vi.useRealTimers();
    }

    paymora.reset();
    paymora.answer('createPayment', { status: 422, body: { code: 'token_disabled', message: 'The token is disabled.' } });
    expect(await chargeRenewal(renewal)).toEqual({ outcome: 'not_charged', code: 'token_disabled' });
    // Review 30's M1: the key's first request was another body and may have charged: unknown, never "not charged".
    paymora.reset();
    paymora.answer('createPayment', { status: 422, body: { code: 'idempotency_key_reused', message: 'This idempotency key was used with a different request.' } });
    expect(await chargeRenewal(renewal)).toEqual({ outcome: 'unknown', code: 'idempotency_key_reused' });

    // A proxy's HTML page, not a Paymora error: the status and body are kept, nothing throws.
    const page = '<html><body>403 Forbidden</body></html>';
    const proxy = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(page, { status: 403, headers: { 'Content-Type': 'text/html' } }));
    try {
      expect(await chargeRenewal(renewal)).toEqual({ outcome: 'not_charged', status: 403, body: page });
    } finally {
      proxy.mockRestore();
    }
  });

  it('hosted checkout: POST /checkout/pay creates the checkout once per attempt, reads the stored one first, and starts the next attempt when it can no longer be paid', async () => {
    const { apps } = await runBlock(block('checkoutPay'));
    const [app] = apps as [FakeApp];
    expect(app.listening).toEqual([3000]);
    const pay = () => call(app, 'POST', '/checkout/pay', request('POST', '/checkout/pay'));
    // No checkout stored yet: a 5xx that persists ends on the error page, after one retry with the same key.
    paymora.answer('createCheckout', { status: 500, body: { code: 'internal_error' } }, { status: 500, body: { code: 'internal_error' } });
    expect((await pay()).location).toBe('/checkout?error=payment_unavailable');
    expect(paymora.calls.map((c) => c.headers['idempotency-key'])).toEqual(['shop-eu:order-10293:checkout-3:1', 'shop-eu:order-10293:checkout-3:1']);
    paymora.reset();
    await expectAnswersFreed(pay, (res) => expect(res.location).toBe('/checkout?error=payment_unavailable'));
    // A network error on the first try: the second, with the same key and a timeout, creates the checkout.
    paymora.reset();
    const signals: unknown[] = [];
    const failing = vi.spyOn(globalThis, 'fetch').mockImplementationOnce((_url, init) => {
      signals.push(init?.signal);
      return Promise.reject(new TypeError('fetch failed'));
    });
    let res: FakeResponse;
    try {
      res = await pay();
    } finally {
      failing.mockRestore();
    }
    expect(paymora.problems).toEqual([]);
    expect([res.statusCode, res.location]).toEqual([303, 'https://checkout.paymora.example/c/chk_8Tn2Xw4Qa']);
    expect(signals[0]).toBeInstanceOf(AbortSignal);
    expect(paymora.calls.map((c) => c.headers['idempotency-key'])).toEqual(['shop-eu:order-10293:checkout-3:1']);

    // The order now has a checkout: the endpoint reads it (its status now, not a same-key replay) before anything else.
    const open = { ...(endpointView(api, 'getCheckout')?.exampleResponse as object), status: 'open', paymentId: undefined, paymentStatus: undefined, paymentMethod: undefined };
    paymora.reset();
    paymora.answer('getCheckout', { body: open });
    expect((await pay()).location).toBe('https://checkout.paymora.example/c/chk_8Tn2Xw4Qa');
    expect(paymora.calls.map((c) => [c.operationId, c.path])).toEqual([['getCheckout', '/checkouts/chk_8Tn2Xw4Qa']]);
    // Paid, or a payment still in progress (on an open or an expired checkout): no second payable checkout.
    paymora.reset();
    paymora.answer('getCheckout', { body: { ...open, status: 'completed', paymentId: 'pay_4Hs8Lq2Zr', paymentStatus: 'captured' } });
    expect((await pay()).location).toBe('/orders/order-10293');
    for (const status of ['open', 'expired']) {
      paymora.answer('getCheckout', { body: { ...open, status, paymentId: 'pay_4Hs8Lq2Zr', paymentStatus: 'received' } });
      expect((await pay()).location).toBe('/orders/order-10293/confirming');
    }
    // Expired by you while its payment was in progress, and that payment authorised since: paid, never a second checkout;
    // for an older basket, flagged.
    paymora.answer('getCheckout', { body: { ...open, status: 'expired', paymentId: 'pay_4Hs8Lq2Zr', paymentStatus: 'authorised' } });
    expect((await pay()).location).toBe('/orders/order-10293');
    paymora.answer('getCheckout', { body: { ...open, status: 'expired', amount: { value: 1999, currency: 'EUR' }, paymentId: 'pay_4Hs8Lq2Zr', paymentStatus: 'captured' } });
    expect((await pay()).location).toBe('/orders/order-10293/basket-changed');
    expect(paymora.calls.every((c) => c.operationId === 'getCheckout')).toBe(true);
    // Abandoned (the shopper pressed Cancel), then expired with no payment: each time a new checkout, keyed on the dead one.
    let dead = 'chk_8Tn2Xw4Qa';
    for (const [next, status] of [[2, 'abandoned'], [3, 'expired']] as const) {
      paymora.reset();
      paymora.answer('getCheckout', { body: { ...open, id: dead, status } });
      paymora.answer('createCheckout', { body: { ...open, id: `chk_nextAttempt${next}`, url: `https://checkout.paymora.example/c/chk_nextAttempt${next}` } });
      expect((await pay()).location).toBe(`https://checkout.paymora.example/c/chk_nextAttempt${next}`);
      expect(paymora.problems).toEqual([]);
      expect(paymora.calls.map((c) => [c.operationId, c.path, c.headers['idempotency-key']])).toEqual([
        ['getCheckout', `/checkouts/${dead}`, undefined],
        ['createCheckout', '/checkouts', `shop-eu:${dead}:renew-3:1`],
      ]);
      dead = `chk_nextAttempt${next}`;
    }
    // A second click while the first is creating the new checkout reads the same dead checkout, and sends the same key:
    // Paymora creates one checkout, not two payable ones.
    paymora.reset();
    paymora.answer('getCheckout', { body: { ...open, id: dead, status: 'expired' } });
    let secondClick: Promise<FakeResponse> | undefined;
    paymora.answer('createCheckout', () => {
      secondClick ??= pay();
      return { body: { ...open, id: 'chk_nextAttempt4', url: 'https://checkout.paymora.example/c/chk_nextAttempt4' } };
    });
    await pay();
    await secondClick;
    expect(paymora.problems).toEqual([]);
    const creates = paymora.calls.filter((c) => c.operationId === 'createCheckout').map((c) => c.headers['idempotency-key']);
    expect(creates).toEqual([`shop-eu:${dead}:renew-3:1`, `shop-eu:${dead}:renew-3:1`]);
    // Open, but for an older basket at another amount: expired first, then a new checkout keyed on it.
    paymora.reset();
    paymora.answer('getCheckout', { body: { ...open, id: 'chk_nextAttempt4', amount: { value: 1999, currency: 'EUR' } } });
    paymora.answer('createCheckout', { body: { ...open, id: 'chk_newBasket04', url: 'https://checkout.paymora.example/c/chk_newBasket04' } });
    expect((await pay()).location).toBe('https://checkout.paymora.example/c/chk_newBasket04');
    expect(paymora.problems).toEqual([]);
    expect(paymora.calls.map((c) => [c.operationId, c.path, c.headers['idempotency-key']])).toEqual([
      ['getCheckout', '/checkouts/chk_nextAttempt4', undefined],
      ['expireCheckout', '/checkouts/chk_nextAttempt4/expire', 'shop-eu:chk_nextAttempt4:expire:1'],
      ['createCheckout', '/checkouts', 'shop-eu:chk_nextAttempt4:renew-3:1'],
    ]);
    // Completed, but for an older basket (paid in another tab): not the order paid, and no new checkout either.
    const oldBasket = { ...open, id: 'chk_newBasket04', status: 'completed', amount: { value: 1999, currency: 'EUR' }, paymentId: 'pay_4Hs8Lq2Zr', paymentStatus: 'authorised' };
    paymora.reset();
    paymora.answer('getCheckout', { body: oldBasket });
    expect((await pay()).location).toBe('/orders/order-10293/basket-changed');
    expect(paymora.calls.map((c) => c.operationId)).toEqual(['getCheckout']);
    // The same when the old basket's checkout is paid just before the expire call: its 422 is read as paid, not as an outage.
    paymora.reset();
    paymora.answer('getCheckout', { body: { ...open, id: 'chk_newBasket04', amount: { value: 1999, currency: 'EUR' } } }, { body: oldBasket });
    paymora.answer('expireCheckout', { status: 422, body: { code: 'checkout_completed', message: 'The checkout was completed.' } });
    expect((await pay()).location).toBe('/orders/order-10293/basket-changed');
    expect(paymora.problems).toEqual([]);
    expect(paymora.calls.map((c) => c.operationId)).toEqual(['getCheckout', 'expireCheckout', 'getCheckout']);
    // A 409 waits a second, a 429 its Retry-After, within the shopper's time budget (each time after reading an abandoned checkout).
    const tooLong = await expectRetryWaits('createCheckout', pay, (res) => expect(res.location).toBe('https://checkout.paymora.example/c/chk_8Tn2Xw4Qa'), () => paymora.answer('getCheckout', { body: { ...open, status: 'abandoned' } }));
    expect(tooLong.location).toBe('/checkout?error=payment_unavailable');
    // The endpoint reads the order's checkout again from here on; the status route below reads it by the id in the URL.
    paymora.reset();

    // The status route of /hosted-checkout/hosted-checkout-status, added beside this app's endpoint and helper.
    const [returnApp] = (await runBlock(besideApp(block('checkoutPay'), block('checkoutReturn')))).apps as [FakeApp];
    const back = (query: Record<string, string>) => call(returnApp, 'GET', '/checkout/return', request('GET', '/checkout/return', { query }));
    // The route finds the order by the checkout id in the URL: none has it before its checkout is created (a forged or
    // stale link), which shows the basket without calling Paymora.
    paymora.reset();
    expect((await back({ checkoutId: 'chk_8Tn2Xw4Qa' })).location).toBe('/cart');
    expect((await back({})).location).toBe('/cart');
    expect(paymora.calls).toEqual([]);
    expect((await call(returnApp, 'POST', '/checkout/pay', request('POST', '/checkout/pay'))).location).toBe('https://checkout.paymora.example/c/chk_8Tn2Xw4Qa');
    expect((await back({ checkoutId: 'chk_someoneElse' })).location).toBe('/cart');
    paymora.reset();
    const completed = endpointView(api, 'getCheckout')?.exampleResponse as object;
    // A payment still in progress on the open checkout (a voucher, a bank's page): confirming, not paid and not the basket.
    paymora.answer('getCheckout', { body: { ...completed, status: 'open', paymentStatus: 'received' } });
    expect((await back({ checkoutId: 'chk_8Tn2Xw4Qa' })).location).toBe('/orders/order-10293/confirming');
    expect(paymora.calls.map((c) => [c.operationId, c.path])).toEqual([['getCheckout', '/checkouts/chk_8Tn2Xw4Qa']]);
    paymora.answer('getCheckout', { body: { ...completed, status: 'completed' } });
    expect((await back({ checkoutId: 'chk_8Tn2Xw4Qa' })).location).toBe('/orders/order-10293/thank-you');
    // Expired by you while its payment was in progress, and that payment authorised since: paid; refused since: not paid.
    paymora.answer('getCheckout', { body: { ...completed, status: 'expired', paymentId: 'pay_4Hs8Lq2Zr', paymentStatus: 'authorised' } });
    expect((await back({ checkoutId: 'chk_8Tn2Xw4Qa' })).location).toBe('/orders/order-10293/thank-you');
    paymora.answer('getCheckout', { body: { ...completed, status: 'expired', paymentId: 'pay_4Hs8Lq2Zr', paymentStatus: 'refused' } });
    expect((await back({ checkoutId: 'chk_8Tn2Xw4Qa' })).location).toBe('/cart');
    // A completed checkout whose authorisation was released since (a return link reopened days later) is not paid.
    for (const released of ['cancelled', 'expired']) {
      paymora.answer('getCheckout', { body: { ...completed, status: 'completed', paymentId: 'pay_4Hs8Lq2Zr', paymentStatus: released } });
      expect((await back({ checkoutId: 'chk_8Tn2Xw4Qa' })).location, released).toBe('/cart');
      paymora.answer('getCheckout', { body: { ...completed, status: 'completed', paymentId: 'pay_4Hs8Lq2Zr', paymentStatus: released, paymentMethod: { type: 'sepadirectdebit', mandateReference: 'PMR-4HS8LQ2ZR-0001' } } });
      expect((await back({ checkoutId: 'chk_8Tn2Xw4Qa' })).location, `${released} debit`).toBe('/cart');
    }
    // A SEPA Direct Debit completes the checkout with a mandate only: the shopper is told it is being confirmed.
    paymora.answer('getCheckout', { body: { ...completed, status: 'completed', paymentMethod: { type: 'sepadirectdebit', mandateReference: 'PMR-4HS8LQ2ZR-0001' } } });
    expect((await back({ checkoutId: 'chk_8Tn2Xw4Qa' })).location).toBe('/orders/order-10293/confirming');
    // Paid for an older basket (another amount or currency): flagged as the create endpoint does, not a bare error.
    paymora.answer('getCheckout', { body: { ...completed, status: 'completed', amount: { value: 1, currency: 'EUR' } } });
    expect((await back({ checkoutId: 'chk_8Tn2Xw4Qa' })).location).toBe('/orders/order-10293/basket-changed');
    paymora.answer('getCheckout', { body: { ...completed, status: 'completed', amount: { value: 2500, currency: 'GBP' } } });
    expect((await back({ checkoutId: 'chk_8Tn2Xw4Qa' })).location).toBe('/orders/order-10293/basket-changed');
    // Another order's checkout: nothing to act on.
    paymora.answer('getCheckout', { body: { ...completed, status: 'completed', reference: 'someone-elses-order' } });
    expect((await back({ checkoutId: 'chk_8Tn2Xw4Qa' })).statusCode).toBe(400);
    // The shopper has just paid: a lookup that fails is tried once more (with a timeout), and if it still fails the
    // shopper is told the payment is being confirmed, never sent back to the basket to pay again.
    paymora.reset();
    paymora.answer('getCheckout', { status: 503, body: { code: 'service_unavailable' } }, { body: { ...completed, status: 'completed' } });
    expect((await back({ checkoutId: 'chk_8Tn2Xw4Qa' })).location).toBe('/orders/order-10293/thank-you');
    paymora.reset();
    paymora.answer('getCheckout', { status: 500, body: { code: 'internal_error' } }, { status: 500, body: { code: 'internal_error' } });
    expect((await back({ checkoutId: 'chk_8Tn2Xw4Qa' })).location).toBe('/orders/order-10293/confirming');
    expect(paymora.calls.map((c) => c.operationId)).toEqual(['getCheckout', 'getCheckout']);
    const lookupSignals: unknown[] = [];
    const lost = vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
      lookupSignals.push(init?.signal);
      return Promise.reject(new TypeError('fetch failed'));
    });
    try {
      expect((await back({ checkoutId: 'chk_8Tn2Xw4Qa' })).location).toBe('/orders/order-10293/confirming');
    } finally {
      lost.mockRestore();
    }
    expect(lookupSignals).toHaveLength(2);
    expect(lookupSignals.every((signal) => signal instanceof AbortSignal)).toBe(true);
    expect(paymora.problems).toEqual([]);
  });

  for (const [integration, sessionBlock, sessionRoute, statusBlock, statusRoute] of [
    ['paymora-components', 'paymoraSession', '/api/checkout/session', 'paymoraStatus', '/checkout/confirmation'],
    ['adyen-components', 'adyenSession', '/api/checkout/adyen-session', 'adyenStatus', '/api/checkout/adyen-session/:sessionId'],
  ] as const) {
    it(`${integration}: POST ${sessionRoute} creates a session and returns what the component needs; GET ${statusRoute} reads it`, async () => {
      const { apps } = await runBlock(block(sessionBlock));
      const [app] = apps as [FakeApp];
      const session = endpointView(api, 'getSession')?.exampleResponse as Record<string, unknown>;
      const later = new Date(Date.now() + 3_600_000).toISOString();
      await expectAnswersFreed(
        () => call(app, 'POST', sessionRoute, request('POST', sessionRoute)),
        (res) => expect([res.statusCode, res.body]).toEqual([502, { error: 'payment_session_unavailable' }]),
      );
      paymora.answer('createSession', { body: { ...session, status: 'active', expiresAt: later, integration, adyenSessionId: 'CS1A2B3C4D5E' } });
      const res = await call(app, 'POST', sessionRoute, request('POST', sessionRoute));
      expect(paymora.problems).toEqual([]);
      expect(paymora.calls.map((c) => [c.operationId, (c.body as { integration: string }).integration, c.headers['idempotency-key']])).toEqual([['createSession', integration, 'shop-eu:order-10293:session-3:1']]);
      expect(res.body).toMatchObject({ id: session.id, sessionData: session.sessionData, clientKey: session.clientKey, environment: session.environment });
      // The order now has a session: the endpoint reads it (its status now, not a same-key replay) before anything else.
      const ask = () => call(app, 'POST', sessionRoute, request('POST', sessionRoute));
      paymora.reset();
      paymora.answer('getSession', { body: { ...session, status: 'active', paymentId: undefined, paymentStatus: undefined, expiresAt: later, integration, adyenSessionId: 'CS1A2B3C4D5E' } });
      expect((await ask()).body).toMatchObject({ status: 'active', id: session.id });
      expect(paymora.calls.map((c) => [c.operationId, c.path])).toEqual([['getSession', `/sessions/${session.id}`]]);
      // Paid, or a payment still confirming (past expiresAt too): no second payable session, whatever expiresAt says.
      const earlier = new Date(Date.now() - 60_000).toISOString();
      paymora.reset();
      paymora.answer('getSession', { body: { ...session, status: 'completed', expiresAt: earlier } });
      expect((await ask()).body).toEqual({ status: 'paid', id: session.id });
      paymora.answer('getSession', { body: { ...session, status: 'active', paymentStatus: 'received', expiresAt: earlier } });
      expect((await ask()).body).toEqual({ status: 'confirming', id: session.id });
      paymora.answer('getSession', { body: { ...session, status: 'expired', paymentStatus: 'received', expiresAt: earlier } });
      expect((await ask()).body).toEqual({ status: 'confirming', id: session.id });
      // Expired by you while its payment was confirming, and that payment authorised since: paid, never a second session.
      paymora.answer('getSession', { body: { ...session, status: 'expired', paymentStatus: 'authorised', expiresAt: earlier } });
      expect((await ask()).body).toEqual({ status: 'paid', id: session.id });
      expect(paymora.calls.every((c) => c.operationId === 'getSession')).toBe(true);
      // Expired with no payment: a new session keyed on the dead one; a timeout on the first try is retried with the same key.
      paymora.reset();
      paymora.answer('getSession', { body: { ...session, status: 'expired', paymentId: undefined, paymentStatus: undefined, expiresAt: earlier, integration } });
      paymora.answer('createSession', { body: { ...session, id: 'ses_nextAttempt2', status: 'active', expiresAt: later, integration, adyenSessionId: 'CS1A2B3C4D5E' } });
      const real = globalThis.fetch;
      const signals: unknown[] = [];
      let failedOnce = false;
      const failing = vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
        signals.push(init?.signal);
        if (init?.method === 'POST' && !failedOnce) {
          failedOnce = true;
          return Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'));
        }
        return real(url, init);
      });
      let renewed: FakeResponse;
      try {
        renewed = await ask();
      } finally {
        failing.mockRestore();
      }
      expect(signals.every((signal) => signal instanceof AbortSignal)).toBe(true);
      expect(paymora.problems).toEqual([]);
      expect(paymora.calls.map((c) => [c.operationId, c.headers['idempotency-key']])).toEqual([['getSession', undefined], ['createSession', `shop-eu:${session.id as string}:renew-3:1`]]);
      expect(renewed.body).toMatchObject({ status: 'active', id: 'ses_nextAttempt2' });
      // The stored session is now the new one; a 5xx that persists ends in a 502, after one retry with the same key.
      paymora.reset();
      paymora.answer('getSession', { body: { ...session, id: 'ses_nextAttempt2', status: 'expired', paymentId: undefined, paymentStatus: undefined, expiresAt: earlier, integration } });
      paymora.answer('createSession', { status: 500, body: { code: 'internal_error' } });
      expect((await ask()).statusCode).toBe(502);
      expect(paymora.calls.map((c) => [c.operationId, c.path, c.headers['idempotency-key']])).toEqual([
        ['getSession', '/sessions/ses_nextAttempt2', undefined],
        ['createSession', '/sessions', 'shop-eu:ses_nextAttempt2:renew-3:1'],
        ['createSession', '/sessions', 'shop-eu:ses_nextAttempt2:renew-3:1'],
      ]);
      // A second request while the first is creating the new session reads the same expired session, and sends the same
      // key: Paymora creates one session, not two.
      paymora.reset();
      paymora.answer('getSession', { body: { ...session, id: 'ses_nextAttempt2', status: 'expired', paymentId: undefined, paymentStatus: undefined, expiresAt: earlier, integration } });
      let secondAsk: Promise<FakeResponse> | undefined;
      paymora.answer('createSession', () => {
        secondAsk ??= ask();
        return { body: { ...session, id: 'ses_nextAttempt3', status: 'active', expiresAt: later, integration, adyenSessionId: 'CS1A2B3C4D5E' } };
      });
      await ask();
      await secondAsk;
      expect(paymora.problems).toEqual([]);
      const creates = paymora.calls.filter((c) => c.operationId === 'createSession').map((c) => c.headers['idempotency-key']);
      expect(creates).toEqual(['shop-eu:ses_nextAttempt2:renew-3:1', 'shop-eu:ses_nextAttempt2:renew-3:1']);
      // Active, but created for an older basket at another amount or currency: expired, then the next attempt.
      for (const amount of [{ value: 1999, currency: 'EUR' }, { value: 2500, currency: 'GBP' }]) {
        paymora.reset();
        paymora.answer('getSession', { body: { ...session, status: 'active', amount, paymentId: undefined, paymentStatus: undefined, expiresAt: later, integration, adyenSessionId: 'CS1A2B3C4D5E' } });
        paymora.answer('createSession', { body: { ...session, id: 'ses_newBasket01', status: 'active', expiresAt: later, integration, adyenSessionId: 'CS1A2B3C4D5E' } });
        expect((await ask()).body).toMatchObject({ status: 'active', id: 'ses_newBasket01' });
        expect(paymora.problems).toEqual([]);
        const [read, expire, create] = paymora.calls;
        expect([read?.operationId, expire?.operationId, create?.operationId, paymora.calls.length]).toEqual(['getSession', 'expireSession', 'createSession', 3]);
        expect(expire?.path).toBe(`${read?.path}/expire`);
      }
      // Completed for an older basket (paid in another tab), or so when the expire call answers 422: not the order paid.
      const oldBasket = { ...session, id: 'ses_newBasket01', status: 'completed', amount: { value: 1999, currency: 'EUR' }, paymentStatus: 'authorised', expiresAt: later, integration };
      paymora.reset();
      paymora.answer('getSession', { body: oldBasket });
      expect((await ask()).body).toEqual({ status: 'basket_changed', id: 'ses_newBasket01' });
      expect(paymora.calls.map((c) => c.operationId)).toEqual(['getSession']);
      paymora.reset();
      paymora.answer('getSession', { body: { ...oldBasket, status: 'active', paymentId: undefined, paymentStatus: undefined, adyenSessionId: 'CS1A2B3C4D5E' } }, { body: oldBasket });
      paymora.answer('expireSession', { status: 422, body: { code: 'session_completed', message: 'The session was completed.' } });
      expect((await ask()).body).toEqual({ status: 'basket_changed', id: 'ses_newBasket01' });
      expect(paymora.problems).toEqual([]);
      expect(paymora.calls.map((c) => c.operationId)).toEqual(['getSession', 'expireSession', 'getSession']);
      // A completed session whose authorisation was released is not paid: the next attempt too.
      paymora.reset();
      paymora.answer('getSession', { body: { ...session, id: 'ses_newBasket01', status: 'completed', paymentStatus: 'cancelled', expiresAt: later, integration } });
      paymora.answer('createSession', { body: { ...session, status: 'active', expiresAt: later, integration, adyenSessionId: 'CS1A2B3C4D5E' } });
      expect((await ask()).body).toMatchObject({ status: 'active', id: session.id });
      expect(paymora.calls.map((c) => c.operationId)).toEqual(['getSession', 'createSession']);
      // The create call after an expired session: a 409 waits a second, a 429 its Retry-After, within the shopper's time budget.
      const expiredUnpaid = () => paymora.answer('getSession', { body: { ...session, status: 'expired', paymentId: undefined, paymentStatus: undefined, expiresAt: earlier, integration } });
      const tooLong = await expectRetryWaits('createSession', ask, (res) => expect(res.body).toMatchObject({ status: 'active' }), expiredUnpaid);
      expect(tooLong.statusCode).toBe(502);

      // The status route goes beside the session sample: it finds the order in that sample's orders (and, for Paymora
      // Components, calls its flagOrder()).
      const [statusApp] = (await runBlock(besideApp(block(sessionBlock), block(statusBlock)))).apps as [FakeApp];
      const requestFor = (sessionId: string) => statusRoute.includes(':') ? request('GET', statusRoute, { params: { sessionId } }) : request('GET', statusRoute, { query: { sessionId } });
      const req = requestFor(String(session.id));
      await expectNoOrderForSession(statusApp, sessionRoute, statusRoute, requestFor, { ...session, status: 'active', expiresAt: later, integration, adyenSessionId: 'CS1A2B3C4D5E' });
      // Review 27's L1: the shopper waits on this read, so it has a client timeout; no answer in time is not "not paid".
      const realFetch = globalThis.fetch;
      const readSignals: unknown[] = [];
      const timingOut = vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
        readSignals.push(init?.signal);
        return Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'));
      });
      let timedOut: FakeResponse;
      try {
        timedOut = await call(statusApp, 'GET', statusRoute, req);
      } finally {
        timingOut.mockRestore();
      }
      expect(readSignals.length > 0 && readSignals.every((signal) => signal instanceof AbortSignal)).toBe(true);
      if (integration === 'paymora-components') expect(timedOut.location).toBe('/orders/order-10293/confirming');
      else expect(timedOut.statusCode).toBe(503);
      expect(globalThis.fetch).toBe(realFetch);
      paymora.reset();
      const status = await call(statusApp, 'GET', statusRoute, req);
      expect(paymora.problems).toEqual([]);
      expect(paymora.calls.map((c) => [c.operationId, c.path])).toEqual([['getSession', `/sessions/${session.id}`]]);
      if (integration === 'paymora-components') {
        expect(status.location).toBe('/orders/order-10293/thank-you');
        // Completed, but the authorisation was released since: not paid. Another amount or currency: not this order's payment.
        const confirm = () => call(statusApp, 'GET', statusRoute, req);
        for (const paymentStatus of ['cancelled', 'expired']) {
          paymora.answer('getSession', { body: { ...session, status: 'completed', paymentStatus } });
          expect((await confirm()).location).toBe('/checkout/payment');
        }
        paymora.answer('getSession', { body: { ...session, status: 'completed', paymentStatus: 'captured' } });
        expect((await confirm()).location).toBe('/orders/order-10293/thank-you');
        // Expired by you while its payment was confirming, and that payment authorised since: paid; refused since: not paid.
        paymora.answer('getSession', { body: { ...session, status: 'expired', paymentStatus: 'authorised' } });
        expect((await confirm()).location).toBe('/orders/order-10293/thank-you');
        paymora.answer('getSession', { body: { ...session, status: 'expired', paymentStatus: 'refused' } });
        expect((await confirm()).location).toBe('/checkout/payment');
        // A SEPA Direct Debit completes the session with a mandate only: confirming, not thank-you.
        paymora.answer('getSession', { body: { ...session, status: 'completed', paymentStatus: 'authorised', paymentMethod: { type: 'sepadirectdebit', mandateReference: 'PMR-4HS8LQ2ZR-0001' } } });
        expect((await confirm()).location).toBe('/orders/order-10293/confirming');
        // Paid for an older basket (another amount or currency): flagged as the session endpoint does, not a bare error.
        for (const amount of [{ value: 1999, currency: 'EUR' }, { value: 2500, currency: 'GBP' }]) {
          paymora.answer('getSession', { body: { ...session, status: 'completed', amount } });
          expect((await confirm()).location).toBe('/orders/order-10293/basket-changed');
        }
        // Another order's session: nothing to act on.
        paymora.answer('getSession', { body: { ...session, status: 'completed', reference: 'someone-elses-order' } });
        expect((await confirm()).statusCode).toBe(400);
        paymora.reset();
        // The route the return page of /payment-gateway/paymora-components/web-component calls to mount the component again.
        const [returnApp] = (await runBlock(besideApp(block('paymoraSession'), block('paymoraReturnSession')))).apps as [FakeApp];
        const route = '/api/checkout/session/:sessionId';
        await expectNoOrderForSession(returnApp, sessionRoute, route, (sessionId) => request('GET', route, { params: { sessionId } }), { ...session, status: 'active', expiresAt: later, integration });
        paymora.reset();
        const readSession = () => call(returnApp, 'GET', route, request('GET', route, { params: { sessionId: String(session.id) } }));
        const read = await readSession();
        expect(read.body).toEqual({ id: session.id, status: session.status, paymentId: session.paymentId, paymentStatus: session.paymentStatus, sessionData: session.sessionData, clientKey: session.clientKey, environment: session.environment });
        paymora.answer('getSession', { body: { ...session, reference: 'someone-elses-order' } });
        expect((await readSession()).statusCode).toBe(404);
        paymora.answer('getSession', { body: { ...session, amount: { value: 1999, currency: 'EUR' } } });
        expect((await readSession()).statusCode).toBe(404);
        // A lookup that fails is tried once more; if it still fails, 502, on which the page says it is confirming.
        paymora.reset();
        paymora.answer('getSession', { status: 503, body: { code: 'service_unavailable' } }, { body: session });
        expect((await readSession()).body).toMatchObject({ id: session.id, status: session.status });
        paymora.answer('getSession', { status: 500, body: { code: 'internal_error' } }, { status: 500, body: { code: 'internal_error' } });
        expect((await readSession()).statusCode).toBe(502);
        expect(paymora.calls.map((c) => c.operationId)).toEqual(['getSession', 'getSession', 'getSession', 'getSession']);
      } else {
        expect(status.body).toMatchObject({ id: session.id, status: session.status, countryCode: 'NL' });
        // A session for an older basket at another amount: neither mounted nor claimed paid.
        paymora.answer('getSession', { body: { ...session, amount: { value: 1999, currency: 'EUR' } } });
        expect((await call(statusApp, 'GET', statusRoute, req)).statusCode).toBe(404);
      }
    });
  }

  it('additional details: GET /checkout/return sends redirectResult, a form POST its payload, to /payments/details and redirects by resultCode', async () => {
    const { apps } = await runBlock(block('paymentDetails'));
    const [app] = apps as [FakeApp];
    const back = (query: Record<string, string>) => call(app, 'GET', '/checkout/return', request('GET', '/checkout/return', { query }));
    expect((await back({ order: 'order-10293', redirectResult: 'X6XtfGC3!Y...' })).location).toBe('/orders/order-10293/thank-you');
    expect(paymora.problems).toEqual([]);
    expect(paymora.calls.map((c) => [c.operationId, c.body, c.headers['idempotency-key']])).toEqual([
      ['submitPaymentDetails', { paymentId: 'pay_4Hs8Lq2Zr', details: { redirectResult: 'X6XtfGC3!Y...' } }, 'shop-eu:pay_4Hs8Lq2Zr:details:1'],
    ]);
    // The answer is saved on the order record the payment endpoint reads (the samples' stores are Maps).
    const saved = vi.spyOn(Map.prototype, 'set');
    try {
      paymora.answer('submitPaymentDetails', { body: { id: 'pay_4Hs8Lq2Zr', resultCode: 'refused' } });
      expect((await back({ order: 'order-10293', redirectResult: 'X6XtfGC3!Y...' })).location).toBe('/checkout/payment?order=order-10293&declined=1');
      expect(saved).toHaveBeenCalledWith('order-10293', expect.objectContaining({ paymentId: 'pay_4Hs8Lq2Zr', resultCode: 'refused' }));
    } finally {
      saved.mockRestore();
    }
    expect((await back({ order: 'someone-elses-order', redirectResult: 'X6XtfGC3!Y...' })).statusCode).toBe(404);
    paymora.reset();
    expect((await back({ order: 'order-10293' })).location).toBe('/checkout/payment?order=order-10293');
    expect(paymora.calls).toEqual([]);

    // A form POST return: the form field payload goes to /payments/details as details.payload.
    const posted = (body: unknown) => call(app, 'POST', '/checkout/return', request('POST', '/checkout/return', { query: { order: 'order-10293' }, body }));
    expect((await posted({ payload: 'Ab02b4c0!BQABAgCW' })).location).toBe('/orders/order-10293/thank-you');
    expect(paymora.problems).toEqual([]);
    expect(paymora.calls.map((c) => c.body)).toEqual([{ paymentId: 'pay_4Hs8Lq2Zr', details: { payload: 'Ab02b4c0!BQABAgCW' } }]);
    expect((await posted({})).location).toBe('/checkout/payment?order=order-10293');

    // A network error or a timeout: the shopper goes to the confirming page, and the route neither throws nor hangs.
    const signals: unknown[] = [];
    const failing = vi.spyOn(globalThis, 'fetch').mockImplementationOnce((_url, init) => {
      signals.push(init?.signal);
      return Promise.reject(new TypeError('fetch failed'));
    });
    try {
      expect((await back({ order: 'order-10293', redirectResult: 'X6XtfGC3!Y...' })).location).toBe('/orders/order-10293/confirming');
    } finally {
      failing.mockRestore();
    }
    expect(signals[0]).toBeInstanceOf(AbortSignal);
  });

  it('encrypted card data: POST /api/checkout/pay keys each submission, retries with its key, answers a lost or reused key from the order\'s payments, passes a definite 4xx on, and never charges an order twice', async () => {
    // The order records the samples write to their stores (Maps), by sample: the endpoint's has an idempotencyKey.
    const stored = vi.spyOn(Map.prototype, 'set');
    const records = () => stored.mock.calls.filter(([key]) => key === 'order-10293').map(([, value]) => value as Record<string, unknown>);
    const { apps } = await runBlock(block('encryptedCardPay'));
    const [app] = apps as [FakeApp];
    const card = {
      order: 'order-10293',
      holderName: 'Alex Morgan',
      browser: { language: 'nl-NL', screenHeight: 982, screenWidth: 1512, colorDepth: 24, timeZoneOffset: -60, javaEnabled: false },
      encryptedCardNumber: 'pmenc_1_0_2_AbC9xQ',
      encryptedExpiryMonth: 'pmenc_1_0_2_Mo7pLw',
      encryptedExpiryYear: 'pmenc_1_0_2_Yr4tNs',
      encryptedSecurityCode: 'pmenc_1_0_2_Cv2hDq',
    };
    const submission = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const pay = (body: unknown) => call(app, 'POST', '/api/checkout/pay', request('POST', '/api/checkout/pay', { body }));
    const payment = endpointView(api, 'createPayment')?.exampleResponse as Record<string, unknown>;
    const record = (endpointView(api, 'listPayments')?.exampleResponse as { items: Record<string, unknown>[] }).items[0];
    const keys = () => paymora.calls.map((c) => [c.operationId, c.status, c.headers['idempotency-key']]);
    const retried = async (body: unknown) => {
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      try {
        const answer = pay(body);
        await vi.advanceTimersByTimeAsync(4_000);
        return await answer;
      } finally {
        vi.useRealTimers();
      }
    };

    // A 503, then the answer: the retry sends the same key; the submission is refused.
    paymora.answer('createPayment', { status: 503, body: { code: 'service_unavailable' } }, { body: { ...payment, status: 'refused', resultCode: 'refused', refusalReason: 'do_not_honour' } });
    expect((await retried({ ...card, submissionId: submission(1) })).body).toMatchObject({ resultCode: 'refused' });
    expect(paymora.problems).toEqual([]);
    expect(keys()).toEqual([['createPayment', 503, `shop-eu:${submission(1)}`], ['createPayment', 201, `shop-eu:${submission(1)}`]]);

    // A 4xx that no retry changes charged nothing: the page gets Paymora's status and code, not the 502 of a lost
    // answer, and the key is forgotten, so the next submission is charged at once, without reading the order's payments.
    for (const [status, code, n] of [[422, 'currency_not_supported', 12], [400, 'validation_error', 13]] as const) {
      paymora.reset();
      paymora.answer('createPayment', { status, body: { code, message: 'Refused.', requestId: 'req_5Vb8Qw2Lk9' } });
      const rejected = await pay({ ...card, submissionId: submission(n) });
      expect([rejected.statusCode, rejected.body]).toEqual([status, { code }]);
      expect(keys()).toEqual([['createPayment', status, `shop-eu:${submission(n)}`]]);
    }
    paymora.reset();
    paymora.answer('createPayment', { body: { ...payment, status: 'refused', resultCode: 'refused', refusalReason: 'do_not_honour' } });
    expect((await pay({ ...card, submissionId: submission(14) })).body).toMatchObject({ resultCode: 'refused' });
    expect(keys()).toEqual([['createPayment', 201, `shop-eu:${submission(14)}`]]);

    const timeout = { status: 504, body: { code: 'gateway_timeout' } };
    // The first submission reached Paymora but its answer was lost; the next one is sent with the same submission id
    // and new ciphertext, so Paymora answers 422 idempotency_key_reused: the order's payments decide, here a refusal.
    paymora.answer('createPayment', timeout, timeout);
    expect((await retried({ ...card, submissionId: submission(6) })).statusCode).toBe(502);
    paymora.reset();
    paymora.answer('listPayments', { body: { items: [{ ...record, status: 'refused' }] } }, { body: { items: [{ ...record, status: 'refused' }] } });
    paymora.answer('createPayment', { status: 422, body: { code: 'idempotency_key_reused', message: 'The key was used with another body.' } });
    const reused = await pay({ ...card, submissionId: submission(6), encryptedCardNumber: 'pmenc_1_0_2_Zz8yXw' });
    expect(reused.statusCode).toBe(200);
    expect(reused.body).toMatchObject({ resultCode: 'error' });
    expect(paymora.calls.map((c) => c.operationId)).toEqual(['listPayments', 'createPayment', 'listPayments']);

    // 3-D Secure: the answer's action goes to the page, and a second submit gets it again without a second payment.
    const action = { type: 'threeDS2', url: 'https://checkout.paymora.example/3ds/pay_4Hs8Lq2Zr', method: 'GET' };
    paymora.reset();
    paymora.answer('createPayment', { body: { ...payment, status: 'received', resultCode: 'action_required', action } });
    expect((await pay({ ...card, submissionId: submission(7) })).body).toEqual({ resultCode: 'action_required', action });
    expect((await pay({ ...card, submissionId: submission(8) })).body).toEqual({ resultCode: 'action_required', action });
    expect(paymora.calls.map((c) => c.operationId)).toEqual(['createPayment']);
    // The challenge fails: the return page of /payment-gateway/payments/additional-details saves the refusal on its
    // order record, which is the endpoint's record (one database; the test copies what the one wrote into the other).
    // Its module is imported once per run: by the additional-details test, or here when that one is filtered out.
    const returnPage = (a: FakeApp) => a.routes.some((r) => r.method === 'POST' && r.path === '/checkout/return');
    const returnApp = express.apps.find(returnPage) ?? (await runBlock(block('paymentDetails'))).apps.find(returnPage);
    if (!returnApp) throw new Error('the return page of additional-details did not run');
    const endpointRecord = () => records().filter((r) => 'idempotencyKey' in r).at(-1);
    const writeReturnPage = async (detailsAnswer: object) => {
      paymora.answer('submitPaymentDetails', { body: detailsAnswer });
      await call(returnApp, 'GET', '/checkout/return', request('GET', '/checkout/return', { query: { order: 'order-10293', redirectResult: 'X6XtfGC3!Y...' } }));
      const { paymentId, resultCode, answer } = records().filter((r) => !('idempotencyKey' in r)).at(-1) ?? {};
      Object.assign(endpointRecord() ?? {}, { paymentId, resultCode, answer });
    };
    await writeReturnPage({ id: 'pay_4Hs8Lq2Zr', resultCode: 'refused' });
    // The shopper pays again with another card: charged with that submission's key, not answered with the old action.
    paymora.reset();
    paymora.answer('createPayment', { body: { ...payment, status: 'refused', resultCode: 'refused', refusalReason: 'do_not_honour' } });
    expect((await pay({ ...card, submissionId: submission(9) })).body).toMatchObject({ resultCode: 'refused' });
    expect(keys()).toEqual([['createPayment', 201, `shop-eu:${submission(9)}`]]);
    // An answer lost on a payment that needs 3-D Secure: the order's newest payment carries its action, and the page
    // is sent there, not to "confirming".
    paymora.reset();
    paymora.answer('createPayment', timeout, timeout);
    expect((await retried({ ...card, submissionId: submission(10) })).statusCode).toBe(502);
    paymora.reset();
    paymora.answer('listPayments', { body: { items: [{ ...record, status: 'received', action }] } });
    expect((await pay({ ...card, submissionId: submission(11) })).body).toEqual({ resultCode: 'action_required', action });
    expect(paymora.calls.map((c) => c.operationId)).toEqual(['listPayments']);
    await writeReturnPage({ id: 'pay_4Hs8Lq2Zr', resultCode: 'refused' });
    const endpointOrder = endpointRecord();
    if (!endpointOrder) throw new Error('the endpoint wrote no order record');
    stored.mockRestore();

    // The shopper is not locked out: the next submission is charged with its own key. Both tries of it time out
    // (504), so the page gets a 502: a shopper is waiting, so there is no third.
    paymora.reset();
    paymora.answer('createPayment', timeout, timeout);
    expect((await retried({ ...card, submissionId: submission(2) })).statusCode).toBe(502);
    expect(keys()).toEqual([1, 2].map(() => ['createPayment', 504, `shop-eu:${submission(2)}`]));
    // The shopper submits again: the lost submission's payment was authorised, so the order's payments answer, and the
    // card is not charged again.
    paymora.reset();
    paymora.answer('listPayments', { body: { items: [{ ...record, status: 'authorised' }] } });
    expect((await pay({ ...card, submissionId: submission(3) })).body).toMatchObject({ resultCode: 'authorised' });
    expect(paymora.calls.map((c) => [c.operationId, c.query.reference])).toEqual([['listPayments', 'order-10293']]);
    // A second submit of the authorised order (a double-click, a reload) gets the stored answer: Paymora is not called.
    paymora.reset();
    expect((await pay({ ...card, submissionId: submission(4), encryptedCardNumber: 'pmenc_1_0_2_Zz8yXw' })).body).toMatchObject({ resultCode: 'authorised' });
    expect(paymora.calls).toEqual([]);
    // Card values that were not encrypted, or no submission id, never reach Paymora.
    expect((await pay({ ...card, submissionId: submission(5), encryptedCardNumber: '4111111111111111' })).statusCode).toBe(400);
    expect((await pay(card)).statusCode).toBe(400);
    expect(paymora.calls).toEqual([]);

    // A 409 waits a second, a 429 its Retry-After, within the shopper's time budget; a Retry-After over 5 s gets no
    // second try and the page a 502. Each time the order's last card was refused, so the submission is charged.
    let next = 20;
    const chargeAgain = () => pay({ ...card, submissionId: submission(next++) });
    const tooLong = await expectRetryWaits('createPayment', chargeAgain, (res) => expect(res.body).toMatchObject({ resultCode: payment.resultCode }), () => Object.assign(endpointOrder, { resultCode: 'refused' }));
    expect(tooLong.statusCode).toBe(502);

    // Two submissions at once after a lost answer (two tabs, a double-click): the claim is taken before the order's
    // payments are read, so one of them is sent and the other answers 409; the card is charged once.
    Object.assign(endpointOrder, { resultCode: null, sendingSince: null, idempotencyKey: `shop-eu:${submission(next)}` });
    paymora.reset();
    paymora.answer('listPayments', { body: { items: [] } });
    paymora.answer('createPayment', { body: { ...payment, status: 'refused', resultCode: 'refused', refusalReason: 'do_not_honour' } });
    const both = await Promise.all([pay({ ...card, submissionId: submission(next++) }), pay({ ...card, submissionId: submission(next++) })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(paymora.calls.filter((c) => c.operationId === 'createPayment')).toHaveLength(1);
    // A 4xx that is not JSON (a proxy's or firewall's page) is a refusal, not a lost answer: no retry, and no 502.
    Object.assign(endpointOrder, { resultCode: 'refused', sendingSince: null });
    paymora.reset();
    const firewall = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('<html>Blocked by the firewall</html>', { status: 403, headers: { 'Content-Type': 'text/html' } }));
    let blocked: FakeResponse;
    try {
      blocked = await pay({ ...card, submissionId: submission(next++) });
    } finally {
      firewall.mockRestore();
    }
    expect(blocked.statusCode).toBe(400);
    expect(paymora.calls).toEqual([]);
  });


  it('runs every block that needs no browser (a new one needs its test here)', () => {
    const covered = new Set<PageBlock>(Object.values(RUN).map(specBlock));
    const notRun = blocks.filter((b) => b.kind !== 'browser' && !covered.has(b)).map((b) => `${b.page}:${b.line} (${b.kind})`);
    expect(notRun).toEqual([]);
  });

  it('parses every block, browser ones included, and the sample files, as ES modules', () => {
    const files = sampleFiles(path.join(root, CONTENT_FOLDER), 'javascript');
    expect(files.length).toBeGreaterThanOrEqual(3);
    expect(javascriptSampleErrors([...blocks, ...files])).toEqual([]);
  });
});

describe('JavaScript syntax check (the content check runs it on every block, sample file and generated sample)', () => {
  it('accepts modules with top-level await and for await; names file and line of an error', () => {
    expect(javascriptSampleErrors([{ file: 'a.mdx', line: 10, code: "import x from 'y';\nconst r = await fetch('/');\nfor await (const a of b) {}\nexport const z = 1;" }])).toEqual([]);
    expect(javascriptSampleErrors([{ file: 'content/docs/a.mdx', line: 10, code: "const body = {\n  a: 1,\n  b: 2\n;\nconsole.log(body);" }])).toEqual([
      'content/docs/a.mdx:13:1: JavaScript sample: Unexpected token',
    ]);
    expect(javascriptSampleErrors([{ file: 'lib/openapi/samples.ts', line: 1, code: "fetch('x', { method: 'POST' ", label: 'createCheckout' }])).toEqual([
      'lib/openapi/samples.ts: the Node.js sample it writes for createCheckout (content/api/openapi.yaml), line 1, column 29: Unexpected token',
    ]);
  });
});

// ---- what lib/openapi/samples.ts writes ------------------------------------------------------------------

describe('generated Node.js samples, run against the fake sandbox API', () => {
  it('parse, and send the documented request: method, path, X-Api-Key, Idempotency-Key on a create call, the example body as JSON', async () => {
    const samples = generatedSamples(api, 'javascript');
    expect(javascriptSampleErrors(samples.map((s) => ({ file: 'lib/openapi/samples.ts', line: 1, code: s.code, label: s.label })))).toEqual([]);
    const AsyncFunction = (async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;
    const failures: string[] = [];
    let executed = 0;
    for (const sample of samples) {
      paymora.reset();
      logged.length = 0;
      await new AsyncFunction(sample.code)();
      executed += 1;
      const [call] = paymora.calls;
      const expectedPath = sample.view.path.replace(/\{(\w+)\}/g, (_m, name: string) => sample.view.examplePath[name] ?? '');
      const wrong = [
        ...paymora.problems,
        paymora.calls.length === 1 ? '' : `${paymora.calls.length} requests`,
        call?.operationId === sample.view.operationId ? '' : `reached ${call?.operationId}, not ${sample.view.operationId}`,
        call?.path === expectedPath ? '' : `path ${call?.path}, not ${expectedPath}`,
        JSON.stringify(call?.query) === JSON.stringify(sample.view.exampleQuery) ? '' : `query ${JSON.stringify(call?.query)}, not ${JSON.stringify(sample.view.exampleQuery)}`,
        JSON.stringify(call?.body) === JSON.stringify(sample.view.exampleBody ?? undefined) ? '' : 'the body is not the example request',
        sample.view.headers.some((h) => h.name === 'Idempotency-Key') && !call?.headers['idempotency-key'] ? 'no Idempotency-Key' : '',
        logged.length === 1 && logged[0]?.[0] === Number(sample.view.responseStatus) ? '' : `printed ${JSON.stringify(logged)}`,
      ].filter(Boolean);
      if (wrong.length > 0) failures.push(`${sample.label}: ${wrong.join('; ')}`);
    }
    expect(failures).toEqual([]);
    expect(executed).toBe(samples.length);
    // Every operation readers call (webhooks are Paymora's calls to them) has a sample that ran.
    expect(new Set(samples.map((s) => s.view.operationId))).toEqual(new Set(allOperations(api).filter((entry) => !entry.webhook).map((entry) => entry.id)));
  });
});

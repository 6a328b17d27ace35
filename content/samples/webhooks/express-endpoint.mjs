import express from 'express';
import { verifyDelivery, verifySignature } from './verify-signature.mjs';

// The endpoint's secret keys, comma-separated: one key, and during a rotation the new key and the old one.
const secrets = (process.env.PAYMORA_WEBHOOK_SECRETS ?? '')
  .split(',')
  .map((key) => key.trim())
  .filter((key) => key !== '');

// PAYMORA_LIVE=true on your live endpoint. The portal's test messages reach a live endpoint too, signed with its
// live key but marked "live": false: such a message is acknowledged and logged, never queued or booked.
const liveEndpoint = process.env.PAYMORA_LIVE === 'true';

// The ids of the events already handled. A Set in memory only shows the check: it does not survive a restart and a
// second instance does not see it, so a recorded message sent again after either would be acted on again. In
// production use a table with a unique key on the event id (processed_events), shared by every instance, and keep
// each id as long as Paymora keeps events (30 days after its createdAt): a resend can deliver an event again until
// then, with a new delivery signature, and recoverMissedEvents can fetch it.
const processedEvents = new Set();
// Copied into production as it is, that Set would let a message sent again after a restart, or to a second
// instance, be booked again: stop at start-up instead, until your table replaces it.
if (process.env.NODE_ENV === 'production') {
  throw new Error('processedEvents is a Set in memory: replace it with your table of handled event ids (a unique key on the id, shared by every instance) before this endpoint runs in production.');
}

const app = express();

// express.raw keeps the body as the exact bytes Paymora signed; express.json would re-serialise it.
// Messages are at most 256 KB, and express.raw accepts only 100 KB unless you raise its limit.
app.post('/webhooks/paymora', express.raw({ type: 'application/json', limit: '256kb' }), (req, res) => {
  // With another Content-Type, express.raw leaves req.body as {}: that request did not come from Paymora.
  if (!Buffer.isBuffer(req.body)) {
    return res.status(400).send('expected an application/json body');
  }
  if (!verifySignature(req.body, req.get('Paymora-Signature'), secrets)) {
    return res.status(401).send('invalid signature');
  }
  // The delivery check refuses a recorded message sent again: its t is too old. Events fetched from GET /events come
  // from Paymora over HTTPS and skip it (recoverMissedEvents below).
  if (!verifyDelivery(req.body, req.get('Paymora-Delivery-Signature'), secrets)) {
    return res.status(401).send('invalid or stale delivery signature');
  }
  // A signed body that is not an event is answered 400, not thrown. Paymora retries a 400 like any answer but 2xx,
  // until its retries end; a message that is not an event fails every retry the same way,
  // and the portal lists each attempt with its 400, which tells it apart from the 500 of an endpoint that is down.
  let event;
  try {
    event = JSON.parse(req.body.toString('utf8'));
  } catch {
    return res.status(400).send('body is not JSON');
  }
  if (typeof event?.id !== 'string') {
    return res.status(400).send('no event id');
  }
  // Answer fast; the work happens after the response. A repeat and a test message are acknowledged too, so that
  // Paymora stops.
  const outcome = handleEvent(event);
  res.status(200).send(outcome === 'queued' ? 'ok' : outcome === 'test message' ? 'test message, not processed' : 'already processed');
});

// Every event enters here, whichever way it came: a delivery after the signature and delivery checks, or an event
// fetched from GET /events. The live check is here, not in the route, so that both ways pass it: on a live endpoint
// a message marked "live": false is logged and acted on in no way, however it arrived. A retry, a replay or an event
// fetched after it was delivered is acknowledged and not acted on again. Record the id and queue the event as one
// step (one database transaction in production). If queueing fails, forget the id again: Express answers 500, and
// Paymora's retry is then processed, not taken for a repeat.
export function handleEvent(event) {
  if (liveEndpoint && event.live !== true) {
    console.log(`test message ${event.type} ${event.id} acknowledged, not processed`);
    return 'test message';
  }
  if (processedEvents.has(event.id)) {
    return 'already processed';
  }
  processedEvents.add(event.id);
  try {
    queueForProcessing(event);
  } catch (error) {
    processedEvents.delete(event.id);
    throw error;
  }
  return 'queued';
}

// Fetch the events your endpoint missed and hand each to handleEvent, oldest first: every event since createdAfter,
// a little before the createdAt of the last event you processed; handleEvent skips those you have. The API key
// belongs to the endpoint's environment, and PAYMORA_LIVE picks the API of that environment, as it picks the live check.
// merchantAccounts are the merchant accounts the endpoint serves (PAYMORA_MERCHANT_ACCOUNTS, comma-separated, as chosen
// for it under Developers › Webhooks): a key can use more accounts than the endpoint serves, and the list asks for one
// account at a time, so that recovery never handles another account's events.
// deliveryStatus ('failed' after an outage longer than Paymora's retries, 'retrying' for the ones still being retried,
// for example after you removed a leaked key their retries are signed with) narrows the list only when this is the
// only endpoint of its environment (onlyEndpoint: true). The status is the event's across all its endpoints: with a
// second one, an event this endpoint missed shows 'retrying' while the other's retries go on, for up to 3 days, so a
// filter on 'failed' would skip it. With several endpoints, fetch everything since createdAfter.
export async function recoverMissedEvents({
  createdAfter,
  deliveryStatus,
  onlyEndpoint = false,
  apiKey = process.env.PAYMORA_API_KEY,
  merchantAccounts = (process.env.PAYMORA_MERCHANT_ACCOUNTS ?? '').split(',').map((account) => account.trim()).filter((account) => account !== ''),
}) {
  // Fail here, naming the argument: without it, URLSearchParams would send createdAfter=undefined, which GET /events
  // refuses with a 400 validation_error.
  if (typeof createdAfter !== 'string' || Number.isNaN(Date.parse(createdAfter))) {
    throw new Error(`createdAfter is missing or not a time (${JSON.stringify(createdAfter)}): pass a little before the createdAt of the last event you processed, for example 2026-11-02T10:00:00Z.`);
  }
  // Without an account, the list would hold the events of every account the key may use.
  if (merchantAccounts.length === 0) {
    throw new Error('PAYMORA_MERCHANT_ACCOUNTS is not set: list the merchant accounts this endpoint serves, comma-separated.');
  }
  if (!apiKey) {
    throw new Error("PAYMORA_API_KEY is not set: use the API key of the endpoint's environment (sandbox or live).");
  }
  const base = liveEndpoint ? 'https://api.paymora.example/v1/events' : 'https://api.sandbox.paymora.example/v1/events';
  for (const merchantAccount of merchantAccounts) {
    let cursor;
    do {
      const query = new URLSearchParams({ merchantAccount, createdAfter, limit: '100' });
      if (deliveryStatus && onlyEndpoint) query.set('deliveryStatus', deliveryStatus);
      if (cursor) query.set('cursor', cursor);
      const page = await getEventsPage(`${base}?${query}`, apiKey);
      // Each item is the message as it was sent (id, type, createdAt, live, data), plus deliveryStatus.
      for (const event of page.items) {
        handleEvent(event);
      }
      cursor = page.nextCursor;
    } while (cursor);
  }
}

// One page of GET /events, with the backoff of /resources/http-status-codes#retry-with-backoff: a timeout, a network
// error, a 429 or a 5xx is tried again, up to 4 tries, after 2, 4 and 8 seconds plus up to 1 s of jitter, and at least
// the Retry-After of a 429. Any other answer stops the recovery at once, naming it. A GET changes nothing, so a retry
// is safe, and a recovery that stopped can run again from the same createdAfter: handleEvent skips the ids it has.
async function getEventsPage(url, apiKey) {
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    let response = null;
    try {
      // The client timeout of a GET in the time limits.
      response = await fetch(url, { headers: { 'X-Api-Key': apiKey }, signal: AbortSignal.timeout(10_000) });
      if (response.ok) return await response.json();
    } catch {
      // A timeout, a network error or a body cut off: try again.
    }
    if (response && !response.ok && response.status !== 429 && response.status < 500) {
      throw new Error(`GET /events answered ${response.status}: ${await response.text()}`);
    }
    if (attempt === 4) {
      throw new Error(`GET /events failed 4 times${response ? `, last with ${response.status}` : ''}: run the recovery again later from the same createdAfter.`);
    }
    const retryAfterMs = response?.status === 429 ? (Number(response.headers.get('Retry-After')) || 0) * 1000 : 0;
    // Free the connection of an answer that is not read; one already read, or cut off, is locked.
    await response?.body?.cancel().catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, Math.max(2 ** attempt * 1000 + Math.random() * 1000, retryAfterMs)));
  }
}

// Hand the event to your queue or background worker; the sample only logs it. The worker handles a payment event in
// the two parts of "Apply events in order" on the payment lifecycle page (/payment-gateway/payment-lifecycle): it
// updates the stored status and amounts only when data.changeNumber is higher than the stored one, and always records
// the event's own facts once each, by the event's id: it books money only from payment.captured and payment.refunded
// (data.modification.amount, under its modificationId and the event type: a reversal's events share one
// modificationId), records a *_failed event's modification as failed and books nothing from it, and stores
// threeDSecure, tokenId and expectedCollectionDate of a payment.authorised when not stored yet, since a late event
// still carries them.
function queueForProcessing(event) {
  console.log(`received ${event.type} ${event.id}`);
}

// `node express-endpoint.mjs recover 2026-11-02T10:00:00Z [failed|retrying] [only-endpoint]` runs the recovery and
// exits, without starting the server, so that it never takes the endpoint's port. It shares handleEvent and its store
// of handled ids with the endpoint: in production that store is the database table both processes read, so an event
// the endpoint already handled is not applied again.
const [command, createdAfterArg, deliveryStatusArg, onlyEndpointArg] = process.argv.slice(2);
if (command === 'recover') {
  await recoverMissedEvents({ createdAfter: createdAfterArg, deliveryStatus: deliveryStatusArg, onlyEndpoint: onlyEndpointArg === 'only-endpoint' });
} else {
  // Without a key no message can be checked: the endpoint does not start, rather than answer every delivery with an
  // error that Paymora then retries for days. The recovery above needs none: it reads events with the API key.
  if (secrets.length === 0) {
    throw new Error('PAYMORA_WEBHOOK_SECRETS is not set: copy the secret key of this endpoint from the merchant portal (Developers › Webhooks); during a rotation, list the new and the old key, comma-separated.');
  }
  app.listen(3000);
}

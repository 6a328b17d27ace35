import express from 'express';
import { verifySignature } from './verify-signature.mjs';

const app = express();
const secret = process.env.PAYMORA_WEBHOOK_SECRET;
// Paymora retries a message for 3 days, so no genuine message is older than this: an older one is a replay.
const MAX_AGE_MS = (3 * 24 + 1) * 60 * 60 * 1000;

// express.raw keeps the body as the exact bytes Paymora signed; express.json would re-serialise it.
// Messages are at most 256 KB, and express.raw accepts only 100 KB unless you raise its limit.
app.post('/webhooks/paymora', express.raw({ type: 'application/json', limit: '256kb' }), (req, res) => {
  // With another Content-Type, express.raw leaves req.body as {}: that request did not come from Paymora.
  if (!Buffer.isBuffer(req.body)) {
    return res.status(400).send('expected an application/json body');
  }
  if (!verifySignature(req.body, req.get('Paymora-Signature'), secret)) {
    return res.status(401).send('invalid signature');
  }
  const event = JSON.parse(req.body.toString('utf8'));
  if (!(Date.now() - Date.parse(event.createdAt) <= MAX_AGE_MS)) {
    return res.status(400).send('message too old');
  }
  // Answer fast; do the work after the response, and skip event ids you have already handled.
  res.status(200).send('ok');
  queueForProcessing(event);
});

function queueForProcessing(event) {
  console.log(`received ${event.type} ${event.id}`);
}

app.listen(3000);

import express from 'express';
import { verifySignature } from './verify-signature.mjs';

const app = express();
const secret = process.env.PAYMORA_WEBHOOK_SECRET;

// express.raw keeps the body as the exact bytes Paymora signed; express.json would re-serialise it.
app.post('/webhooks/paymora', express.raw({ type: 'application/json' }), (req, res) => {
  if (!verifySignature(req.body, req.get('Paymora-Signature'), secret)) {
    return res.status(401).send('invalid signature');
  }
  const event = JSON.parse(req.body.toString('utf8'));
  // Answer fast; do the work after the response, and skip event ids you have already handled.
  res.status(200).send('ok');
  queueForProcessing(event);
});

function queueForProcessing(event) {
  console.log(`received ${event.type} ${event.id}`);
}

app.listen(3000);

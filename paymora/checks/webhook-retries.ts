/** The webhook retry schedule (paymora/webhook-retries.ts). */
import path from 'node:path';
import { dataSets } from '../data-sets';
import { webhookRetryProblems } from '../webhook-retries';
import type { PaymoraCheck } from './model';

export const webhookRetriesCheck: PaymoraCheck = {
  name: 'webhook-retries',
  run: (site) => site.versions.flatMap((version) => webhookRetryProblems(path.join(site.contentDir, `${version.root}data/${dataSets.WebhookRetrySet.file}`), version.data.rows('webhookRetries')).map((message) => ({ message }))),
};

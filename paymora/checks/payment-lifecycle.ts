/** The payment lifecycle names statuses, webhook events and API calls that exist in its version (paymora/payment-lifecycle.ts). */
import { allOperations } from '../../lib/openapi/operations';
import { paymentStatuses } from '../content-schema';
import { dataSets } from '../data-sets';
import { lifecycleProblems } from '../payment-lifecycle';
import { dataFileOf, type PaymoraCheck } from './model';

export const paymentLifecycleCheck: PaymoraCheck = {
  name: 'payment-lifecycle',
  run: (site) =>
    site.versions.flatMap((version) => {
      const file = dataFileOf(version, dataSets.PaymentLifecycleSet.file);
      if (!file || !version.api) return [];
      const events = version.data.rows('webhookEvents').map((event) => event.type);
      const calls = allOperations(version.api.document).filter((o) => !o.webhook).map((o) => `${o.method.toUpperCase()} ${o.path}`);
      const data: unknown = JSON.parse(file.text);
      return lifecycleProblems(file.path, data, { statuses: paymentStatuses, events, calls }).map((message) => ({ message }));
    }),
};

/**
 * The payment methods (content/data/payment-methods.json, paymora/payment-methods.ts): each row's facts
 * hold together, and a method that needs line items names only integrations whose request accepts them
 * (in the version's API document).
 */
import { endpointView } from '../../lib/openapi/endpoint';
import { dataSets } from '../data-sets';
import { lineItemProblems, paymentMethodProblems } from '../payment-methods';
import { dataFileOf, type PaymoraCheck } from './model';

export const paymentMethodsCheck: PaymoraCheck = {
  name: 'payment-methods',
  run: (site) =>
    site.versions.flatMap((version) => {
      const file = dataFileOf(version, dataSets.PaymentMethodSet.file)?.path ?? '';
      const methods = version.data.rows('paymentMethods');
      const api = version.api?.document;
      const lineItems = api ? lineItemProblems(file, methods, (operationId) => endpointView(api, operationId)?.requestFields.some((field) => field.name === 'lineItems') === true) : [];
      return [...paymentMethodProblems(file, methods), ...lineItems].map((message) => ({ message }));
    }),
};

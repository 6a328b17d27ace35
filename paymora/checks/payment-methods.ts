/**
 * The payment methods (content/data/payment-methods.json, paymora/payment-methods.ts): each row's facts
 * hold together, and a method that needs line items names only integrations whose request accepts them
 * (in the version's API document), and each row's API name is a value of the document's PaymentMethodName enum.
 */
import { endpointView } from '../../lib/openapi/endpoint';
import { dataSets } from '../data-sets';
import { lineItemProblems, methodNameProblems, paymentMethodProblems } from '../payment-methods';
import { dataFileOf, type PaymoraCheck } from './model';

export const paymentMethodsCheck: PaymoraCheck = {
  name: 'payment-methods',
  run: (site) =>
    site.versions.flatMap((version) => {
      const file = dataFileOf(version, dataSets.PaymentMethodSet.file)?.path ?? '';
      const methods = version.data.rows('paymentMethods');
      const api = version.api?.document;
      const lineItems = api ? lineItemProblems(file, methods, (operationId) => endpointView(api, operationId)?.requestFields.some((field) => field.name === 'lineItems') === true) : [];
      const nameSchema = api?.components?.schemas?.PaymentMethodName;
      const names = nameSchema && 'enum' in nameSchema && Array.isArray(nameSchema.enum) ? nameSchema.enum.map(String) : undefined;
      return [...paymentMethodProblems(file, methods), ...lineItems, ...methodNameProblems(file, methods, names)].map((message) => ({ message }));
    }),
};

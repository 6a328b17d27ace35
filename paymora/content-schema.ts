/**
 * Allowed values of the content's enum fields, which the data sets declare (paymora/data-sets.ts);
 * the content check holds every data file to them (lib/site/data-file-problems.ts).
 */
export const paymentMethodTypes = ['card', 'wallet', 'bank', 'bnpl', 'voucher'] as const;
/** content/data/error-codes.json: an HTTP error response, or a value of a payment's refusalReason and whether a new attempt can succeed. */
export const errorKinds = ['error', 'refusal'] as const;
export const refusalRetries = ['never', 'shopper', 'later'] as const;
/** Per payment method (content/data/payment-methods.json): how it is captured, confirmed and disputed, and from when a refund window runs. */
export const captureKinds = ['flexible', 'immediate'] as const;
export const confirmationKinds = ['immediate', 'asynchronous'] as const;
export const disputeKinds = ['chargeback', 'provider', 'debit_return', 'none'] as const;
export const refundWindowStarts = ['payment', 'capture', 'debit'] as const;
/** The values of the API document's PaymentStatus enum (a unit test holds the two together). */
export const paymentStatuses = ['received', 'authorised', 'refused', 'cancelled', 'captured', 'partially_captured', 'refunded', 'partially_refunded', 'expired', 'error'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
/** content/data/authorisation-validity.json: the AuthorisationType enum of the API document, who started the payment, whose rule sets the window. */
export const authorisationTypes = ['final', 'pre_authorisation'] as const;
export const authorisationInitiators = ['customer', 'merchant', 'any'] as const;
export const windowSetters = ['scheme', 'paymora'] as const;
/** content/data/idempotency.json: whether the request was carried out, and what the key keeps. */
export const carriedOutKinds = ['yes', 'no', 'in_progress', 'unknown'] as const;
export const storedKinds = ['answer', 'outcome', 'nothing'] as const;

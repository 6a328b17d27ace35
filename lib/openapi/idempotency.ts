/**
 * Which operations take an idempotency key, asked in one place: the reference's line, the samples, the
 * snippets, the Postman collection, the console and the repeat check all follow the same answer.
 */
import type { OpenAPIV3_1 } from 'openapi-types';

/** The header an operation takes its idempotency key in (the IETF draft's name for it). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Whether the operation declares the idempotency key among its header parameters. */
export function takesIdempotencyKey(operation: OpenAPIV3_1.OperationObject): boolean {
  const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  return parameters.some((parameter) => parameter.in === 'header' && parameter.name === IDEMPOTENCY_HEADER);
}

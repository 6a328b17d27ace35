/**
 * What the reference says about repeating a call that takes no Idempotency-Key. A read changes nothing, so
 * repeating it is safe; a write without a key (a PATCH that replaces a field whole, say) is safe only in the way
 * its own operation says, in its `x-idempotency` text, since the engine cannot know what a repeat does to it.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import type { ApiDocument } from './api-document';
import { allOperations } from './operations';
import { takesIdempotencyKey } from './idempotency';

/** The one line for a read. @internal Exported for its unit test (knip --production). */
export const READ_REPEAT = 'Safe to repeat: it changes nothing.';

const READ_METHODS = new Set(['get', 'head']);

/** The operation's own `x-idempotency` text, else the read line for a read; null for a write that says nothing. */
export function repeatText(method: string, operation: OpenAPIV3_1.OperationObject): string | null {
  const own = (operation as { 'x-idempotency'?: unknown })['x-idempotency'];
  if (typeof own === 'string' && own.trim() !== '') return own.trim();
  return READ_METHODS.has(method.toLowerCase()) ? READ_REPEAT : null;
}

/** Each call that changes something, takes no Idempotency-Key and does not say what a repeat does, at its operationId's line. */
export function repeatProblems(file: string, text: string, api: ApiDocument): string[] {
  const lines = text.split('\n');
  return allOperations(api)
    .filter((entry) => !entry.webhook && !takesIdempotencyKey(entry.operation) && repeatText(entry.method, entry.operation) === null)
    .map((entry) => {
      const line = lines.findIndex((row) => row.trim() === `operationId: ${entry.id}`) + 1;
      return `${file}:${line}: ${entry.id} (${entry.method.toUpperCase()} ${entry.path}) changes something and takes no Idempotency-Key: say in its x-idempotency what repeating it does, for the reference's idempotency line`;
    });
}

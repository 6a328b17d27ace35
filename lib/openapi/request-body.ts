/**
 * Whether an operation's request schema accepts a body, for the samples the docs show: a `<Parameter>` adds its
 * field to an example, and the rules between fields (`if`/`then`, `dependentRequired`, `not`) may refuse the
 * result. Ajv reads the dereferenced request schema (JSON Schema 2020-12, as OpenAPI 3.1 says); formats are not
 * checked. Server side only: the pages' browser code never loads Ajv.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { ApiDocument } from './api-document';
import { findOperation } from './operations';

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false, validateSchema: false });
const compiled = new WeakMap<object, ValidateFunction>();

/** What the request schema of `operationId` finds wrong with `body`, one message each; empty when it accepts it (or has no JSON request). */
export function requestBodyProblems(api: ApiDocument, operationId: string, body: unknown): string[] {
  const requestBody = findOperation(api, operationId)?.operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  const schema = requestBody?.content?.['application/json']?.schema;
  if (!schema) return [];
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || 'the body'} ${error.message ?? error.keyword}`);
}

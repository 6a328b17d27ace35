/**
 * What changed in the API between two versions' documents (an archived version's and the latest),
 * computed at build time from the two dereferenced documents: operations added, removed and changed,
 * and in a changed one its parameters, request and response fields, enum values and response
 * statuses, each marked breaking or not for an integrator written against the older version.
 *
 * Why not a diff library: api-smart-diff (the maintained one on npm for OpenAPI 3) reported none of
 * the changes inside the 3.1 `webhooks` (the webhook message's `reason` gained four values; it
 * reported them under `components` only) and classifies a removed response field as non-breaking.
 * Its output is paths into the document, so mapping it to operations and fields was most of this
 * module anyway. Matching is by method and path (a webhook by its name), not by operationId, so a
 * renamed id is not an operation removed and another added.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import type { ApiDocument } from './api-document';
import { merged, schemaTree, type SchemaNode } from './endpoint';
import { allOperations, type OperationEntry } from './operations';

type Schema = OpenAPIV3_1.SchemaObject;

/** Where in an operation a change is: a parameter's location, the request body (a webhook's message) or one response's body. */
type ChangePlace = 'header' | 'path' | 'query' | 'request body' | 'message' | `response ${string}` | 'responses';

export interface ApiChange {
  change: 'added' | 'removed' | 'changed';
  /** What the change is about: a field (or parameter), one value of a field's enum, or a response status. */
  subject: 'field' | 'enum value' | 'status';
  place: ChangePlace;
  /** The field's dotted path (`paymentMethod.mandateReference`), the enum's field and value, or the status. */
  name: string;
  /** What changed, in a few words: `now required`, `type string → integer`. */
  detail: string;
  breaking: boolean;
}

export interface OperationDiff {
  id: string;
  method: string;
  path: string;
  webhook: boolean;
  change: 'added' | 'removed' | 'changed';
  /** A removed operation, or any breaking change inside a changed one. */
  breaking: boolean;
  /** A changed operation's changes; empty for one added or removed. */
  changes: ApiChange[];
}

interface ApiDiff {
  operations: OperationDiff[];
  breaking: number;
}

const keyOf = (entry: OperationEntry) => `${entry.webhook ? 'webhook ' : ''}${entry.method.toUpperCase()} ${entry.path}`;

/** A schema's fields by dotted path, nested objects and array items included. */
function flatFields(nodes: readonly SchemaNode[], prefix = ''): Map<string, SchemaNode> {
  const fields = new Map<string, SchemaNode>();
  for (const node of nodes) {
    const name = `${prefix}${node.name}`;
    fields.set(name, node);
    for (const [childName, child] of flatFields(node.children, `${name}.`)) fields.set(childName, child);
  }
  return fields;
}

/**
 * Whether the integrator sends these fields (a call's parameters and request body) or reads them (a
 * response, and a webhook's message, which Paymora sends). What breaks them is the opposite: a
 * sender breaks on a new requirement or a value taken away, a reader on a field or a guarantee taken away.
 */
type Direction = 'sent' | 'read';

function fieldChanges(place: ChangePlace, direction: Direction, before: Map<string, SchemaNode>, after: Map<string, SchemaNode>): ApiChange[] {
  const changes: ApiChange[] = [];
  const sent = direction === 'sent';
  // What Paymora does with a field the integrator reads: returns it in an answer, or sends it in a webhook message.
  const given = place === 'message' ? 'sent' : 'returned';
  for (const [name, node] of after) {
    const old = before.get(name);
    if (!old) {
      // A field inside a new object is told by its parent.
      const parent = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : null;
      if (parent !== null && !before.has(parent)) continue;
      changes.push({ change: 'added', subject: 'field', place, name, detail: node.required ? 'required' : 'optional', breaking: sent && node.required });
      continue;
    }
    if (old.type !== node.type) changes.push({ change: 'changed', subject: 'field', place, name, detail: `type ${old.type} → ${node.type}`, breaking: true });
    if (old.required !== node.required) {
      const nowRequired = node.required;
      changes.push({ change: 'changed', subject: 'field', place, name, detail: nowRequired ? 'now required' : 'now optional', breaking: sent ? nowRequired : !nowRequired });
    }
    if (old.nullable !== node.nullable) {
      changes.push({ change: 'changed', subject: 'field', place, name, detail: node.nullable ? 'may now be null' : 'no longer null', breaking: sent ? !node.nullable : node.nullable });
    }
    // Values only compare between two enums: a field that gains or loses its enum is a type change enough.
    if (old.allowed.length > 0 && node.allowed.length > 0) {
      for (const value of node.allowed.filter((v) => !old.allowed.includes(v))) {
        changes.push({ change: 'added', subject: 'enum value', place, name: `${name}: ${value}`, detail: sent ? 'accepted' : `may be ${given}: handle values you do not know`, breaking: false });
      }
      for (const value of old.allowed.filter((v) => !node.allowed.includes(v))) {
        changes.push({ change: 'removed', subject: 'enum value', place, name: `${name}: ${value}`, detail: sent ? 'no longer accepted' : `no longer ${given}`, breaking: sent });
      }
    }
  }
  for (const [name] of before) {
    if (after.has(name)) continue;
    const parent = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : null;
    if (parent !== null && !after.has(parent)) continue;
    changes.push({ change: 'removed', subject: 'field', place, name, detail: sent ? 'no longer accepted' : `no longer ${given}`, breaking: true });
  }
  return changes;
}

const jsonSchema = (content: Record<string, OpenAPIV3_1.MediaTypeObject> | undefined): Schema | undefined => content?.['application/json']?.schema as Schema | undefined;

function parameterFields(operation: OpenAPIV3_1.OperationObject, location: 'header' | 'path' | 'query'): Map<string, SchemaNode> {
  const parameters = ((operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).filter((parameter) => parameter.in === location);
  const properties = Object.fromEntries(parameters.map((parameter) => [parameter.name, (parameter.schema ?? {}) as Schema]));
  const required = parameters.filter((parameter) => parameter.required === true).map((parameter) => parameter.name);
  return flatFields(schemaTree({ type: 'object', properties, required }));
}

const bodyFields = (schema: Schema | undefined): Map<string, SchemaNode> => (schema ? flatFields(schemaTree(merged(schema))) : new Map());

function responseBodies(operation: OpenAPIV3_1.OperationObject): Map<string, Schema | undefined> {
  return new Map(Object.entries(operation.responses ?? {}).map(([status, response]) => [status, jsonSchema((response as OpenAPIV3_1.ResponseObject).content)]));
}

function operationChanges(before: OperationEntry, after: OperationEntry): ApiChange[] {
  // A webhook's message is what the integrator reads; its headers too.
  const requestDirection: Direction = after.webhook ? 'read' : 'sent';
  const changes: ApiChange[] = [];
  for (const location of ['header', 'path', 'query'] as const) {
    changes.push(...fieldChanges(location, requestDirection, parameterFields(before.operation, location), parameterFields(after.operation, location)));
  }
  const requestSchema = (entry: OperationEntry) => jsonSchema((entry.operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content);
  changes.push(...fieldChanges(after.webhook ? 'message' : 'request body', requestDirection, bodyFields(requestSchema(before)), bodyFields(requestSchema(after))));
  const oldResponses = responseBodies(before.operation);
  const newResponses = responseBodies(after.operation);
  for (const [status, schema] of newResponses) {
    if (!oldResponses.has(status)) {
      changes.push({ change: 'added', subject: 'status', place: 'responses', name: status, detail: status.startsWith('2') ? 'a new success answer' : 'a new answer to handle', breaking: false });
    } else if (status.startsWith('2')) {
      changes.push(...fieldChanges(`response ${status}`, 'read', bodyFields(oldResponses.get(status)), bodyFields(schema)));
    }
  }
  for (const status of oldResponses.keys()) {
    if (newResponses.has(status)) continue;
    // A success answer taken away changes what a call returns; an error taken away is one fewer to handle.
    const success = status.startsWith('2');
    changes.push({ change: 'removed', subject: 'status', place: 'responses', name: status, detail: success ? 'no longer returned' : 'no longer answered', breaking: success });
  }
  return changes;
}

/** The changes from `before` (the older document) to `after`, both dereferenced, operations in `after`'s order, removed ones last. */
export function apiDiff(before: ApiDocument, after: ApiDocument): ApiDiff {
  const oldByKey = new Map(allOperations(before).map((entry) => [keyOf(entry), entry]));
  const newEntries = allOperations(after);
  const newKeys = new Set(newEntries.map(keyOf));
  const describe = (entry: OperationEntry) => ({ id: entry.id, method: entry.method.toUpperCase(), path: entry.path, webhook: entry.webhook });
  const operations: OperationDiff[] = [];
  for (const entry of newEntries) {
    const old = oldByKey.get(keyOf(entry));
    if (!old) {
      operations.push({ ...describe(entry), change: 'added', breaking: false, changes: [] });
      continue;
    }
    const changes = operationChanges(old, entry);
    if (changes.length > 0) operations.push({ ...describe(entry), change: 'changed', breaking: changes.some((change) => change.breaking), changes });
  }
  for (const [key, entry] of oldByKey) if (!newKeys.has(key)) operations.push({ ...describe(entry), change: 'removed', breaking: true, changes: [] });
  const breaking = operations.reduce((sum, operation) => sum + (operation.change === 'changed' ? operation.changes.filter((change) => change.breaking).length : operation.breaking ? 1 : 0), 0);
  return { operations, breaking };
}

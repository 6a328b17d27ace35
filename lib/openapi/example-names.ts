/**
 * A request example is published as written: in the reference, in openapi.json and in the Postman
 * collection. A page may show it with one more field (<Parameter>), but a reader who starts from the
 * download never sees that field. So an example whose name or summary names a value of one of its
 * request's enum fields (an example called `preAuthorisation` and the value `pre_authorisation`) must
 * send that field with that value itself. Only values of more than one word are read, since a single word
 * ("manual", "final") is too common in a summary to mean the value.
 */
import { isRecord } from '../util/is-record';
import { yamlLineOf } from './error-lines';

export interface ExampleNameProblem {
  line: number | null;
  message: string;
}

const words = (text: string) =>
  ` ${text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** The top-level properties of a request schema, through `$ref`s and `allOf`. */
function propertiesOf(document: Record<string, unknown>, schema: unknown, seen = new Set<string>()): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!isRecord(schema)) return out;
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    if (seen.has(ref)) return out;
    return propertiesOf(document, resolve(document, ref), new Set([...seen, ref]));
  }
  if (Array.isArray(schema.allOf)) for (const part of schema.allOf) for (const [name, value] of propertiesOf(document, part, seen)) out.set(name, value);
  if (isRecord(schema.properties)) for (const [name, value] of Object.entries(schema.properties)) out.set(name, value);
  return out;
}

function resolve(document: Record<string, unknown>, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => (isRecord(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), document);
}

/** The string values of a field's enum, through `$ref`s and `allOf`. */
function enumOf(document: Record<string, unknown>, schema: unknown, depth = 0): string[] {
  if (!isRecord(schema) || depth > 8) return [];
  if (typeof schema.$ref === 'string') return enumOf(document, resolve(document, schema.$ref), depth + 1);
  if (Array.isArray(schema.enum)) return schema.enum.filter((value): value is string => typeof value === 'string');
  if (Array.isArray(schema.allOf)) return schema.allOf.flatMap((part) => enumOf(document, part, depth + 1));
  return [];
}

/** Every request example of `yamlText` (an API document) whose name or summary names an enum value it does not send. */
export function exampleNameProblems(yamlText: string, document: unknown): ExampleNameProblem[] {
  if (!isRecord(document) || !isRecord(document.paths)) return [];
  const problems: ExampleNameProblem[] = [];
  for (const [route, item] of Object.entries(document.paths)) {
    if (!isRecord(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!isRecord(operation) || !isRecord(operation.requestBody) || !isRecord(operation.requestBody.content)) continue;
      const json = operation.requestBody.content['application/json'];
      if (!isRecord(json) || !isRecord(json.examples)) continue;
      const fields = [...propertiesOf(document, json.schema)].map(([name, schema]) => ({ name, values: enumOf(document, schema).filter((value) => value.includes('_')) }));
      for (const [exampleName, example] of Object.entries(json.examples)) {
        if (!isRecord(example) || !isRecord(example.value)) continue;
        const said = words(`${exampleName} ${typeof example.summary === 'string' ? example.summary : ''}`);
        for (const { name, values } of fields) {
          for (const value of values) {
            if (!said.includes(words(value)) || example.value[name] === value) continue;
            const operationName = typeof operation.operationId === 'string' ? operation.operationId : `${method.toUpperCase()} ${route}`;
            problems.push({
              line: yamlLineOf(yamlText, ['paths', route, method, 'requestBody', 'content', 'application/json', 'examples', exampleName]),
              message: `the example "${exampleName}" of ${operationName} names ${value} but does not send ${name}: ${value}; the reference, openapi.json and the Postman collection publish the example as written, so add the field to it`,
            });
          }
        }
      }
    }
  }
  return problems;
}

/**
 * Every example of the API document checked against its schema, since pages and generated samples
 * render them as the truth: a media type's or a parameter's `example` and each of its `examples`
 * (`value`), and a schema's own `example` and `examples`. The document is given to Ajv whole (JSON
 * Schema 2020-12, as OpenAPI 3.1 says), so `$ref`s, recursion included, resolve as the document writes
 * them; OpenAPI's own keywords (discriminator, xml, x-…) are annotations here. Formats are not checked.
 * Each problem names the YAML line of the value that is wrong and its JSON path.
 */
import Ajv2020 from 'ajv/dist/2020';
import { isRecord } from '../is-record';
import { yamlLineOf } from './error-lines';

type Path = (string | number)[];

export interface ExampleProblem {
  line: number | null;
  message: string;
}

const pointer = (path: Path) => `#/${path.map((part) => String(part).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
const jsonPath = (path: Path) => `$${path.map((part) => (typeof part === 'number' ? `[${part}]` : /^[A-Za-z_$][\w$]*$/.test(part) ? `.${part}` : `[${JSON.stringify(part)}]`)).join('')}`;

/** Where examples stand: [path of the example value, path of the schema it must match]. */
function examplesOf(node: unknown, path: Path, found: [Path, Path][]): void {
  if (Array.isArray(node)) {
    node.forEach((child, i) => examplesOf(child, [...path, i], found));
    return;
  }
  if (!isRecord(node)) return;
  const parentKey = path.at(-2);
  // A media type or a parameter: `schema` beside `example` / `examples` (a map of Example Objects).
  if (isRecord(node.schema)) {
    if ('example' in node) found.push([[...path, 'example'], [...path, 'schema']]);
    if (isRecord(node.examples)) {
      for (const [name, example] of Object.entries(node.examples)) if (isRecord(example) && 'value' in example) found.push([[...path, 'examples', name, 'value'], [...path, 'schema']]);
    }
  }
  // A schema of components/schemas (or one inside it): its own `example`, and `examples` as a list.
  const isSchema = path[0] === 'components' && (path[1] === 'schemas' || parentKey === 'properties' || path.includes('schemas'));
  if (isSchema && typeof node.type === 'string') {
    if ('example' in node) found.push([[...path, 'example'], path]);
    if (Array.isArray(node.examples)) node.examples.forEach((_, i) => found.push([[...path, 'examples', i], path]));
  }
  for (const [key, child] of Object.entries(node)) if (key !== 'example' && key !== 'examples') examplesOf(child, [...path, key], found);
}

function valueAt(node: unknown, path: Path): unknown {
  let at = node;
  for (const part of path) at = Array.isArray(at) ? at[Number(part)] : isRecord(at) ? at[String(part)] : undefined;
  return at;
}

/** A validator of values against the schemas of one document (`$ref`s resolve inside it). */
function schemaValidator(document: unknown) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false, validateSchema: false });
  ajv.addSchema(isRecord(document) ? document : {}, 'openapi');
  /** Where `value` breaks the schema at `schemaPath`: each wrong value's path inside `value`, and what is wrong. */
  return (schemaPath: Path, value: unknown): { at: Path; detail: string }[] => {
    const validate = ajv.getSchema(`openapi${pointer(schemaPath)}`);
    if (!validate) throw new Error(`The API document has no schema at ${pointer(schemaPath)}`);
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) => {
      const inside = error.instancePath.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
      const detail = error.keyword === 'additionalProperties' && isRecord(error.params) ? `${error.message ?? ''} (${String(error.params.additionalProperty)})` : (error.message ?? error.keyword);
      return { at: inside.map((part) => (/^\d+$/.test(part) ? Number(part) : part)), detail };
    });
  };
}

/** `document`: the parsed YAML (not dereferenced); `yamlText`: its text, for lines. */
export function exampleProblems(document: unknown, yamlText: string): ExampleProblem[] {
  const problemsOf = schemaValidator(document);
  const found: [Path, Path][] = [];
  examplesOf(document, [], found);
  const problems: ExampleProblem[] = [];
  for (const [examplePath, schemaPath] of found) {
    for (const { at, detail } of problemsOf(schemaPath, valueAt(document, examplePath))) {
      const wrong: Path = [...examplePath, ...at];
      problems.push({ line: yamlLineOf(yamlText, wrong), message: `the example at ${jsonPath(wrong)} does not match its schema (${jsonPath(schemaPath)}): ${detail}; fix the example or the schema` });
    }
  }
  return problems;
}

/**
 * Values kept outside the document (a data file's examples) checked against one of its schemas, the
 * same way. Each value says where a path inside it is in the data file (`fileAt`), whose text gives the line.
 */
export function dataExampleProblems(document: unknown, schemaPath: Path, values: readonly { value: unknown; fileAt: (inside: Path) => Path }[], dataText: string): ExampleProblem[] {
  const problemsOf = schemaValidator(document);
  return values.flatMap(({ value, fileAt }) =>
    problemsOf(schemaPath, value).map(({ at, detail }) => {
      const wrong = fileAt(at);
      return { line: yamlLineOf(dataText, wrong), message: `the example at ${jsonPath(wrong)} does not match the API document's schema ${jsonPath(schemaPath)}: ${detail}; fix the example or the schema` };
    }),
  );
}

/**
 * Examples kept outside the API document (the webhook events' data) checked against one of its schemas,
 * since pages render them as the truth; the document's own examples are Redocly CLI's (lib/openapi/lint.ts).
 * The document is given to Ajv whole (JSON Schema 2020-12, as OpenAPI 3.1 says), so `$ref`s, recursion
 * included, resolve as the document writes them; OpenAPI's own keywords (discriminator, xml, x-…) are
 * annotations here. Formats are not checked. Each problem names the line of the value that is wrong and its JSON path.
 */
import Ajv2020 from 'ajv/dist/2020';
import { isRecord } from '../util/is-record';
import { yamlLineOf } from './error-lines';

type Path = (string | number)[];

export interface ExampleProblem {
  line: number | null;
  message: string;
}

const pointer = (path: Path) => `#/${path.map((part) => String(part).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
const jsonPath = (path: Path) => `$${path.map((part) => (typeof part === 'number' ? `[${part}]` : /^[A-Za-z_$][\w$]*$/.test(part) ? `.${part}` : `[${JSON.stringify(part)}]`)).join('')}`;

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

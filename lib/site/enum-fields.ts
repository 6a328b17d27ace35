/**
 * Contentlayer declares enum fields but does not check their values (its mapping leaves a TODO there):
 * `kind: "warnin"` in a data file built. This walks a data file's JSON against the fields its document
 * type declares, through lists and nested types, so every declared enum is checked where it is
 * declared, with no second list of its values.
 */
import { yamlLineOf } from '../openapi/error-lines';
import { isRecord } from '../util/is-record';

export interface EnumValueProblem {
  /** The line of the value in the file (JSON is YAML, so the YAML locator finds it). */
  line: number | null;
  message: string;
}

type Path = (string | number)[];
interface Found {
  path: Path;
  value: unknown;
  options: readonly string[];
}

const optionsOf = (field: Record<string, unknown>): readonly string[] | null =>
  field.type === 'enum' && Array.isArray(field.options) && field.options.every((o): o is string => typeof o === 'string') ? field.options : null;

/** The fields of a nested type (`{ type: 'nested', def: () => ({ fields }) }`), or null for another item. */
function nestedFields(item: unknown): Record<string, unknown> | null {
  if (!isRecord(item) || item.type !== 'nested' || typeof item.def !== 'function') return null;
  const def: unknown = item.def();
  return isRecord(def) && isRecord(def.fields) ? def.fields : {};
}

function walk(value: unknown, fields: Record<string, unknown>, path: Path, found: Found[]): void {
  if (!isRecord(value)) return;
  for (const [name, field] of Object.entries(fields)) {
    if (!isRecord(field) || !(name in value)) continue;
    const child = value[name];
    const options = optionsOf(field);
    if (options) found.push({ path: [...path, name], value: child, options });
    else if (field.type === 'nested') {
      const inner = nestedFields(field.of);
      if (inner) walk(child, inner, [...path, name], found);
    } else if (field.type === 'list' && Array.isArray(child)) {
      const itemOptions = isRecord(field.of) ? optionsOf(field.of) : null;
      const inner = nestedFields(field.of);
      child.forEach((item, i) => {
        if (itemOptions) found.push({ path: [...path, name, i], value: item, options: itemOptions });
        else if (inner) walk(item, inner, [...path, name, i], found);
      });
    }
  }
}

/** Every enum value of the file (`text`, JSON) that is not one of its field's declared options. */
export function enumValueProblems(text: string, fields: Record<string, unknown>): EnumValueProblem[] {
  const found: Found[] = [];
  walk(JSON.parse(text), fields, [], found);
  return found
    .filter(({ value, options }) => !(typeof value === 'string' && options.includes(value)))
    .map(({ path, value, options }) => ({
      line: yamlLineOf(text, path),
      message: `${path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join('').slice(1)} is ${JSON.stringify(value)}; allowed values: ${options.join(', ')}`,
    }));
}

/**
 * The one walk over a data file: its JSON against the fields its data set declares (lib/site/data-sets.ts),
 * through lists and nested types. It finds what Contentlayer lets through:
 * - enum values: Contentlayer declares enum fields but does not check their values (its mapping leaves a
 *   TODO there), so `kind: "warnin"` built;
 * - strict rows (a data set's `rows`): a required field missing from a nested row only prints
 *   "Inconsistent data found" and exits 0, and an empty string passes.
 * Each problem has the line of the value, or of the row that lacks a field (JSON is YAML, so the YAML
 * locator finds it), the field's path and what is allowed.
 */
import { yamlLineOf } from '../openapi/error-lines';
import { isRecord } from '../util/is-record';
import type { DataSetEntry, RowSpec } from './data-sets';

export interface DataFileProblem {
  line: number | null;
  message: string;
}

type Path = (string | number)[];

const optionsOf = (field: Record<string, unknown>): readonly string[] | null =>
  field.type === 'enum' && Array.isArray(field.options) && field.options.every((o): o is string => typeof o === 'string') ? field.options : null;

/** The fields of a nested type (`{ type: 'nested', def: () => ({ fields }) }`), or null for another item. */
function nestedFields(item: unknown): Record<string, unknown> | null {
  if (!isRecord(item) || item.type !== 'nested' || typeof item.def !== 'function') return null;
  const def: unknown = item.def();
  return isRecord(def) && isRecord(def.fields) ? def.fields : {};
}

const written = (path: Path) => path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join('').slice(1);

function hasKind(value: unknown, kind: RowSpec[string]['kind']): boolean {
  if (kind === 'string') return typeof value === 'string' && value.trim() !== '';
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value);
  if (kind === 'boolean') return typeof value === 'boolean';
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item.trim() !== '');
}

interface Found {
  path: Path;
  message: string;
}

function rowProblems(record: Record<string, unknown>, row: RowSpec, path: Path, found: Found[]): void {
  for (const [field, spec] of Object.entries(row)) {
    const present = record[field] !== undefined;
    if (!present && spec.required) found.push({ path, message: `${written([...path, field])} is missing (${spec.kind} required)` });
    else if (present && !hasKind(record[field], spec.kind)) found.push({ path: [...path, field], message: `${written([...path, field])} is ${JSON.stringify(record[field])}; expected a non-empty ${spec.kind}` });
  }
  for (const field of Object.keys(record)) if (!(field in row)) found.push({ path: [...path, field], message: `${written([...path, field])} is not a field of this data set` });
}

function walk(value: unknown, fields: Record<string, unknown>, rows: Readonly<Record<string, RowSpec>>, path: Path, found: Found[]): void {
  if (!isRecord(value)) return;
  for (const [name, row] of Object.entries(rows)) {
    const list = value[name];
    if (!Array.isArray(list)) found.push({ path, message: `${name} is missing or not a list` });
    else list.forEach((item, i) => rowProblems(isRecord(item) ? item : {}, row, [...path, name, i], found));
  }
  for (const [name, field] of Object.entries(fields)) {
    if (!isRecord(field) || !(name in value)) continue;
    const child = value[name];
    const options = optionsOf(field);
    const enumProblem = (at: Path, item: unknown, allowed: readonly string[]) => {
      if (!(typeof item === 'string' && allowed.includes(item))) found.push({ path: at, message: `${written(at)} is ${JSON.stringify(item)}; allowed values: ${allowed.join(', ')}` });
    };
    if (options) enumProblem([...path, name], child, options);
    else if (field.type === 'nested') {
      const inner = nestedFields(field.of);
      if (inner) walk(child, inner, {}, [...path, name], found);
    } else if (field.type === 'list' && Array.isArray(child)) {
      const itemOptions = isRecord(field.of) ? optionsOf(field.of) : null;
      const inner = nestedFields(field.of);
      child.forEach((item, i) => {
        if (itemOptions) enumProblem([...path, name, i], item, itemOptions);
        else if (inner) walk(item, inner, {}, [...path, name, i], found);
      });
    }
  }
}

/** Every problem of a data file (`text`, JSON) against its data set's fields and strict rows, in file order. */
export function dataFileProblems(text: string, dataSet: Pick<DataSetEntry, 'fields' | 'rows'>): DataFileProblem[] {
  const found: Found[] = [];
  walk(JSON.parse(text), dataSet.fields, dataSet.rows ?? {}, [], found);
  return found.map(({ path, message }) => ({ line: path.length === 0 ? 1 : yamlLineOf(text, path), message })).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

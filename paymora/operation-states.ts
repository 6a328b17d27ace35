/**
 * What an operation answers in each status of its object (content/data/operation-states.json), held to the API
 * document and the error catalogue: every status of the object's enum has an answer, an error answer names a
 * code of error-codes.json with the same HTTP status that the operation declares under that status in its
 * x-error-codes, and a success answer is a 2xx the operation declares. Pages render the answers
 * (`<OperationStateTable operation="…" />`) instead of typing a status's error code.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import type { ApiDocument } from '../lib/openapi/document';
import { findOperation } from '../lib/openapi/operations';

export interface StateAnswer {
  states: readonly string[];
  condition?: string;
  answer: number;
  code?: string;
  result: string;
}

export interface OperationStates {
  operation: string;
  statusSchema: string;
  answers: readonly StateAnswer[];
}

interface ErrorCodeRow {
  code: string;
  kind: string;
  status?: number;
}

type ResponseWithCodes = OpenAPIV3_1.ResponseObject & { 'x-error-codes'?: string[] };

/** The line of `"operation": "<id>"` in the data file, so that a problem points at its operation. */
function lineOf(text: string, operation: string): number {
  const index = text.split('\n').findIndex((line) => line.includes(`"operation": "${operation}"`));
  return index + 1;
}

export function operationStateProblems(file: string, text: string, operations: readonly OperationStates[], api: ApiDocument, errorCodes: readonly ErrorCodeRow[]): string[] {
  const problems: string[] = [];
  const byCode = new Map(errorCodes.map((row) => [row.code, row]));
  const seenOperations = new Set<string>();
  for (const { operation, statusSchema, answers } of operations) {
    const at = `${file}:${lineOf(text, operation)}: ${operation}`;
    if (seenOperations.has(operation)) problems.push(`${at} is listed twice; give each operation one entry`);
    seenOperations.add(operation);
    const entry = findOperation(api, operation);
    if (!entry) {
      problems.push(`${at}: no operation of the API document has this operationId`);
      continue;
    }
    const schema = api.components?.schemas?.[statusSchema] as OpenAPIV3_1.SchemaObject | undefined;
    const values = (schema?.enum ?? []).map(String);
    if (values.length === 0) {
      problems.push(`${at}: statusSchema ${statusSchema} is no status enum of the API document`);
      continue;
    }
    const responses = (entry.operation.responses ?? {}) as Record<string, ResponseWithCodes>;
    const covered = new Map<string, number>();
    for (const row of answers) {
      const label = `${at}, ${row.states.join(', ')}${row.condition ? ` (${row.condition})` : ''}`;
      for (const state of row.states) {
        if (!values.includes(state)) problems.push(`${label}: ${state} is not a value of ${statusSchema} (${values.join(', ')})`);
        covered.set(state, (covered.get(state) ?? 0) + 1);
        if (!row.condition && (covered.get(state) ?? 0) > 1) problems.push(`${label}: ${state} has another answer; answers for one status need a condition each`);
      }
      const response = responses[String(row.answer)];
      if (!response) {
        problems.push(`${label}: ${operation} declares no ${row.answer} response in the API document`);
        continue;
      }
      if (row.code === undefined) {
        if (row.answer >= 300) problems.push(`${label}: a ${row.answer} answer needs its error code`);
        continue;
      }
      const catalogued = byCode.get(row.code);
      if (!catalogued || catalogued.kind !== 'error') problems.push(`${label}: ${row.code} is not an error code of content/data/error-codes.json`);
      else if (catalogued.status !== row.answer) problems.push(`${label}: ${row.code} answers ${catalogued.status} in content/data/error-codes.json, not ${row.answer}`);
      if (!(response['x-error-codes'] ?? []).includes(row.code)) problems.push(`${label}: ${operation}'s ${row.answer} response does not list ${row.code} in its x-error-codes`);
    }
    const missing = values.filter((value) => !covered.has(value));
    if (missing.length > 0) problems.push(`${at}: no answer for ${missing.join(', ')}; every value of ${statusSchema} needs one`);
  }
  return problems;
}

/** The operation's answers, for its table; an operation the file lacks is a bug the content check reports first. */
export function answersOf<A extends StateAnswer>(operations: readonly { operation: string; answers: readonly A[] }[], operation: string): readonly A[] {
  const found = operations.find((entry) => entry.operation === operation);
  if (!found) throw new Error(`content/data/operation-states.json has no answers for ${operation}`);
  return found.answers;
}

/**
 * Descriptions in the API document that restate what the data answers per status. A description of an operation
 * the file holds says what the call is for ("releases the funds that were not captured"); it may not name one of
 * its state error codes, nor statuses of its object as such: a value with an underscore, one after the word
 * status or already, or two or more in a list ("expired or abandoned"). The file alone states those answers: the reference
 * renders them under each operation, the guides with `<OperationStateTable />`. Each problem names the line.
 */
export function descriptionStateProblems(apiFile: string, apiText: string, dataFile: string, operations: readonly OperationStates[], api: ApiDocument): string[] {
  const lines = apiText.split('\n');
  return operations.flatMap(({ operation, statusSchema, answers }) => {
    const description = findOperation(api, operation)?.operation.description ?? '';
    const schema = api.components?.schemas?.[statusSchema] as OpenAPIV3_1.SchemaObject | undefined;
    const values = (schema?.enum ?? []).map(String);
    const word = `(?:${values.join('|')})`;
    const listed = new RegExp(`\\b${word}\\b(?:,| or| and|, or|, and) \\b${word}\\b`, 'g');
    const named = new Set<string>();
    for (const value of values) {
      const asSuch = new RegExp(`\\b(?:status(?:es)?|already) ${value}\\b`).test(description) || (value.includes('_') && new RegExp(`\\b${value}\\b`).test(description));
      if (asSuch) named.add(value);
    }
    for (const match of description.matchAll(listed)) for (const value of values) if (new RegExp(`\\b${value}\\b`).test(match[0])) named.add(value);
    for (const row of answers) if (row.code && new RegExp(`\\b${row.code}\\b`).test(description)) named.add(row.code);
    if (named.size === 0) return [];
    const at = lines.findIndex((line) => line.trim() === `operationId: ${operation}`);
    const line = at + 1 + lines.slice(at).findIndex((text) => /^\s*description:/.test(text));
    return [`${apiFile}:${line}: the description of ${operation} names ${[...named].join(', ')}: what the call answers in each status is ${dataFile}'s alone. Say what the call is for; the reference renders the answers under it, and guides render <OperationStateTable operation="${operation}" />`];
  });
}

/**
 * What an operation answers in each status of its object (content/data/operation-states.json), held to the API
 * document and the error catalogue: every status of the object's enum has an answer, an error answer names a
 * code of error-codes.json with the same HTTP status that the operation declares under that status in its
 * x-error-codes, and a success answer is a 2xx the operation declares. Pages render the answers
 * (`<OperationStateTable operation="…" />`) instead of typing a status's error code.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import type { ApiDocument } from '../lib/openapi/api-document';
import { findOperation } from '../lib/openapi/operations';
import type { OperationStateAnswers, StateAnswerRow } from '../lib/reference/reference-page';
import { sectionLink } from './cited-sections';

/** One answer of an operation in some statuses: the engine's state-and-answer row (the API reference renders it), with the cases it covers. */
export interface StateAnswer extends StateAnswerRow {
  /**
   * The cases the condition covers, as facts of the object that are true or false (`{ "disputeUndecided": false,
   * "withinRefundable": true }`), so that the check can prove the answers of one status neither overlap nor leave
   * a gap. JSON in Contentlayer, so unknown here until the check has read it.
   */
  when?: unknown;
}

export interface OperationStates extends OperationStateAnswers {
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

/** Where the docs say what an Idempotency-Key keeps after each answer. */
const retryKeyLink = sectionLink('idempotency');

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
      // A refusal stays under the Idempotency-Key it came with, so advice to try later must send readers to a new key.
      if (/\bwait\b|\bagain\b/i.test(row.result) && !row.result.includes(retryKeyLink))
        problems.push(`${label}: the result tells the reader to try later, but a retry with the same key gets this ${row.answer} back; link a new key to ${retryKeyLink}`);
    }
    problems.push(...caseProblems(at, answers));
    const missing = values.filter((value) => !covered.has(value));
    if (missing.length > 0) problems.push(`${at}: no answer for ${missing.join(', ')}; every value of ${statusSchema} needs one`);
  }
  return problems;
}

type Case = ReadonlyMap<string, boolean>;

/** A row's `when` as facts and their values, or null when it is not an object of booleans. */
function caseOf(when: unknown): Case | null {
  if (typeof when !== 'object' || when === null || Array.isArray(when)) return null;
  const entries = Object.entries(when);
  if (entries.length === 0 || !entries.every((entry): entry is [string, boolean] => typeof entry[1] === 'boolean')) return null;
  return new Map(entries);
}

const describeCase = (facts: Case) => [...facts].map(([fact, value]) => `${fact} ${value}`).join(', ');

/**
 * The answers of one status must cover each case of the object exactly once: with several rows, each states its
 * case in `when`, and every combination of the facts those rows name matches one row, no more (an overlap gives a
 * client two answers to branch on) and no less (a gap gives it none). A condition goes with its `when`.
 */
function caseProblems(at: string, answers: readonly StateAnswer[]): string[] {
  const problems: string[] = [];
  const label = (row: StateAnswer) => `${at}, ${row.states.join(', ')}${row.condition ? ` (${row.condition})` : ''}`;
  const cases = new Map<StateAnswer, Case>();
  for (const row of answers) {
    if (row.when === undefined) {
      if (row.condition) problems.push(`${label(row)}: a condition needs its "when": the facts it covers, each true or false`);
      continue;
    }
    const facts = caseOf(row.when);
    if (!facts) problems.push(`${label(row)}: "when" must be an object of facts, each true or false, such as { "disputeUndecided": false }`);
    else if (!row.condition) problems.push(`${label(row)}: a "when" needs its condition, the sentence the table shows`);
    else cases.set(row, facts);
  }
  const states = [...new Set(answers.flatMap((row) => row.states))];
  for (const state of states) {
    const rows = answers.filter((row) => row.states.includes(state));
    if (rows.length === 1 && rows[0]?.when === undefined) continue;
    const unkeyed = rows.filter((row) => row.when === undefined);
    if (unkeyed.length > 0) {
      for (const row of unkeyed) problems.push(`${label(row)}: ${state} has another answer; answers for one status need a condition and a "when" each`);
      continue;
    }
    const keyed = rows.flatMap((row) => {
      const facts = cases.get(row);
      return facts ? [{ row, facts }] : [];
    });
    if (keyed.length < rows.length) continue;
    const names = [...new Set(keyed.flatMap(({ facts }) => [...facts.keys()]))].sort();
    const reported = new Set<string>();
    for (let bits = 0; bits < 2 ** names.length; bits++) {
      const assignment: Case = new Map(names.map((name, i) => [name, (bits & (1 << i)) !== 0]));
      const matching = keyed.filter(({ facts }) => [...facts].every(([name, value]) => assignment.get(name) === value));
      const problem =
        matching.length === 0
          ? `${at}, ${state}: no answer when ${describeCase(assignment)}; give that case a row`
          : matching.length > 1
            ? `${at}, ${state}: ${matching.length} answers when ${describeCase(assignment)} (${matching.map(({ row }) => row.condition ?? '').join('; ')}); make their "when" exclude each other`
            : null;
      // One message per pair of overlapping rows or per gap, however many combinations show it.
      const key = problem && matching.length > 1 ? matching.map(({ row }) => answers.indexOf(row)).join(',') : problem;
      if (problem && key !== null && !reported.has(key)) {
        reported.add(key);
        problems.push(problem);
      }
    }
  }
  return problems;
}

/** The operation's answers, for its table; an operation the file lacks is a bug the content check reports first. */
export function answersOf<A extends StateAnswer>(operations: readonly { operation: string; answers: readonly A[] }[], operation: string): readonly A[] {
  const found = operations.find((entry) => entry.operation === operation);
  if (!found) throw new Error(`content/data/operation-states.json has no answers for ${operation}`);
  return found.answers;
}

/** One error code an operation answers, with every status it answers it in and what to do about it. */
export interface AnswerSummaryRow {
  answer: number;
  code: string;
  states: string[];
  /** The error catalogue's action for the code (content/data/error-codes.json). */
  action: string;
}

/**
 * The error codes of an operation's answers, one row each in the order they first appear, with the statuses that
 * answer it: what an integrator holding a 4xx reads first, above the full table of conditions.
 */
export function answerSummary(rows: readonly StateAnswerRow[], actions: readonly { code: string; action: string }[]): AnswerSummaryRow[] {
  const actionOf = new Map(actions.map((row) => [row.code, row.action]));
  const byCode = new Map<string, AnswerSummaryRow>();
  for (const row of rows) {
    if (row.code === undefined) continue;
    const found = byCode.get(row.code);
    if (found) {
      for (const state of row.states) if (!found.states.includes(state)) found.states.push(state);
      continue;
    }
    const action = actionOf.get(row.code);
    if (action === undefined) throw new Error(`content/data/error-codes.json has no error ${row.code}, which an answer of content/data/operation-states.json names`);
    byCode.set(row.code, { answer: row.answer, code: row.code, states: [...row.states], action });
  }
  return [...byCode.values()];
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

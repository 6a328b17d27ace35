/**
 * The Paymora API as one OpenAPI 3.1 document (content/api/openapi.yaml): validated once, then
 * dereferenced for the pages that render endpoints from it. Build-time only.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compileErrors, dereference, validate } from '@readme/openapi-parser';
import { contentFile, contentFolder } from '../build/folders';
import { parse } from 'yaml';
import { errorSummary, framedLine, jsonLinePaths, yamlLineOf } from './error-lines';
import type { ApiDocument } from './api-document';
import { allOperations } from './operations';
import { parseWebhookEvents, WEBHOOK_EVENTS_FILE, webhookExampleProblems } from './webhook-events';

const API_FILE = 'api/openapi.yaml';

/** A version's API document inside the content folder: `api/openapi.yaml`, or `versions/<name>/api/openapi.yaml` (root `versions/<name>/`). */
export const apiFileOf = (root = ''): string => `${root}${API_FILE}`;

function contentDir(): string {
  return path.resolve(contentFolder());
}

async function readYaml(root: string): Promise<unknown> {
  return parse(await readFile(path.join(contentDir(), apiFileOf(root)), 'utf8'));
}

/** Problems with a version's document, each a sentence; empty when it is valid OpenAPI 3.1 (or absent and unused). */
export async function apiProblems(used: boolean, root = ''): Promise<string[]> {
  const API_FILE = apiFileOf(root);
  if (!existsSync(path.join(contentDir(), API_FILE))) return used ? [`${contentFile(API_FILE)} is missing, but pages render endpoints from it`] : [];
  let raw: unknown;
  const text = await readFile(path.join(contentDir(), API_FILE), 'utf8');
  try {
    raw = parse(text);
  } catch (error) {
    return [`${contentFile(API_FILE)}: ${error instanceof Error ? error.message : String(error)}`];
  }
  const result = await validate(raw as ApiDocument);
  if (result.valid) return [];
  // Each error at its line of the YAML file; compileErrors' text when a line cannot be found. The
  // validator's code frames show the dereferenced document, so the lines are counted on one too.
  const lines = jsonLinePaths(await dereference(structuredClone(raw) as ApiDocument).catch(() => raw));
  const located = result.errors.map((error) => {
    const jsonLine = framedLine(error.message);
    const at = jsonLine === null ? undefined : lines.get(jsonLine);
    const line = at ? yamlLineOf(text, at) : null;
    return line === null ? null : `${contentFile(API_FILE)}:${line}: not valid OpenAPI 3.1: ${errorSummary(error.message)}`;
  });
  if (located.every((entry): entry is string => entry !== null)) return located;
  return [`${contentFile(API_FILE)} is not valid OpenAPI: ${compileErrors(result)}`];
}

/**
 * The version's webhook event examples (its data/webhook-events.json), each a message's data, against
 * the document's webhook message schema, at their line of the events file. The document's own examples
 * are checked by Redocly CLI's rules with the rest of it (lib/openapi/lint.ts).
 */
export async function eventExampleProblems(root = ''): Promise<string[]> {
  const eventsFile = `${root}${WEBHOOK_EVENTS_FILE}`;
  if (!existsSync(path.join(contentDir(), eventsFile))) return [];
  const document: unknown = parse(await readFile(path.join(contentDir(), apiFileOf(root)), 'utf8'));
  const eventsText = await readFile(path.join(contentDir(), eventsFile), 'utf8');
  const events = parseWebhookEvents(JSON.parse(eventsText), contentFile(eventsFile));
  return webhookExampleProblems(document, events, eventsText).map((problem) => `${contentFile(eventsFile)}${problem.line === null ? '' : `:${problem.line}`}: ${problem.message}`);
}

const cached = new Map<string, Promise<ApiDocument>>();

/** A version's API document, dereferenced, once a process: the current one by default. */
export function loadApi(root = ''): Promise<ApiDocument> {
  let api = cached.get(root);
  if (!api) cached.set(root, (api = readYaml(root).then((raw) => dereference(raw as ApiDocument))));
  return api;
}

/** Every operationId in the document, webhooks included. */
export function operationIds(api: ApiDocument): Set<string> {
  return new Set(allOperations(api).map((entry) => entry.id));
}

/**
 * The Paymora API as one OpenAPI 3.1 document (content/api/openapi.yaml): validated once, then
 * dereferenced for the pages that render endpoints from it. Build-time only.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compileErrors, dereference, validate } from '@readme/openapi-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { parse } from 'yaml';
import { allOperations } from './operations';

const API_FILE = 'api/openapi.yaml';

export type ApiDocument = OpenAPIV3_1.Document;

function contentDir(): string {
  return path.resolve(process.env.CONTENT_DIR ?? 'content');
}

async function readYaml(): Promise<unknown> {
  return parse(await readFile(path.join(contentDir(), API_FILE), 'utf8'));
}

/** Problems with the document, each a sentence; empty when it is valid OpenAPI 3.1 (or absent and unused). */
export async function apiProblems(used: boolean): Promise<string[]> {
  if (!existsSync(path.join(contentDir(), API_FILE))) return used ? [`content/${API_FILE} is missing, but pages render endpoints from it`] : [];
  let raw: unknown;
  try {
    raw = await readYaml();
  } catch (error) {
    return [`content/${API_FILE}: ${error instanceof Error ? error.message : String(error)}`];
  }
  const result = await validate(raw as ApiDocument);
  return result.valid ? [] : [`content/${API_FILE} is not valid OpenAPI: ${compileErrors(result)}`];
}

let cached: Promise<ApiDocument> | undefined;

export function loadApi(): Promise<ApiDocument> {
  cached ??= readYaml().then((raw) => dereference(raw as ApiDocument));
  return cached;
}

/** Every operationId in the document, webhooks included. */
export function operationIds(api: ApiDocument): Set<string> {
  return new Set(allOperations(api).map((entry) => entry.id));
}

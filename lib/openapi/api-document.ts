/**
 * The API document's type and its guard. Every module that reads the document imports its type from
 * here rather than from document.ts, which loads the file and imports those modules back.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import { isRecord } from '../util/is-record';

export type ApiDocument = OpenAPIV3_1.Document;

/** Parsed JSON that is an OpenAPI 3.1 document at its top level (a published `api/openapi.json`). */
export const isApiDocument = (value: unknown): value is ApiDocument =>
  isRecord(value) && typeof value.openapi === 'string' && value.openapi.startsWith('3.1') && isRecord(value.info) && isRecord(value.paths);

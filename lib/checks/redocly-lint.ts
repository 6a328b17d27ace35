/** Every version's API document linted whole by Redocly CLI (redocly.yaml, lib/openapi/lint.ts: its examples included). */
import { lintApiDocuments } from '../openapi/lint';
import type { ContentCheck } from './model';

export const redoclyLintCheck: ContentCheck = {
  name: 'redocly-lint',
  run: async (site) => (await lintApiDocuments(site.versions.flatMap(({ apiFile }) => (apiFile ? [apiFile] : [])))).map((message) => ({ message })),
};

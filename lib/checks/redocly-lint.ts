/** Every version's API document linted whole by Redocly CLI (redocly.yaml, lib/openapi/lint.ts: its examples included). */
import type { ContentCheck } from './model';

export const redoclyLintCheck: ContentCheck = {
  name: 'redocly-lint',
  run: async (site) => (await site.apiLint).map((message) => ({ message })),
};

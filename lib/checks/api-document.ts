/**
 * Each version's API document: valid OpenAPI (found while the model loads, since no page renders without
 * it), its webhook events' examples against the message schema, its request examples' names against the
 * enum values they send (lib/openapi/example-names.ts), what a repeat of each write without an Idempotency-Key does
 * (lib/openapi/repeat.ts), and every operation, example and parameter the
 * version's pages render (lib/openapi/page-endpoints.ts). Reads the events' examples from the content folder.
 */
import { eventExampleProblems } from '../openapi/document';
import { exampleNameProblems } from '../openapi/example-names';
import { apiUseProblem } from '../openapi/page-endpoints';
import { repeatProblems } from '../openapi/repeat';
import { apiFileOf } from '../openapi/document';
import { bodiesOf, fileLineOf, type ContentCheck, type Problem } from './model';

export const apiDocumentCheck: ContentCheck = {
  name: 'api-document',
  run: async (site) => {
    const problems: Problem[] = [];
    for (const version of site.versions) {
      problems.push(...version.apiErrors.map((message) => ({ message })));
      if (!version.api) continue;
      problems.push(...(await eventExampleProblems(version.root)).map((message) => ({ message })));
      problems.push(...apiUseProblems(version));
      problems.push(...repeatProblems(version.api.file, version.api.text, version.api.document).map((message) => ({ message })));
      for (const problem of exampleNameProblems(version.api.text, version.api.parsed)) problems.push({ file: version.api.file, line: problem.line ?? undefined, message: problem.message });
    }
    return problems;
  },
};

/** Every operation, example and parameter a version's pages render exists in its API document. */
function apiUseProblems(version: Parameters<typeof bodiesOf>[0]): Problem[] {
  const api = version.api;
  if (!api) return [];
  return bodiesOf(version).flatMap((body) =>
    body.apiUses.flatMap((use) => {
      const problem = apiUseProblem(api.document, use);
      return problem ? [{ file: body.file, line: fileLineOf(body, use.line), message: `${problem}; fix the page or add it to content/${apiFileOf(version.root)}` }] : [];
    }),
  );
}

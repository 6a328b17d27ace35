/**
 * Node.js and browser samples: parsed with acorn as ES modules (the content check fails on a syntax error
 * with file and line), and sorted by what running one needs (tests/unit/node-samples.test.ts runs them).
 */
import { parse } from 'acorn';

interface JavaScriptProblem {
  /** 1-based, in the sample's code. */
  line: number;
  /** 1-based, in the sample's code. */
  column: number;
  message: string;
}

/** The syntax error of a sample read as an ES module (top-level await allowed), or null. */
function javascriptSyntaxError(code: string): JavaScriptProblem | null {
  try {
    parse(code, { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true });
    return null;
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    const message = error instanceof Error ? error.message.replace(/ \(\d+:\d+\)$/, '') : String(error);
    return { line: loc?.line ?? 1, column: (loc?.column ?? 0) + 1, message };
  }
}

/** One line per problem: `file:line:column: JavaScript sample: …`; for a generated sample, the operation it was written for. */
export function javascriptSampleErrors(samples: readonly { file: string; line: number; code: string; label?: string }[]): string[] {
  const errors: string[] = [];
  const results = new Map<string, JavaScriptProblem | null>();
  let generatedBroken = 0;
  for (const sample of samples) {
    if (!results.has(sample.code)) results.set(sample.code, javascriptSyntaxError(sample.code));
    const problem = results.get(sample.code);
    if (!problem) continue;
    // Generated samples share one template: the first few are listed, the rest counted.
    if (sample.label && ++generatedBroken > 3) continue;
    errors.push(
      sample.label
        ? `${sample.file}: the Node.js sample it writes for ${sample.label} (content/api/openapi.yaml), line ${problem.line}, column ${problem.column}: ${problem.message}`
        : `${sample.file}:${sample.line + problem.line - 1}:${problem.column}: JavaScript sample: ${problem.message}`,
    );
  }
  if (generatedBroken > 3) errors.push(`lib/openapi/samples.ts: ${generatedBroken - 3} more generated Node.js samples have syntax errors (${generatedBroken} in all)`);
  return errors;
}

/**
 * What running a sample needs:
 * - `browser`: the DOM (`document`, `window`, …) or a browser package such as `@adyen/adyen-web`: parsed, not run;
 * - `express-app`: imports Express and registers routes: run with a stand-in Express and a stubbed `fetch`;
 * - `express-route`: a route for the `app` of another sample (`app.get(…)` without creating `app`): the same,
 *   with the test's `app`;
 * - `fetch`: calls the API and nothing else from outside: run with a stubbed `fetch`;
 * - `plain`: runs as is.
 * @internal Exported for its unit test (knip --production).
 */
export type JavaScriptKind = 'browser' | 'express-app' | 'express-route' | 'fetch' | 'plain';

/** @internal Exported for its unit test (knip --production). */
export function javascriptKind(code: string): JavaScriptKind {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  if (/\b(document|window|navigator|localStorage|sessionStorage)\s*\./.test(withoutComments) || /from\s+['"]@adyen\//.test(withoutComments)) return 'browser';
  if (/from\s+['"]express['"]/.test(withoutComments)) return 'express-app';
  if (/^\s*app\.(get|post|put|patch|delete|use)\(/m.test(withoutComments) && !/\b(const|let|var)\s+app\b/.test(withoutComments)) return 'express-route';
  if (/\bfetch\(/.test(withoutComments)) return 'fetch';
  return 'plain';
}

/**
 * Runs after `contentlayer2 build` and before `next build`: the checks Contentlayer cannot make
 * (one page per route, categories, enum values, links), so a broken link fails in seconds, not minutes.
 * It reads the build output in the working directory, like Contentlayer writes it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Generated from '#content';
import { navFromDocuments } from '../lib/content-model';
import { calloutTypes, checkEnum, paymentMethodTypes, type EnumProblem } from '../lib/content-schema';
import type { Heading } from '../lib/headings';
import { jsxUses } from '../lib/jsx-attributes';
import { bodyLineOffset } from '../lib/mdx-parse';
import { checkLinks, extractLinks } from '../lib/links';
import { ContentError } from '../lib/nav';
import { apiProblems, loadApi } from '../lib/openapi/document';
import { apiUseProblem, apiUsesOf } from '../lib/openapi/page-endpoints';
import { categoryRoute } from '../lib/routes';

const contentDir = process.env.CONTENT_DIR ?? 'content';
const fileOf = (sourceFilePath: string) => path.join(contentDir, sourceFilePath);
const generated = (await import(pathToFileURL(path.resolve('.contentlayer/generated/index.mjs')).href)) as typeof Generated;

const errors: string[] = [];
const warnings: string[] = [];
const where = (file: string, line?: number) => (line ? `${file}:${line}` : file);
/** Lines in `body.raw` become lines of the file. */
const offsets = new Map(generated.allDocs.map((doc) => [fileOf(doc._raw.sourceFilePath), bodyLineOffset(readFileSync(fileOf(doc._raw.sourceFilePath), 'utf8'), doc.body.raw)]));
const fileLine = (file: string, line?: number) => (line ? line + (offsets.get(file) ?? 0) : line);

try {
  const nav = navFromDocuments(generated.allDocs, generated.allCategories);

  const enumProblems: (EnumProblem | null)[] = [];
  generated.paymentMethodSet.methods.forEach((method, i) =>
    enumProblems.push(checkEnum(fileOf(generated.paymentMethodSet._raw.sourceFilePath), `methods[${i}].type`, method.type, paymentMethodTypes)),
  );
  // One pass a page: each reader below asks for the same body in turn, so it is parsed once (lib/mdx-parse.ts keeps the last tree).
  const analysed = generated.allDocs.map((doc) => ({
    doc,
    file: fileOf(doc._raw.sourceFilePath),
    uses: jsxUses(doc.body.raw),
    apiUses: apiUsesOf(doc.body.raw),
    links: extractLinks(doc.body.raw),
  }));
  for (const { doc, file, uses } of analysed) {
    for (const use of uses) {
      if (use.component === 'Callout' && 'type' in use.attributes) {
        enumProblems.push(checkEnum(file, '<Callout> type', use.attributes.type, calloutTypes, use.line));
      }
      if (use.component === 'ChildPages' && nav.childPages(doc.route).length === 0) {
        errors.push(`${where(file, fileLine(file, use.line))}: <ChildPages /> lists the pages of this page's folder, and it has none; use it only in a folder's index.mdx`);
      }
    }
  }
  for (const problem of enumProblems) if (problem) errors.push(`${where(problem.file, fileLine(problem.file, problem.line))}: ${problem.message}`);

  // The API document: valid OpenAPI, and every operation, example and parameter a page renders exists in it.
  const apiUses = analysed.flatMap(({ file, apiUses: uses }) => uses.map((use) => ({ ...use, file })));
  const apiErrors = await apiProblems(apiUses.length > 0);
  errors.push(...apiErrors);
  if (apiErrors.length === 0 && apiUses.length > 0) {
    const api = await loadApi();
    for (const use of apiUses) {
      const problem = apiUseProblem(api, use);
      if (problem) errors.push(`${where(use.file, fileLine(use.file, use.line))}: ${problem}; fix the page or add it to content/api/openapi.yaml`);
    }
  }

  const pages = analysed.map(({ doc, file, links }) => ({
    file,
    route: doc.route,
    anchors: new Set((doc.headings as Heading[]).map((h) => h.id)),
    links,
  }));
  const categoryRoutes = new Set([...nav.generatedIndexes.keys()].map(categoryRoute));
  for (const problem of checkLinks(pages, categoryRoutes)) {
    (problem.severity === 'error' ? errors : warnings).push(`${where(problem.file, fileLine(problem.file, problem.line))}: ${problem.message}`);
  }
  if (errors.length === 0) console.log(`Content checked: ${pages.length} pages, ${categoryRoutes.size} category indexes, ${warnings.length} warning(s).`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  errors.push(...error.problems);
}

for (const warning of warnings) console.warn(`warning: ${warning}`);
for (const error of errors) console.error(`error: ${error}`);
if (errors.length > 0) {
  console.error(`The content check failed with ${errors.length} error(s): fix them and build again.`);
  process.exit(1);
}

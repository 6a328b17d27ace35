/**
 * Runs after `contentlayer2 build`, beside `next build`: the checks Contentlayer cannot make (one page
 * per route, categories, enum values, links, live-looking credentials), so a broken link fails in
 * seconds, not minutes.
 * It reads the build output in the working directory, like Contentlayer writes it, one page body at a
 * time (lib/content.ts): it runs beside `next build`, and importing the whole generated module held
 * every compiled body at once (2.9 GB at +5,000 pages).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { conceptProblems, renderedHeadings, type ConceptSource } from '../lib/concepts';
import { dataSets, getAllDocs, getConcepts, getPaymentMethodSet, getSiteNav, readDoc } from '../lib/content';
import { calloutTypes, captureKinds, checkEnum, confirmationKinds, disputeKinds, paymentMethodTypes, paymentStatuses, refundWindowStarts, type EnumProblem } from '../lib/content-schema';
import type { Heading } from '../lib/headings';
import { jsxUses } from '../lib/jsx-attributes';
import { bodyLineOffset } from '../lib/mdx-parse';
import { checkLinks, extractLinks } from '../lib/links';
import { ContentError } from '../lib/nav';
import { checkedDataLists, rowProblems } from '../lib/data-rows';
import { apiProblems, loadApi } from '../lib/openapi/document';
import { allOperations } from '../lib/openapi/operations';
import { inlineParts, lifecycleProblems } from '../lib/payment-lifecycle';
import { paymentMethodProblems } from '../lib/payment-methods';
import { webhookRetryProblems } from '../lib/webhook-retries';
import { apiUseProblem, apiUsesOf } from '../lib/openapi/page-endpoints';
import { categoryRoute } from '../lib/routes';
import { scanContentForSecrets } from '../lib/secrets/scan-content';
import { assetProblem, extractAssetRefs, GENERATED_FILES } from '../lib/assets';
import { csharpChecker, csharpSampleErrors } from '../lib/samples/csharp-syntax';
import { javascriptSampleErrors } from '../lib/samples/javascript';
import { apiSamples, pageSamples, sampleFiles, type Sample } from '../lib/samples/samples';

const contentDir = process.env.CONTENT_DIR ?? 'content';
const fileOf = (sourceFilePath: string) => path.join(contentDir, sourceFilePath);

const errors: string[] = [];
const warnings: string[] = [];
const where = (file: string, line?: number) => (line ? `${file}:${line}` : file);
/** Lines in `body.raw` become lines of the file: the front matter's lines come first. */
const offsets = new Map<string, number>();
const fileLine = (file: string, line?: number) => (line ? line + (offsets.get(file) ?? 0) : line);

try {
  for (const finding of await scanContentForSecrets(contentDir)) errors.push(`${where(finding.file, finding.line)}: ${finding.message}`);
  const nav = getSiteNav();

  const enumProblems: (EnumProblem | null)[] = [];
  const paymentMethodSet = getPaymentMethodSet();
  const paymentMethodFile = fileOf(paymentMethodSet._raw.sourceFilePath);
  paymentMethodSet.methods.forEach((method, i) =>
    enumProblems.push(
      checkEnum(paymentMethodFile, `methods[${i}].type`, method.type, paymentMethodTypes),
      checkEnum(paymentMethodFile, `methods[${i}].confirmation`, method.confirmation, confirmationKinds),
      checkEnum(paymentMethodFile, `methods[${i}].capture`, method.capture, captureKinds),
      checkEnum(paymentMethodFile, `methods[${i}].refundWindowFrom`, method.refundWindowFrom, refundWindowStarts),
      checkEnum(paymentMethodFile, `methods[${i}].disputes`, method.disputes, disputeKinds),
    ),
  );
  errors.push(...paymentMethodProblems(paymentMethodFile, paymentMethodSet.methods));
  errors.push(...webhookRetryProblems(fileOf('data/webhook-retries.json'), dataSets.webhookRetries()));
  // One pass a page: each reader below asks for the same body in turn, so it is parsed once (lib/mdx-parse.ts
  // keeps the last tree); the body itself is dropped when the page is done.
  const analysed = getAllDocs().map((doc) => {
    const file = fileOf(doc._raw.sourceFilePath);
    const raw = readDoc(doc).body.raw;
    offsets.set(file, bodyLineOffset(readFileSync(file, 'utf8'), raw));
    const csharp = pageSamples(file, raw, 'csharp', offsets.get(file));
    const javascript = pageSamples(file, raw, 'javascript', offsets.get(file));
    return { doc, file, raw, uses: jsxUses(raw), apiUses: apiUsesOf(raw), links: extractLinks(raw), assets: extractAssetRefs(raw), csharp, javascript };
  });
  // Shared concepts (content/concepts/, lib/concepts.ts): each is checked as a file of its own, and
  // with every page that includes it (names, integrations, sibling links, headings).
  const concepts: (ConceptSource & { uses: ReturnType<typeof jsxUses>; apiUses: ReturnType<typeof apiUsesOf>; links: ReturnType<typeof extractLinks> })[] = [...getConcepts().values()].map((concept) => {
    const file = fileOf(concept._raw.sourceFilePath);
    const raw = concept.body.raw;
    const text = readFileSync(file, 'utf8');
    const lineOffset = bodyLineOffset(text, raw);
    offsets.set(file, lineOffset);
    const integrationsLine = text.split('\n').findIndex((line) => line.startsWith('integrations:')) + 1 || undefined;
    return { name: concept.name, file, lineOffset, integrations: concept.integrations, integrationsLine, raw, headings: concept.headings as Heading[], uses: jsxUses(raw), apiUses: apiUsesOf(raw), links: extractLinks(raw) };
  });
  const siteRoutes = new Set([...analysed.map(({ doc }) => doc.route), ...[...nav.generatedIndexes.keys()].map(categoryRoute)]);
  const conceptPages = analysed.map(({ doc, file, raw }) => ({ file, route: doc.route, lineOffset: offsets.get(file) ?? 0, raw, headings: doc.headings as Heading[] }));
  for (const problem of conceptProblems(conceptPages, concepts, siteRoutes)) {
    (problem.severity === 'error' ? errors : warnings).push(`${where(problem.file, problem.line)}: ${problem.message}`);
  }
  for (const concept of concepts) {
    for (const use of concept.uses) {
      if (use.component === 'Callout' && 'type' in use.attributes) enumProblems.push(checkEnum(concept.file, '<Callout> type', use.attributes.type, calloutTypes, use.line));
    }
  }
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
  // Data rows Contentlayer lets through (a required field missing from a nested row): lib/data-rows.ts.
  for (const { file, list, row } of checkedDataLists) errors.push(...rowProblems(fileOf(file), list, JSON.parse(readFileSync(fileOf(file), 'utf8')), row));
  for (const problem of enumProblems) if (problem) errors.push(`${where(problem.file, fileLine(problem.file, problem.line))}: ${problem.message}`);

  // The API document: valid OpenAPI, and every operation, example and parameter a page renders exists in it.
  const apiUses = [...analysed, ...concepts].flatMap(({ file, apiUses: uses }) => uses.map((use) => ({ ...use, file })));
  const lifecycleFile = fileOf('data/payment-lifecycle.json');
  const lifecycle = existsSync(lifecycleFile) ? (JSON.parse(readFileSync(lifecycleFile, 'utf8')) as { transitions?: { cause?: unknown }[] }) : null;
  const apiErrors = await apiProblems(apiUses.length > 0 || lifecycle !== null);
  errors.push(...apiErrors);
  const csharpSamples: Sample[] = [...analysed.flatMap(({ csharp }) => csharp), ...sampleFiles(contentDir, 'csharp')];
  const javascriptSamples: Sample[] = [...analysed.flatMap(({ javascript }) => javascript), ...sampleFiles(contentDir, 'javascript')];
  if (apiErrors.length === 0 && apiUses.length > 0) {
    const api = await loadApi();
    for (const use of apiUses) {
      const problem = apiUseProblem(api, use);
      if (problem) errors.push(`${where(use.file, fileLine(use.file, use.line))}: ${problem}; fix the page or add it to content/api/openapi.yaml`);
    }
    csharpSamples.push(...apiSamples(api, 'csharp'));
    javascriptSamples.push(...apiSamples(api, 'javascript'));
  }

  // Samples parsed: C# with tree-sitter's C# grammar (lib/samples/csharp-syntax.ts), JavaScript with acorn as ES
  // modules (lib/samples/javascript.ts); blocks of the pages, sample files, generated ones. Running them is the unit tests' job.
  const samplesStart = performance.now();
  errors.push(...csharpSampleErrors(csharpSamples, await csharpChecker()));
  errors.push(...javascriptSampleErrors(javascriptSamples));
  const samplesMs = Math.round(performance.now() - samplesStart);

  // Images and files a page points at: in public/, or written by the build.
  const publicDir = path.resolve(process.env.PUBLIC_DIR ?? 'public');
  const assetExists = (sitePath: string) => GENERATED_FILES.has(sitePath) || existsSync(path.join(publicDir, decodeURIComponent(sitePath)));
  for (const { file, assets } of analysed) {
    for (const ref of assets) {
      const problem = assetProblem(ref.url, assetExists);
      if (problem) errors.push(`${where(file, fileLine(file, ref.line))}: ${problem}`);
    }
  }
  // The payment lifecycle names statuses, webhook events and API calls that must exist (lib/payment-lifecycle.ts).
  if (lifecycle && apiErrors.length === 0) {
    const events = (JSON.parse(readFileSync(fileOf('data/webhook-events.json'), 'utf8')) as { events: { type: string }[] }).events.map((e) => e.type);
    const calls = allOperations(await loadApi()).filter((o) => !o.webhook).map((o) => `${o.method.toUpperCase()} ${o.path}`);
    errors.push(...lifecycleProblems(lifecycleFile, lifecycle, { statuses: paymentStatuses, events, calls }));
  }

  const conceptHeadings = new Map(concepts.map((concept) => [concept.name, concept.headings]));
  const pages = analysed.map(({ doc, file, raw, links }) => ({
    file,
    route: doc.route,
    // A page's anchors are its own headings and those of the concepts it includes.
    anchors: new Set(renderedHeadings(raw, doc.headings as Heading[], conceptHeadings).map((h) => h.id)),
    links,
  }));
  // Links in the lifecycle's sentences are checked like a page's, with the line of the data file they are on.
  if (lifecycle) {
    const lines = readFileSync(lifecycleFile, 'utf8').split('\n');
    const links = (lifecycle.transitions ?? []).flatMap((t) =>
      typeof t.cause === 'string' ? inlineParts(t.cause).flatMap((part) => (part.kind === 'link' ? [{ url: part.href, line: lines.findIndex((l) => l.includes(`](${part.href})`)) + 1 }] : [])) : [],
    );
    pages.push({ file: lifecycleFile, route: '/_data/payment-lifecycle', anchors: new Set<string>(), links });
  }
  // The same for the payment methods' requirements, which the facts table renders with their links.
  {
    const lines = readFileSync(paymentMethodFile, 'utf8').split('\n');
    const links = paymentMethodSet.methods.flatMap((m) => inlineParts(m.requirements).flatMap((part) => (part.kind === 'link' ? [{ url: part.href, line: lines.findIndex((l) => l.includes(`](${part.href})`)) + 1 }] : [])));
    pages.push({ file: paymentMethodFile, route: '/_data/payment-methods', anchors: new Set<string>(), links });
  }
  // A concept's links are checked once, from its own file; `#anchor` links in it would depend on the page, so it has none.
  const conceptLinkPages = concepts.map((concept) => ({ file: concept.file, route: `concept:${concept.name}`, anchors: new Set(concept.headings.map((h) => h.id)), links: concept.links }));
  const categoryRoutes = new Set([...nav.generatedIndexes.keys()].map(categoryRoute));
  for (const problem of checkLinks([...pages, ...conceptLinkPages], categoryRoutes)) {
    (problem.severity === 'error' ? errors : warnings).push(`${where(problem.file, fileLine(problem.file, problem.line))}: ${problem.message}`);
  }
  if (errors.length === 0) {
    console.log(`Content checked: ${analysed.length} pages, ${categoryRoutes.size} category indexes, ${concepts.length} concepts, ${csharpSamples.length} C# and ${javascriptSamples.length} JavaScript samples parsed in ${samplesMs} ms, ${warnings.length} warning(s).`);
  }
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

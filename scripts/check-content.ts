/**
 * The content step after `contentlayer2 build`: it reads every page once, writes the site manifest
 * (lib/site/manifest.ts: pages, sections, headings, components used, the sidebar tree), which
 * `next build`'s workers wait for, then makes the checks Contentlayer cannot make (one page per route,
 * categories, enum values, links, live-looking credentials, API blocks, samples) while the pages render,
 * so a broken link fails in seconds, not minutes.
 * It reads Contentlayer's output one page body at a time: importing the whole generated module held
 * every compiled body at once.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { conceptProblems, type ConceptSource } from '../paymora/concepts';
import type { Category, Concept, Doc } from '#content';
import { getPaymentMethodSet, pageRows } from '../lib/site/reader';
import { dataSets } from '../paymora/data-sets';
import { paymentStatuses } from '../paymora/content-schema';
import { dataFileProblems } from '../lib/site/data-file-problems';
import { isUseOf, jsxUses } from '../lib/mdx/jsx-attributes';
import { bodyLineOffset } from '../lib/mdx/parse';
import { componentProblems } from '../lib/mdx/component-problems';
import { unsafeMarkupProblems } from '../lib/mdx/unsafe-markup';
import { jsonBlockProblems } from '../lib/samples/json-blocks';
import { checkLinks, extractLinks, type LinkablePage } from '../lib/mdx/links';
import { readGenerated, readGeneratedDocument, sourceFiles } from '../lib/site/generated-content';
import { childCards } from '../lib/site/cards';
import { docInput, type ConceptSummary } from '../lib/site/doc-input';
import { parsePageAnalysis, type PageAnalysis } from '../lib/site/page-analysis';
import { cached, contentKey, openStepCache } from '../lib/build/step-cache';
import { categoryEntry, conceptSummary, docSource, headingsOf, inVersion, siteManifest } from '../lib/site/from-contentlayer';
import { contentRootOf, readVersions, type DocsVersion } from '../lib/site/versions';
import { readChangelog } from '../lib/site/changelog';
import { writeSiteManifest } from '../lib/site/manifest-file';
import { prefixedRoute } from '../lib/site/routes';
import { ContentError } from '../lib/site/nav-tree';
import { apiFileOf, apiProblems, eventExampleProblems, loadApi, operationIds } from '../lib/openapi/document';
import { lintApiDocuments } from '../lib/openapi/lint';
import { exampleNameProblems } from '../lib/openapi/example-names';
import { parse as parseYaml } from 'yaml';
import { SIGNATURE_VECTORS_FILE, signatureVectorProblems } from '../paymora/webhook-signature-vectors';
import { allOperations } from '../lib/openapi/operations';
import { readReferenceOutline } from '../lib/openapi/reference-outline';
import { endpointView } from '../lib/openapi/endpoint';
import { inlineParts, lifecycleProblems } from '../paymora/payment-lifecycle';
import { lineItemProblems, paymentMethodProblems } from '../paymora/payment-methods';
import { webhookRetryProblems } from '../paymora/webhook-retries';
import { descriptionStateProblems, operationStateProblems } from '../paymora/operation-states';
import { testAmountUseProblem, testScenarioProblems } from '../paymora/test-scenarios';
import { schemeRuleProblems, schemeRuleUseProblem } from '../paymora/scheme-rules';
import { apiUseProblem, apiUsesOf } from '../lib/openapi/page-endpoints';
import { scanFolderForSecrets } from '../lib/secrets/scan-content';
import { assetProblem, extractAssetRefs, GENERATED_FILES } from '../lib/mdx/assets';
import { csharpChecker, csharpSampleErrors } from '../lib/samples/csharp-syntax';
import { javascriptSampleErrors } from '../lib/samples/javascript';
import { apiSamples, pageSamples, sampleFiles, type Sample } from '../lib/samples/samples';
import { readSourceFiles, sourceFileProblems } from '../lib/site/source-files';
import budgets from '../budgets.json';

const contentDir = process.env.CONTENT_DIR ?? 'content';
const publicDir = path.resolve(process.env.PUBLIC_DIR ?? 'public');
const fileOf = (sourceFilePath: string) => path.join(contentDir, sourceFilePath);

const errors: string[] = [];
const warnings: string[] = [];
const where = (file: string, line?: number) => (line ? `${file}:${line}` : file);
/** Lines in `body.raw` become lines of the file: the front matter's lines come first. */
const offsets = new Map<string, number>();
const fileLine = (file: string, line?: number) => (line ? line + (offsets.get(file) ?? 0) : line);
const versionSummaries: string[] = [];

const analysisCache = openStepCache('content-check', parsePageAnalysis);

/** What the checks read of an MDX body, a page's or a concept's: one parse (lib/mdx/parse.ts keeps the last tree). */
function bodyAnalysis(file: string, raw: string, lineOffset: number) {
  return {
    uses: jsxUses(raw),
    apiUses: apiUsesOf(raw),
    links: extractLinks(raw),
    assets: extractAssetRefs(raw),
    csharp: pageSamples(file, raw, 'csharp', lineOffset),
    javascript: pageSamples(file, raw, 'javascript', lineOffset),
    markup: unsafeMarkupProblems(raw),
    jsonBlocks: jsonBlockProblems(raw),
  };
}

/**
 * What the checks need of one doc page, from its Contentlayer document and its syntax tree. Each reader
 * asks for the same body in turn, so it is parsed once (lib/mdx/parse.ts keeps the last tree).
 */
function analysePage(sourceFilePath: string, file: string, text: string, conceptSummaries: ReadonlyMap<string, ConceptSummary>): PageAnalysis {
  const doc = readGeneratedDocument<Doc>('Doc', sourceFilePath);
  const raw = doc.body.raw;
  const lineOffset = bodyLineOffset(text, raw);
  return {
    input: docInput(docSource(doc), conceptSummaries),
    ownHeadings: headingsOf(doc),
    lineOffset,
    ...bodyAnalysis(file, raw, lineOffset),
  };
}

/** Reads one version's concepts and pages once (the current docs, or an archived version's folder). */
function readVersion(version: DocsVersion) {
  const root = contentRootOf(version);
  const folder = (name: string) => (existsSync(path.join(contentDir, root, name)) ? sourceFiles(contentDir, `${root}${name}`, '.mdx') : []);
  // Shared concepts (content/concepts/, paymora/concepts.ts): each is checked as a file of its own, and
  // with every page that includes it (names, integrations, sibling links, headings).
  const concepts = folder('concepts').map((sourceFilePath) => {
    const concept = readGeneratedDocument<Concept>('Concept', sourceFilePath);
    const file = fileOf(sourceFilePath);
    const raw = concept.body.raw;
    const text = readFileSync(file, 'utf8');
    const lineOffset = bodyLineOffset(text, raw);
    offsets.set(file, lineOffset);
    const integrationsLine = text.split('\n').findIndex((line) => line.startsWith('integrations:')) + 1 || undefined;
    const source: ConceptSource = { name: concept.name, file, lineOffset, integrations: concept.integrations, integrationsLine, raw, headings: headingsOf(concept) };
    // Checked as a page is: its images and files, its code blocks (C#, JavaScript, JSON), what it must not carry.
    return { ...source, summary: conceptSummary(concept), ...bodyAnalysis(file, raw, lineOffset) };
  });
  const conceptSummaries = new Map(concepts.map((concept) => [concept.name, concept.summary]));

  // One pass a page, whose body is dropped when the page is done. A page whose file, place and the
  // concepts it may include are unchanged since the last build is not parsed: its analysis is cached by their hash.
  const conceptsKey = JSON.stringify([...conceptSummaries]);
  const analysed = folder('docs').map((sourceFilePath) => {
    const file = fileOf(sourceFilePath);
    const text = readFileSync(file, 'utf8');
    const analysis = cached(analysisCache, contentKey(file, sourceFilePath, text, conceptsKey), () => analysePage(sourceFilePath, file, text, conceptSummaries));
    offsets.set(file, analysis.lineOffset);
    return { ...analysis, file };
  });
  return { version, root, concepts, analysed };
}

type ReadVersion = ReturnType<typeof readVersion>;
const lifecycleOf = (root: string) => {
  const file = fileOf(`${root}data/payment-lifecycle.json`);
  return { file, data: existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { transitions?: { cause?: unknown }[] }) : null };
};
const samplesChecked = { csharp: 0, javascript: 0, ms: 0 };

/** The lines of a data file's sentences that hold links, as a page's links: the link check reads them with the file's line. */
function dataFileLinks(file: string, sentences: readonly string[]) {
  const lines = readFileSync(file, 'utf8').split('\n');
  return sentences.flatMap((sentence) => inlineParts(sentence).flatMap((part) => (part.kind === 'link' ? [{ url: part.href, line: lines.findIndex((l) => l.includes(`](${part.href})`)) + 1 }] : [])));
}

/**
 * A version's facts, as every version's are checked: its data files' enum values and rows, its samples
 * (page blocks, sample files, those generated from its API document), the files its pages point at, and
 * its payment lifecycle against its own API document. Returns its data files as link-checked pages.
 */
async function checkVersionFacts({ root, analysed, concepts }: ReadVersion, apiErrors: readonly string[], version: LinkablePage['version'], checker: Awaited<ReturnType<typeof csharpChecker>>): Promise<LinkablePage[]> {
  // Concepts' code blocks and files are checked as the pages' are.
  const bodies = [...analysed, ...concepts];
  // Every data file against its data set's entry (paymora/data-sets.ts): enum values, and the rows
  // Contentlayer lets through (a required field missing from a nested row).
  for (const entry of Object.values(dataSets)) {
    const dataFile = fileOf(`${root}data/${entry.file}`);
    // A file an archived version lacks (frozen before it existed): a page that renders it fails in
    // Contentlayer's data read, with the file's name (lib/site/reader.ts).
    if (!existsSync(dataFile)) continue;
    for (const problem of dataFileProblems(readFileSync(dataFile, 'utf8'), entry)) errors.push(`${where(dataFile, problem.line ?? undefined)}: ${problem.message}`);
  }
  const paymentMethodSet = getPaymentMethodSet(root);
  const paymentMethodFile = fileOf(paymentMethodSet._raw.sourceFilePath);
  errors.push(...paymentMethodProblems(paymentMethodFile, paymentMethodSet.methods));
  const scenarios = pageRows('testScenarios', root);
  errors.push(...testScenarioProblems(fileOf(`${root}data/test-scenarios.json`), scenarios));
  for (const { file, uses } of [...concepts, ...analysed]) {
    for (const use of uses.filter((u) => isUseOf(u, 'TestAmount'))) {
      const problem = testAmountUseProblem(scenarios, use.attributes.scenario ?? undefined);
      if (problem) errors.push(`${where(file, fileLine(file, use.line))}: ${problem}`);
    }
  }
  // Figures of the schemes' rules, which pages render by id.
  const schemeRulesFile = fileOf(`${root}data/scheme-rules.json`);
  if (existsSync(schemeRulesFile)) {
    const schemeRules = pageRows('schemeRules', root);
    errors.push(...schemeRuleProblems(schemeRulesFile, schemeRules));
    for (const { file, uses } of [...concepts, ...analysed]) {
      for (const use of uses.filter((u) => isUseOf(u, 'SchemeRule'))) {
        const problem = schemeRuleUseProblem(schemeRules, use.attributes.rule ?? undefined);
        if (problem) errors.push(`${where(file, fileLine(file, use.line))}: ${problem}`);
      }
    }
  }
  errors.push(...webhookRetryProblems(fileOf(`${root}data/webhook-retries.json`), pageRows('webhookRetries', root)));

  const hasApi = apiErrors.length === 0 && existsSync(path.join(contentDir, apiFileOf(root)));
  const samplesDir = path.join(contentDir, root);
  const csharpSamples: Sample[] = [...bodies.flatMap(({ csharp }) => csharp), ...sampleFiles(samplesDir, 'csharp')];
  const javascriptSamples: Sample[] = [...bodies.flatMap(({ javascript }) => javascript), ...sampleFiles(samplesDir, 'javascript')];
  if (hasApi) {
    const api = await loadApi(root);
    errors.push(...lineItemProblems(paymentMethodFile, paymentMethodSet.methods, (operationId) => endpointView(api, operationId)?.requestFields.some((field) => field.name === 'lineItems') === true));
    csharpSamples.push(...apiSamples(api, 'csharp'));
    javascriptSamples.push(...apiSamples(api, 'javascript'));
  }
  // Samples parsed: C# with tree-sitter's C# grammar (lib/samples/csharp-syntax.ts), JavaScript with acorn as ES
  // modules (lib/samples/javascript.ts); blocks of the pages, sample files, generated ones. Running them is the unit tests' job.
  const samplesStart = performance.now();
  errors.push(...csharpSampleErrors(csharpSamples, checker));
  errors.push(...javascriptSampleErrors(javascriptSamples));
  samplesChecked.ms += Math.round(performance.now() - samplesStart);
  samplesChecked.csharp += csharpSamples.length;
  samplesChecked.javascript += javascriptSamples.length;

  // Images and files a page points at: in public/, or written by the build.
  const assetExists = (sitePath: string) => GENERATED_FILES.has(sitePath) || existsSync(path.join(publicDir, decodeURIComponent(sitePath)));
  for (const { file, assets } of bodies) {
    for (const ref of assets) {
      const problem = assetProblem(ref.url, assetExists);
      if (problem) errors.push(`${where(file, fileLine(file, ref.line))}: ${problem}`);
    }
  }
  // What each operation answers in each status of its object, against the API document and the error catalogue.
  const operationStatesFile = fileOf(`${root}data/operation-states.json`);
  if (hasApi && existsSync(operationStatesFile)) {
    const operationStates = pageRows('operationStates', root);
    errors.push(...operationStateProblems(operationStatesFile, readFileSync(operationStatesFile, 'utf8'), operationStates, await loadApi(root), pageRows('errorCodes', root)));
    const apiFile = path.join(contentDir, apiFileOf(root));
    errors.push(...descriptionStateProblems(apiFile, readFileSync(apiFile, 'utf8'), operationStatesFile, operationStates, await loadApi(root)));
    for (const { file, uses } of [...concepts, ...analysed]) {
      for (const use of uses.filter((u) => isUseOf(u, 'OperationStateTable'))) {
        if (!operationStates.some((entry) => entry.operation === use.attributes.operation)) {
          errors.push(`${where(file, fileLine(file, use.line))}: <OperationStateTable operation="${use.attributes.operation ?? ''}"> names no operation of ${operationStatesFile}; add its answers there`);
        }
      }
    }
  }
  // The payment lifecycle names statuses, webhook events and API calls that must exist in this version (paymora/payment-lifecycle.ts).
  const lifecycle = lifecycleOf(root);
  if (lifecycle.data && hasApi) {
    const events = (JSON.parse(readFileSync(fileOf(`${root}data/webhook-events.json`), 'utf8')) as { events: { type: string }[] }).events.map((e) => e.type);
    const calls = allOperations(await loadApi(root)).filter((o) => !o.webhook).map((o) => `${o.method.toUpperCase()} ${o.path}`);
    errors.push(...lifecycleProblems(lifecycle.file, lifecycle.data, { statuses: paymentStatuses, events, calls }));
  }
  // Links in the lifecycle's sentences and the payment methods' requirements and notes, which tables render, are checked
  // like a page's (inside the version), with the line of the data file they are on.
  const dataPages: LinkablePage[] = [];
  if (lifecycle.data) {
    const causes = (lifecycle.data.transitions ?? []).flatMap((t) => (typeof t.cause === 'string' ? [t.cause] : []));
    dataPages.push({ file: lifecycle.file, route: `${version?.prefix ?? ''}/_data/payment-lifecycle`, anchors: new Set<string>(), links: dataFileLinks(lifecycle.file, causes), version });
  }
  dataPages.push({ file: paymentMethodFile, route: `${version?.prefix ?? ''}/_data/payment-methods`, anchors: new Set<string>(), links: dataFileLinks(paymentMethodFile, paymentMethodSet.methods.flatMap((m) => [m.requirements, m.fulfilWhen ?? '', m.captureNote ?? ''])), version });
  return dataPages;
}

try {
  const versions = readVersions(contentDir);
  const read = versions.map(readVersion);
  const allCategories = readGenerated<Category[]>('Category').map(categoryEntry);

  // Each version's API document is valid OpenAPI before any page renders: the pages render their API
  // blocks from it, so an invalid one fails here once, at its YAML line, not in every page that uses it.
  // Redocly CLI lints every version's document as a whole (lib/openapi/lint.ts); it takes seconds, so it
  // runs beside the checks below and is read last.
  const linted = lintApiDocuments(read.map((version) => path.join(contentDir, apiFileOf(version.root))).filter((file) => existsSync(file)));
  const withApi = [];
  for (const version of read) {
    const apiUses = [...version.analysed, ...version.concepts].flatMap(({ file, apiUses: uses }) => uses.map((use) => ({ ...use, file })));
    // A version's document is also checked when no page uses it but its lifecycle data names its calls.
    const apiErrors = await apiProblems(apiUses.length > 0 || lifecycleOf(version.root).data !== null, version.root);
    errors.push(...apiErrors);
    // Its webhook events' examples match the message schema (the document's own examples are Redocly's).
    if (apiErrors.length === 0 && existsSync(path.join(contentDir, apiFileOf(version.root)))) {
      errors.push(...(await eventExampleProblems(version.root)));
      // Request examples are published as written, so one named for an enum value sends it (lib/openapi/example-names.ts).
      const apiFile = path.join(contentDir, apiFileOf(version.root));
      const apiText = readFileSync(apiFile, 'utf8');
      for (const problem of exampleNameProblems(apiText, parseYaml(apiText))) errors.push(`${where(apiFile, problem.line ?? undefined)}: ${problem.message}`);
    }
    withApi.push({ ...version, apiUses, apiErrors });
  }

  // The changelog (content/changelog.json, lib/site/changelog.ts): its schema, its versions and the
  // operations its entries name in their version's document, each problem at its line. The reference's
  // changelog page is made from it, so without a valid one there is no manifest either.
  const operationsOf = new Map<string, Set<string>>();
  for (const { version, root, apiErrors } of withApi) {
    if (apiErrors.length === 0 && existsSync(path.join(contentDir, apiFileOf(root)))) operationsOf.set(version.name, operationIds(await loadApi(root)));
  }
  let changelogValid = true;
  try {
    readChangelog(versions, (name) => operationsOf.get(name) ?? null, contentDir);
  } catch (error) {
    changelogValid = false;
    errors.push(error instanceof Error ? error.message : String(error));
  }

  // Symlinks, text that is not UTF-8, pages over budget; HTML and scripted SVG in public/ (lib/site/source-files.ts).
  // Found before the manifest, which is then not written: next build would stop on a symlink with a
  // panic naming its target, or render the file as it is.
  const inputFiles = [...readSourceFiles(contentDir, false), ...(existsSync(publicDir) ? readSourceFiles(publicDir, true) : [])];
  const inputProblems = sourceFileProblems(inputFiles, budgets.pageSourceBytes);
  for (const problem of inputProblems) errors.push(`${where(problem.file, problem.line)}: ${problem.message}`);
  // The site model, as soon as the pages are read: next build's workers are waiting for it. Without a
  // valid API document in every version, or with a problem file, there is none, so no page starts
  // rendering; the checks below still run and report.
  // The API reference's pages come from each version's API document (lib/openapi/reference-outline.ts).
  const apiValid = withApi.every(({ apiErrors }) => apiErrors.length === 0) && changelogValid;
  const manifest = siteManifest(read.map(({ version, root, analysed }) => ({ version, docs: analysed.map(({ input }) => input), categories: inVersion(version, allCategories), reference: apiValid ? readReferenceOutline(root) : null })));
  if (apiValid && inputProblems.length === 0) writeSiteManifest(manifest);
  // An analysis holds no verdict (the checks below run on every build), so it is kept whatever they find.
  analysisCache.save();
  const archivedNames = versions.filter((version) => version.status !== 'current').map((version) => version.name);
  const linkPages: LinkablePage[] = [];
  const checker = await csharpChecker();
  const categoryRoutes = new Set(manifest.versions.flatMap((model) => model.pages.filter((page) => page.kind === 'category').map((page) => page.route)));
  for (const { version, root, concepts, analysed, apiUses, apiErrors } of withApi) {
    const model = manifest.versions.find((m) => m.name === version.name);
    if (!model) continue;
    const links = { prefix: model.routePrefix, archivedNames };
    // Inside a version every check reads its routes as its files write them (unprefixed).
    const inside = (route: string) => (model.routePrefix === '' ? route : route === model.routePrefix ? '/' : route.slice(model.routePrefix.length));
    const tree = model.tree;
    const sitePages = model.pages;
    const siteRoutes = new Set(sitePages.map((page) => inside(page.route)));
    const conceptPages = analysed.map(({ input, ownHeadings, file, uses, lineOffset }) => ({ file, route: input.route, lineOffset, uses, headings: ownHeadings }));
    for (const problem of conceptProblems(conceptPages, concepts, siteRoutes)) {
      (problem.severity === 'error' ? errors : warnings).push(`${where(problem.file, problem.line)}: ${problem.message}`);
    }
    // Component names, attributes and their allowed values (lib/mdx/components.ts).
    for (const { file, uses } of [...concepts, ...analysed]) {
      for (const problem of componentProblems(uses)) errors.push(`${where(file, fileLine(file, problem.line))}: ${problem.message}`);
    }
    // Script, handlers, off-site forms, javascript:/data: URLs and MDX code (lib/mdx/unsafe-markup.ts); json blocks that do not parse.
    for (const { file, markup, jsonBlocks } of [...concepts, ...analysed]) {
      for (const problem of [...markup, ...jsonBlocks]) errors.push(`${where(file, fileLine(file, problem.line))}: ${problem.message}`);
    }
    for (const { input, file, uses } of analysed) {
      for (const use of uses) {
        if (isUseOf(use, 'ChildPages') && childCards(tree, sitePages, prefixedRoute(model.routePrefix, input.route)).length === 0) {
          errors.push(`${where(file, fileLine(file, use.line))}: <ChildPages /> lists the pages of this page's folder, and it has none; use it only in a folder's index.mdx`);
        }
      }
    }
    // Every operation, example and parameter the version's pages render exists in its API document (valid, checked above).
    if (apiErrors.length === 0 && apiUses.length > 0) {
      const api = await loadApi(root);
      for (const use of apiUses) {
        const problem = apiUseProblem(api, use);
        if (problem) errors.push(`${where(use.file, fileLine(use.file, use.line))}: ${problem}; fix the page or add it to content/${apiFileOf(root)}`);
      }
    }
    for (const { input, file, links: pageLinks } of analysed) {
      // A page's anchors are its own headings and those of the concepts it includes.
      linkPages.push({ file, route: prefixedRoute(model.routePrefix, input.route), anchors: new Set(input.headings.map((h) => h.id)), links: pageLinks, version: links });
    }
    // The API reference's pages have no links of their own to check; links to them and their operations' anchors are.
    for (const page of model.pages) if (page.kind === 'reference') linkPages.push({ file: page.sourceFile, route: page.route, anchors: new Set(page.headings.map((h) => h.id)), links: [], version: links });
    // A concept's links are checked once, from its own file; `#anchor` links in it would depend on the page, so it has none.
    for (const concept of concepts) linkPages.push({ file: concept.file, route: `concept:${root}${concept.name}`, anchors: new Set(concept.headings.map((h) => h.id)), links: concept.links, version: links });
    linkPages.push(...(await checkVersionFacts({ version, root, concepts, analysed }, apiErrors, links, checker)));
    versionSummaries.push(`${version.name}: ${analysed.length} pages`);
  }
  const [current] = read;
  if (!current) throw new ContentError([`content/versions.json lists no version`]);
  const { concepts } = current;

  // Live-looking credentials in content/ and in public/, which ships as it is (lib/secrets/scan-content.ts).
  for (const dir of existsSync(publicDir) ? [contentDir, publicDir] : [contentDir]) {
    for (const finding of await scanFolderForSecrets(dir)) errors.push(`${where(finding.file, finding.line)}: ${finding.message}`);
  }
  errors.push(...(await linted));
  // The webhook signature test vectors the HMAC page publishes: each signature must be the one its body and secret give.
  const vectorsFile = path.join(contentDir, SIGNATURE_VECTORS_FILE);
  if (existsSync(vectorsFile)) errors.push(...signatureVectorProblems(readFileSync(vectorsFile, 'utf8')));
  for (const problem of checkLinks(linkPages, categoryRoutes)) {
    (problem.severity === 'error' ? errors : warnings).push(`${where(problem.file, fileLine(problem.file, problem.line))}: ${problem.message}`);
  }
  if (errors.length === 0) {
    const archived = versionSummaries.length > 1 ? ` (${versionSummaries.join(', ')})` : '';
    console.log(`Content checked: ${read.reduce((sum, version) => sum + version.analysed.length, 0)} pages${archived}, ${categoryRoutes.size} category indexes, ${concepts.length} concepts, ${samplesChecked.csharp} C# and ${samplesChecked.javascript} JavaScript samples parsed in ${samplesChecked.ms} ms, ${warnings.length} warning(s); page analyses cached: ${analysisCache.summary()}.`);
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

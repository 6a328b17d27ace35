/**
 * Builds the site model the content checks read (lib/checks/model.ts), after `contentlayer2 build`: every
 * version's pages and concepts read once (MDX syntax tree: components, links, samples…), its API document
 * validated and loaded, its data files. On the way it writes the SITE MANIFEST, which next build's
 * workers wait for, as soon as the pages are read: the checks then run while the pages render.
 * It reads Contentlayer's output one page body at a time: importing the whole generated module held
 * every compiled body at once.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { Category, Concept, Doc } from '#content';
import { bodyLineOffset } from '../mdx/parse';
import { GENERATED_FILES } from '../mdx/assets';
import { sampleFiles } from '../samples/samples';
import { bodyAnalysis } from './body-analysis';
import { csharpChecker } from '../samples/csharp-syntax';
import { apiFileOf, apiProblems, loadApi, operationIds } from '../openapi/document';
import { readReferenceOutline } from '../site/reference-outline';
import { lintApiDocuments } from '../openapi/lint';
import { readGenerated, readGeneratedDocument, sourceFiles } from '../site/generated-content';
import { docInput, type ConceptIncludes, type ConceptSummary } from '../site/doc-input';
import { parsePageAnalysis, type PageAnalysis } from '../site/page-analysis';
import { categoryEntry, conceptSummary, docSource, headingsOf, inVersion, siteManifest } from '../site/from-contentlayer';
import { contentRootOf, readVersions, type DocsVersion } from '../site/versions';
import { readChangelog } from '../site/changelog';
import { writeSiteManifest } from '../site/manifest-file';
import { readSourceFiles, sourceFileProblems } from '../site/source-files';
import { openEntryCache, type StepCacheDefinition } from '../build/step-cache';
import { CONTENT_READY_ENV } from '../build/content-ready';
import type { ConceptBody, SiteModel, VersionModel } from './model';

export interface LoadOptions<Data> {
  contentDir: string;
  publicDir: string;
  /** The most bytes a page's source may have (budgets.json). */
  pageSourceBytes: number;
  /** The site's typed view of a version's data (by its content folder). */
  data: (root: string) => Data;
  /** Whether a version's API document must exist though no page renders from it (the site's data names its calls). */
  apiNeeded: (root: string) => boolean;
  /** How the site's pages include its concepts (lib/site/doc-input.ts). */
  concepts: ConceptIncludes;
}

export interface LoadedSite<Data> {
  site: SiteModel<Data>;
  /** How many page analyses came from the cache. */
  analysesCached: string;
}

/**
 * The model, with the manifest written when it may be: not when an API document or the changelog is
 * invalid (no page can render then), nor when a source file is a problem (next build would stop on a
 * symlink with a panic naming its target, or render the file as it is). The checks then still run and report.
 */
/** What a doc page's analysis is made from: its file, text and place, and the concepts it may include. */
type PageAnalysisInput = { file: string; sourceFilePath: string; text: string; concepts: [string, ConceptSummary][] };

/**
 * The content check's cache (`.cache/content-check.json`): a page whose file, place and the concepts
 * it may include are unchanged since the last build is not parsed again. Contentlayer's document of
 * the page is read too: this build made it from the same text by the code alone (its config).
 * An analysis holds no verdict (the checks run on every build), so it is kept whatever they find.
 * @internal Exported for its unit test (knip --production).
 */
export const pageAnalysisCache = (includes: ConceptIncludes): StepCacheDefinition<PageAnalysisInput, PageAnalysis> => ({
  name: 'content-check',
  derived: ['.contentlayer/generated'],
  // Whether to wait for Contentlayer's files (lib/site/generated-content.ts), never what they hold.
  variables: [CONTENT_READY_ENV],
  make({ file, sourceFilePath, text, concepts }) {
    const doc = readGeneratedDocument<Doc>('Doc', sourceFilePath);
    const raw = doc.body.raw;
    const lineOffset = bodyLineOffset(text, raw);
    return { input: docInput(docSource(doc), new Map(concepts), includes), ownHeadings: headingsOf(doc), lineOffset, ...bodyAnalysis(file, raw, lineOffset) };
  },
  parse: parsePageAnalysis,
});

export async function loadSiteModel<Data>({ contentDir, publicDir, pageSourceBytes, data, apiNeeded, concepts: includes }: LoadOptions<Data>): Promise<LoadedSite<Data>> {
  const fileOf = (sourceFilePath: string) => path.join(contentDir, sourceFilePath);
  const analysisCache = openEntryCache(pageAnalysisCache(includes));

  /** Reads one version's concepts and pages once (the current docs, or an archived version's folder). */
  const readVersion = async (version: DocsVersion) => {
    const root = contentRootOf(version);
    const folder = (name: string) => (existsSync(path.join(contentDir, root, name)) ? sourceFiles(contentDir, `${root}${name}`, '.mdx') : []);
    const concepts = folder('concepts').map((sourceFilePath): ConceptBody & { summary: ConceptSummary } => {
      const concept = readGeneratedDocument<Concept>('Concept', sourceFilePath);
      const file = fileOf(sourceFilePath);
      const raw = concept.body.raw;
      const text = readFileSync(file, 'utf8');
      const lineOffset = bodyLineOffset(text, raw);
      const integrationsLine = text.split('\n').findIndex((line) => line.startsWith('integrations:')) + 1 || undefined;
      return { name: concept.name, file, lineOffset, integrations: concept.integrations, integrationsLine, raw, headings: headingsOf(concept), summary: conceptSummary(concept), ...bodyAnalysis(file, raw, lineOffset) };
    });
    const conceptSummaries = concepts.map((concept): [string, ConceptSummary] => [concept.name, concept.summary]);
    // One pass a page, whose body is dropped when the page is done (pageAnalysisCache).
    const pages = [];
    for (const sourceFilePath of folder('docs')) {
      const file = fileOf(sourceFilePath);
      const text = readFileSync(file, 'utf8');
      pages.push({ ...(await analysisCache.entry({ file, sourceFilePath, text, concepts: conceptSummaries })), file });
    }
    return { version, root, concepts, pages };
  };

  const versions = readVersions(contentDir);
  // Redocly CLI lints every version's document whole (lib/openapi/lint.ts); it takes seconds, so it runs
  // beside the reading and the checks, and its check reads it last.
  const apiFiles = versions.map((version) => path.join(contentDir, apiFileOf(contentRootOf(version)))).filter((file) => existsSync(file));
  const apiLint = lintApiDocuments(apiFiles);
  const read = [];
  for (const version of versions) read.push(await readVersion(version));
  const allCategories = readGenerated<Category[]>('Category').map(categoryEntry);

  // Each version's API document is valid OpenAPI before any page renders: the pages render their API
  // blocks from it, so an invalid one fails here once, at its YAML line, not in every page that uses it.
  const withApi = [];
  for (const version of read) {
    const apiUses = [...version.pages, ...version.concepts].flatMap(({ apiUses: uses }) => uses);
    const apiErrors = await apiProblems(apiUses.length > 0 || apiNeeded(version.root), version.root);
    const apiFile = path.join(contentDir, apiFileOf(version.root));
    const api = apiErrors.length === 0 && existsSync(apiFile) ? await loadApiOf(version.root, apiFile) : null;
    withApi.push({ ...version, apiErrors, api, apiFile: existsSync(apiFile) ? apiFile : null });
  }

  // The changelog (content/changelog.json, lib/site/changelog.ts): the reference's changelog page is made
  // from it, so without a valid one there is no manifest either.
  const operationsOf = new Map(withApi.flatMap(({ version, api }) => (api ? [[version.name, operationIds(api.document)] as const] : [])));
  let changelogError: string | null = null;
  try {
    readChangelog(versions, (name) => operationsOf.get(name) ?? null, contentDir);
  } catch (error) {
    changelogError = error instanceof Error ? error.message : String(error);
  }

  const inputFiles = [...readSourceFiles(contentDir, false), ...(existsSync(publicDir) ? readSourceFiles(publicDir, true) : [])];
  const apiValid = withApi.every(({ apiErrors }) => apiErrors.length === 0) && changelogError === null;
  const manifest = siteManifest(read.map(({ version, root, pages }) => ({ version, docs: pages.map(({ input }) => input), categories: inVersion(version, allCategories), reference: apiValid ? readReferenceOutline(root) : null })));
  if (apiValid && sourceFileProblems(inputFiles, pageSourceBytes).length === 0) writeSiteManifest(manifest);
  analysisCache.save();

  const archivedNames = versions.filter((version) => version.status !== 'current').map((version) => version.name);
  const versionModels = withApi.flatMap(({ version, root, concepts, pages, apiErrors, api, apiFile }): VersionModel<Data>[] => {
    const model = manifest.versions.find((m) => m.name === version.name);
    if (!model) return [];
    return [{ version, root, model, pages, concepts, apiFile, apiErrors, api, links: { prefix: model.routePrefix, archivedNames }, dataFiles: dataFilesOf(path.join(contentDir, root, 'data')), sampleFiles: { csharp: sampleFiles(path.join(contentDir, root), 'csharp'), javascript: sampleFiles(path.join(contentDir, root), 'javascript') }, data: data(root) }];
  });
  return {
    site: {
      contentDir,
      publicDir,
      pageSourceBytes,
      manifest,
      versions: versionModels,
      categoryRoutes: new Set(manifest.versions.flatMap((model) => model.pages.filter((page) => page.kind === 'category').map((page) => page.route))),
      sourceFiles: inputFiles,
      siteFileExists: (sitePath) => GENERATED_FILES.has(sitePath) || existsSync(path.join(publicDir, decodeURIComponent(sitePath))),
      apiLint,
      changelogError,
      csharp: await csharpChecker(),
    },
    analysesCached: analysisCache.summary(),
  };
}

async function loadApiOf(root: string, file: string) {
  const text = readFileSync(file, 'utf8');
  const parsed: unknown = parseYaml(text);
  return { file, text, document: await loadApi(root), parsed };
}

/** A version's data files as written, by name. */
function dataFilesOf(dir: string): Map<string, { path: string; text: string }> {
  if (!existsSync(dir)) return new Map();
  return new Map(readdirSync(dir).filter((name) => name.endsWith('.json')).map((name) => [name, { path: path.join(dir, name), text: readFileSync(path.join(dir, name), 'utf8') }]));
}

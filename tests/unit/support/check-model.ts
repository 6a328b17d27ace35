/**
 * A site model in memory for the content checks' unit tests (lib/checks/model.ts): pages and concepts
 * are given as MDX and analysed as the content step analyses them (lib/checks/body-analysis.ts), the
 * manifest is built from them as the content step builds it, and data rows are given as plain rows.
 * No Contentlayer, no subprocess: a check's test runs in milliseconds.
 */
import { bodyAnalysis } from '@/lib/checks/body-analysis';
import type { ConceptBody, PageBody, SiteModel, VersionModel } from '@/lib/checks/model';
import { extractHeadings } from '@/lib/mdx/headings';
import { siteManifest } from '@/lib/site/from-contentlayer';
import { contentRootOf, routePrefixOf, type DocsVersion } from '@/lib/site/versions';
import type { DataRow, PageData } from '@/paymora/page-data';
import type { PaymoraData } from '@/paymora/checks/model';
import type { CategoryEntry } from '@/lib/site/nav-tree';
import { CONTENT_FOLDER, contentFile } from '@/lib/build/folders';

export const LATEST: DocsVersion = { name: 'latest', label: 'Latest', status: 'current', releaseDate: '2026-01-01' };
export const V1: DocsVersion = { name: 'v1', label: 'v1', status: 'supported', releaseDate: '2025-01-01' };

/** A doc page: `docs/<route>.mdx` of its version, its body after `lineOffset` lines of front matter. */
export function page(route: string, mdx: string, { version = LATEST, lineOffset = 4, title = route }: { version?: DocsVersion; lineOffset?: number; title?: string } = {}): PageBody {
  const sourceFilePath = `${contentRootOf(version)}docs${route === '/' ? '/index' : route}.mdx`;
  const file = contentFile(sourceFilePath);
  const headings = extractHeadings(mdx);
  return {
    file,
    lineOffset,
    ...bodyAnalysis(file, mdx, lineOffset),
    input: { sourceFilePath, route, title, description: `${title}, a page of the tests' model.`, headings, components: [], concepts: [], operations: [] },
    ownHeadings: headings,
  };
}

/** A concept: `concepts/<name>.mdx` of its version. */
export function concept(name: string, mdx: string, { version = LATEST, integrations = ['payments'], lineOffset = 4 }: { version?: DocsVersion; integrations?: string[]; lineOffset?: number } = {}): ConceptBody {
  const file = contentFile(`${contentRootOf(version)}concepts/${name}.mdx`);
  return { file, lineOffset, ...bodyAnalysis(file, mdx, lineOffset), name, integrations, integrationsLine: 3, raw: mdx, headings: extractHeadings(mdx) };
}

type Rows = { [K in keyof PageData]?: readonly DataRow<K>[] };

export interface VersionSpec {
  version?: DocsVersion;
  pages?: PageBody[];
  concepts?: ConceptBody[];
  categories?: CategoryEntry[];
  /** Data files as written, by name under `data/`. */
  dataFiles?: Record<string, string>;
  /** Data rows as Contentlayer would type them, by page-data key. */
  rows?: Rows;
}

function versionModel({ version = LATEST, pages = [], concepts = [], dataFiles = {}, rows = {} }: VersionSpec, model: VersionModel['model'], archivedNames: string[]): VersionModel<PaymoraData> {
  const root = contentRootOf(version);
  const rowsOf = <K extends keyof PageData>(key: K): readonly DataRow<K>[] => {
    const found = rows[key];
    if (!found) throw new Error(`the test's model has no rows of ${key}`);
    return found;
  };
  return {
    version,
    root,
    model,
    pages,
    concepts,
    apiFile: null,
    apiErrors: [],
    api: null,
    links: { prefix: routePrefixOf(version), archivedNames },
    dataFiles: new Map(Object.entries(dataFiles).map(([name, text]) => [name, { path: contentFile(`${root}data/${name}`), text }])),
    sampleFiles: { csharp: [], javascript: [] },
    data: { rows: rowsOf },
  };
}

/** A site of one or more versions (the current one first), with what the checks read beside them. */
export function siteModel(versions: VersionSpec[], { files = [] }: { files?: string[] } = {}): SiteModel<PaymoraData> {
  const manifest = siteManifest(versions.map(({ version = LATEST, pages = [], categories = [] }) => ({ version, docs: pages.map((p) => p.input), categories, reference: null })));
  const archivedNames = versions.flatMap(({ version = LATEST }) => (version.status === 'current' ? [] : [version.name]));
  return {
    contentDir: CONTENT_FOLDER,
    publicDir: 'public',
    pageSourceBytes: 100_000,
    manifest,
    versions: versions.map((spec) => {
      const name = (spec.version ?? LATEST).name;
      const model = manifest.versions.find((m) => m.name === name);
      if (!model) throw new Error(`no model of ${name}`);
      return versionModel(spec, model, archivedNames);
    }),
    categoryRoutes: new Set(manifest.versions.flatMap((model) => model.pages.filter((p) => p.kind === 'category').map((p) => p.route))),
    sourceFiles: [],
    siteFileExists: (sitePath) => files.includes(sitePath),
    apiLint: Promise.resolve([]),
    changelogError: null,
    csharp: () => ({ reading: 'program', problems: [] }),
  };
}

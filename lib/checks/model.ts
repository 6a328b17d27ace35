/**
 * What the content checks read: the site model as the content step has loaded it (the manifest, each
 * version's pages and concepts as analysed once, its API document, its data), and what they return.
 * Each check is a function of this model alone, so a unit test gives it a model built in memory
 * (tests/unit/support/check-model.ts) instead of building content; lib/checks/load-model.ts builds the
 * real one, and scripts/check-content.ts runs every registered check over it and prints the problems.
 * The engine's checks (lib/checks/) know nothing of payments; a site adds its own (paymora/checks/).
 */
import type { ApiUse } from '../openapi/page-endpoints';
import type { ApiDocument } from '../openapi/api-document';
import type { ContentLink, LinkablePage } from '../mdx/links';
import type { AssetRef } from '../mdx/assets';
import type { JsxUse } from '../mdx/jsx-attributes';
import type { MarkupProblem } from '../mdx/unsafe-markup';
import type { JsonBlockProblem } from '../samples/json-blocks';
import type { Sample } from '../samples/samples';
import type { Heading } from '../mdx/headings';
import type { DocInput, DocsVersionModel, SiteManifest } from '../site/manifest';
import type { DocsVersion } from '../site/versions';
import type { SourceFile } from '../site/source-files';
import type { CSharpChecker } from '../samples/csharp-syntax';

/** One problem, at its file and line when it has them (some messages name their file themselves). */
export interface Problem {
  message: string;
  file?: string;
  line?: number;
  /** A warning is printed and the build goes on. */
  warning?: boolean;
}

/** What every check reads of an MDX body, a page's or a concept's, from its one parse. */
export interface BodyAnalysis {
  /** The file an author opens. */
  file: string;
  /** Lines of the file before the body (front matter): a body line plus this is a file line. */
  lineOffset: number;
  uses: readonly JsxUse[];
  apiUses: readonly ApiUse[];
  links: readonly ContentLink[];
  assets: readonly AssetRef[];
  csharp: readonly Sample[];
  javascript: readonly Sample[];
  markup: readonly MarkupProblem[];
  jsonBlocks: readonly JsonBlockProblem[];
}

/** @internal Exported for its unit test (knip --production). */
export interface PageBody extends BodyAnalysis {
  input: DocInput;
  /** The page's own headings, without the included concepts'. */
  ownHeadings: readonly Heading[];
}

/** A shared text (content/concepts/), checked as a file of its own and with every page that includes it. */
export interface ConceptBody extends BodyAnalysis {
  name: string;
  integrations: readonly string[];
  /** The line of the front matter that lists the integrations. */
  integrationsLine?: number;
  raw: string;
  headings: readonly Heading[];
}

/** A docs version's API document, when it is valid. */
interface VersionApi {
  file: string;
  text: string;
  /** The text as YAML, for checks that need a value's line. */
  parsed: unknown;
  document: ApiDocument;
}

/** A data file of a version, as written (for lines) and as Contentlayer typed it (`Data`, the site's). */
export interface VersionModel<Data = unknown> {
  version: DocsVersion;
  /** The version's folder inside the content folder ('' for the current docs). */
  root: string;
  /** The manifest's model of the version. */
  model: DocsVersionModel;
  pages: readonly PageBody[];
  concepts: readonly ConceptBody[];
  /** The version's API document, when it has one (valid or not). */
  apiFile: string | null;
  /** The API document's problems (none: valid, or the version has none). */
  apiErrors: readonly string[];
  api: VersionApi | null;
  /** How links inside the version resolve (its route prefix, the archived versions' names). */
  links: NonNullable<LinkablePage['version']>;
  /** The version's data files by name under `data/` (those it has), as written. */
  dataFiles: ReadonlyMap<string, { path: string; text: string }>;
  /** Sample files under the version's `samples/` (tests run them; the check parses them). */
  sampleFiles: { csharp: readonly Sample[]; javascript: readonly Sample[] };
  /** The site's typed view of the version's data. */
  data: Data;
}

export interface SiteModel<Data = unknown> {
  contentDir: string;
  publicDir: string;
  /** The most bytes a page's source may have (budgets.json). */
  pageSourceBytes: number;
  manifest: SiteManifest;
  /** Every version, the current docs first. */
  versions: readonly VersionModel<Data>[];
  /** Every category page's route, every version's. */
  categoryRoutes: ReadonlySet<string>;
  /** The content folder's and public/'s files, for the source-file check. */
  sourceFiles: readonly SourceFile[];
  /** Whether a path of the site is a file of public/ or one the build writes. */
  siteFileExists: (sitePath: string) => boolean;
  /** Redocly CLI's findings on every version's API document, started as the model began to load (it takes seconds). */
  apiLint: Promise<readonly string[]>;
  /** The changelog's problem, when it has one. */
  changelogError: string | null;
  /** C# samples are parsed with tree-sitter's grammar, loaded once. */
  csharp: CSharpChecker;
}

/** A check: a name for its registry, and what it finds in the model. */
export interface ContentCheck<Data = unknown> {
  name: string;
  run: (site: SiteModel<Data>) => readonly Problem[] | Promise<readonly Problem[]>;
}

/** A body line as a line of its file. */
export const fileLineOf = (body: { lineOffset: number }, line: number | undefined): number | undefined => (line ? line + body.lineOffset : line);

/** Every body of a version: its concepts and its pages. */
export const bodiesOf = (version: VersionModel<unknown>): readonly BodyAnalysis[] => [...version.concepts, ...version.pages];

/** A problem as the content step prints it: `file:line: message`. */
export function formatProblem(problem: Problem): string {
  if (!problem.file) return problem.message;
  return `${problem.line ? `${problem.file}:${problem.line}` : problem.file}: ${problem.message}`;
}

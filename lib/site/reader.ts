/**
 * The site's content for the pages and the build steps: the site manifest (lib/site/manifest.ts),
 * one page's document at a time, the concepts and the data files (whose rows the site's data-set
 * registry reads, paymora/page-data.ts).
 *
 * Read from disk rather than imported from `#content`: an import puts every page's body into the
 * server bundle of every route, and each build worker held several copies of the whole site. A
 * process keeps the manifest and reads the one page it renders.
 */
import type { Concept, Doc } from '#content';
import { contentFile } from '../build/folders';
import { readGeneratedDocument } from './generated-content';
import type { DocsVersionModel, SitePage, SiteManifest } from './manifest';
import { readSiteManifest, siteManifestStamp } from './manifest-file';
import type { NavItem } from './nav-tree';
import { readVersions, type DocsVersion } from './versions';

/** Under `next dev` nothing is cached: each request reads what the dev runner (scripts/dev.ts) last wrote. */
const dev = process.env.NODE_ENV === 'development';

/** The content folder of a version: '' for the current docs (the default), `versions/<name>/` for an archived one (lib/site/versions.ts contentRootOf). */
type Root = string;

/**
 * Under `npm run dev`, the pages' server code imports the revision file that scripts/dev.ts rewrites
 * once Contentlayer's output and the site manifest of an edit are both written: Next sees that module
 * change and has the open page fetch its props again, so the edit shows with its sidebar and table of
 * contents. The production build inlines NODE_ENV and drops the import with its branch (the condition
 * must stand at the import).
 */
export async function loadDevContent(): Promise<void> {
  if (process.env.NODE_ENV === 'development') await import('#content-revision');
}

/** Computed once per build process; under `next dev` computed on every call, so that a content edit shows at once. */
function cachedOutsideDev<T>(load: () => T): () => T {
  let value: { current: T } | undefined;
  return () => {
    if (dev) return load();
    value ??= { current: load() };
    return value.current;
  };
}

let devManifest: { stamp: string; manifest: SiteManifest } | undefined;

/** Under `next dev`, read again whenever the dev runner has rewritten the file. */
function manifest(): SiteManifest {
  if (!dev) return builtManifest();
  const stamp = siteManifestStamp();
  if (devManifest?.stamp !== stamp) devManifest = { stamp, manifest: readSiteManifest() };
  return devManifest.manifest;
}

const builtManifest = cachedOutsideDev(readSiteManifest);

/** The docs versions (content/versions.json), the current one first. */
const versions = cachedOutsideDev((): DocsVersion[] => {
  const list = readVersions();
  return [...list.filter((v) => v.status === 'current'), ...list.filter((v) => v.status !== 'current')];
});

/** The docs at the site root. */
function currentDocs(): DocsVersionModel {
  const current = manifest().versions.find((version) => version.routePrefix === '');
  if (!current) throw new Error('The site manifest has no current docs version; rebuild the content (npm run build)');
  return current;
}

/** Every page of the current docs (welcome, docs, category indexes) in the order the sidebar reads: the sitemap, search and llms.txt list these. */
export function getSitePages(): readonly SitePage[] {
  return currentDocs().pages;
}

/** Every version's model, the current docs first. */
export function getVersionModels(): readonly DocsVersionModel[] {
  return manifest().versions;
}

const pageByRoute = cachedOutsideDev(() => new Map(manifest().versions.flatMap((version) => version.pages.map((page) => [page.route, { page, version }] as const))));

/** A page of any version by the route the site serves it at. */
export function getSitePage(route: string): SitePage | undefined {
  return pageByRoute().get(route)?.page;
}

/** The version a route of the site belongs to, with its entry of the versions list. */
export function versionOfRoute(route: string): { model: DocsVersionModel; version: DocsVersion } {
  const model = pageByRoute().get(route)?.version ?? currentDocs();
  const version = versions().find((v) => v.name === model.name);
  if (!version) throw new Error(`The site manifest has the version "${model.name}", which content/versions.json does not list; rebuild the content (npm run build)`);
  return { model, version };
}

/** The sidebar of the version a route belongs to (the current docs' for a route outside every version). */
export function getNavTree(route = '/'): readonly NavItem[] {
  return versionOfRoute(route).model.tree;
}

const CONTENT_PREFIX = contentFile('');

/** The whole document of a doc page, body included, read from its own file. */
export function getDocByRoute(route: string): Doc | undefined {
  const page = getSitePage(route);
  if (page?.kind !== 'doc') return undefined;
  const sourceFilePath = page.sourceFile.slice(CONTENT_PREFIX.length);
  return readGeneratedDocument<Doc>('Doc', sourceFilePath);
}

/** A concept of a version's concepts/ folder (shared text pages include with <Concept>), by name. */
export function getConcept(name: string, root: Root = ''): Concept | undefined {
  const sourceFilePath = `${root}concepts/${name}.mdx`;
  try {
    return readGeneratedDocument<Concept>('Concept', sourceFilePath);
  } catch {
    return undefined;
  }
}


const dataFiles = new Map<string, () => unknown>();

/**
 * A version's data file (`data/<file>` of its content folder) as Contentlayer's document of `type`, read
 * once a process like the pages' summaries (under `next dev`, on every call). The site's data-set
 * registry says which type each file is and reads its rows from it (paymora/page-data.ts).
 */
export function readDataFile<T>(type: string, file: string, root: Root = ''): T {
  const sourceFilePath = `${root}data/${file}`;
  let load = dataFiles.get(sourceFilePath);
  if (!load) dataFiles.set(sourceFilePath, (load = cachedOutsideDev(() => readGeneratedDocument<T>(type, sourceFilePath))));
  return load() as T;
}

/**
 * Where the MCP server reads the published docs: a base URL (the live site, or any copy of it) or a
 * built `out/` folder, asked for the same site paths (`/search/latest.json`, `/webhooks/…/index.md`).
 * A file the site does not have is `null`; a site that cannot be reached throws, naming what was tried.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { siteConfig } from '../site.config';

export interface SiteSource {
  /** What the server reads, for messages: the base URL or the folder. */
  readonly origin: string;
  /** The text of a site path (from `/`), or null when the site has no such file. */
  read(sitePath: string): Promise<string | null>;
  /** The address to cite for a site path: on the site read, or the canonical site for a folder. */
  citeUrl(sitePath: string): string;
}

const messageOf = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
};

/** The published site at `base` (its scheme, host and any path prefix), read over HTTP. */
export function urlSource(base: string): SiteSource {
  let root: URL;
  try {
    root = new URL(base.endsWith('/') ? base : `${base}/`);
  } catch {
    throw new Error(`--site ${base} is not a URL: give the docs' base URL, such as ${siteConfig.url}`);
  }
  if (root.protocol !== 'https:' && root.protocol !== 'http:') throw new Error(`--site ${base}: only http and https sites can be read`);
  const urlOf = (sitePath: string) => new URL(sitePath.replace(/^\//, ''), root).toString();
  return {
    origin: root.toString().replace(/\/$/, ''),
    citeUrl: urlOf,
    async read(sitePath) {
      const url = urlOf(sitePath);
      let response: Response;
      try {
        // The pointer and the build id are revalidated on every request by the site; ask past any cache too.
        response = await fetch(url, { cache: 'no-store', headers: { 'Cache-Control': 'no-cache' } });
      } catch (error) {
        throw new Error(`The docs site cannot be reached: GET ${url} failed (${messageOf(error)}). Check --site, or read a built export with --out <folder>.`, { cause: error });
      }
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`The docs site answered ${response.status} ${response.statusText} to GET ${url}; try again later.`);
      return response.text();
    },
  };
}

/** A built export on disk, as `npm run build` leaves it in out/. */
export function folderSource(folder: string): SiteSource {
  const root = path.resolve(folder);
  return {
    origin: root,
    citeUrl: (sitePath) => `${siteConfig.url}${sitePath}`,
    async read(sitePath) {
      const file = path.join(root, sitePath);
      if (path.relative(root, file).startsWith('..')) return null;
      try {
        return await readFile(file, 'utf8');
      } catch (error) {
        const folderExists = await stat(root).then((s) => s.isDirectory(), () => false);
        if (!folderExists) throw new Error(`The export folder ${root} does not exist (reading ${file}): run npm run build, or pass --out <folder> with a built export.`, { cause: error });
        if (error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR')) return null;
        throw new Error(`${file} cannot be read (${messageOf(error)}).`, { cause: error });
      }
    },
  };
}

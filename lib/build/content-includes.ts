/**
 * Contentlayer caches each document by its own file's hash (`.contentlayer/.cache/`), but an MDX page
 * also reads files that are not documents: the samples it includes with remark-code-import, and the
 * docs versions list the config reads to resolve links. An edit to one of those alone left the page as
 * it was generated before, in every later build and in the export (seen: a webhook sample fixed in its
 * file but shipped old on the HMAC page). So before Contentlayer runs, the files those inputs hold are
 * fingerprinted, and when the fingerprint differs from the last run's, Contentlayer's cache is dropped:
 * every document is generated again (one cold content step, about 30 s) rather than a page shipped stale.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { codeFingerprint } from './step-cache';

/**
 * What MDX reads under the content folder besides Contentlayer's documents, as paths relative to it
 * (`*` is one folder name): contentlayer.config.ts excludes them from the documents and this module
 * fingerprints them.
 */
export const READ_BY_MDX: readonly string[] = ['samples', 'versions/*/samples', 'versions.json'];

/** Contentlayer's cache and the fingerprint of the last run, under the project (or a test's) folder. */
const CACHE = path.join('.contentlayer', '.cache');
const STAMP = path.join('.contentlayer', 'read-by-mdx.json');

/** The paths a pattern of READ_BY_MDX names under `contentDir`, its `*` segments expanded. */
function expand(contentDir: string, pattern: string): string[] {
  return pattern.split('/').reduce<string[]>(
    (bases, segment) =>
      bases.flatMap((base) =>
        segment !== '*'
          ? [path.join(base, segment)]
          : existsSync(base) && statSync(base).isDirectory()
            ? readdirSync(base, { withFileTypes: true }).filter((child) => child.isDirectory()).map((child) => path.join(base, child.name)).sort()
            : [],
      ),
    [contentDir],
  );
}

/**
 * A hash of every file READ_BY_MDX names (its path and its bytes), as the step caches hash the code.
 * @internal Exported for its unit test (knip --production).
 */
export function readByMdxFingerprint(contentDir: string): string {
  return codeFingerprint(contentDir, READ_BY_MDX.flatMap((pattern) => expand(contentDir, pattern)).map((entry) => path.relative(contentDir, entry)));
}

/**
 * Drops Contentlayer's cache under `cwd` when what MDX reads changed since the last run there, and
 * records the new fingerprint. Returns whether it dropped the cache.
 */
export function dropContentCacheIfReadsChanged(cwd: string, contentDir: string): boolean {
  const fingerprint = readByMdxFingerprint(contentDir);
  const stampFile = path.join(cwd, STAMP);
  const last = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
  if (last === fingerprint) return false;
  const cache = path.join(cwd, CACHE);
  const dropped = existsSync(cache);
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${fingerprint}\n`);
  return dropped;
}

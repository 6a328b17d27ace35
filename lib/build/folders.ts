/**
 * The two folders every step agrees on: where the site's sources live and where the export is
 * written, each with the override it has always honoured. Named once here, so a step, a tool or a
 * test that needs one reads it rather than spelling it (tests/unit/folders.test.ts refuses a new
 * literal). Files that cannot import TypeScript (.gitignore, eslint.config.mjs, tsconfig.json,
 * knip.jsonc) keep the literal; that test holds them equal to these names. Next's own folder is
 * lib/build/next-folder.ts.
 */
import path from 'node:path';

/** The content folder, relative to the project root: pages, data sets, the API document, samples. */
export const CONTENT_FOLDER = 'content';

/** The export folder: where `next build` writes the static site (`output: 'export'`) and every later step adds its files. */
export const OUT_FOLDER = 'out';

/** The seal inside the export folder: lib/deploy/build-manifest.ts writes and checks it; a build removes a stale one first. */
export const MANIFEST_FILE = 'build-manifest.json';

/**
 * The content folder this run reads, as given: CONTENT_DIR when set (the fixture builds of tests
 * and the benchmark), else content/ relative to the working directory.
 */
export function contentFolder(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env.CONTENT_DIR ?? CONTENT_FOLDER;
}

/**
 * A file of the content folder as an author names it from the project root (`content/docs/x.mdx`):
 * the name pages and messages carry, whatever folder CONTENT_DIR points the build at.
 */
export function contentFile(relative: string): string {
  return `${CONTENT_FOLDER}/${relative}`;
}

/** The export folder a step reads or writes: OUT_DIR when set (tests, another build's export), else out/, resolved against `cwd`. */
export function exportFolder(env: Readonly<Record<string, string | undefined>> = process.env, cwd = process.cwd()): string {
  return path.resolve(cwd, env.OUT_DIR ?? OUT_FOLDER);
}

/** The export folder of a step run as `tsx <script> [folder]`: its first argument, else out/, resolved. */
export function exportFolderArgument(argv: readonly string[] = process.argv): string {
  return path.resolve(argv[2] ?? OUT_FOLDER);
}

/**
 * Contentlayer's output as files on disk (`.contentlayer/generated/<type>/`), read without importing
 * its module: lib/site/reader.ts builds the site's content from these.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_READY_ENV, SITE_MANIFEST_FILE } from '../build/content-ready';

const generatedPath = (type: string, file: string) => path.join(process.cwd(), '.contentlayer', 'generated', type, file);

/** The site manifest (lib/site/manifest-file.ts): the content step's last output. */
export const siteManifestPath = (): string => path.join(process.cwd(), SITE_MANIFEST_FILE);

let contentComplete = false;

/**
 * `npm run build` starts `next build` while Contentlayer is still writing: Turbopack's compile needs
 * no content, and the two overlap by several seconds. With CONTENT_READY_ENV set (lib/build/content-ready.ts), every read
 * here waits until the site manifest exists: the content step writes it last (lib/site/manifest-file.ts),
 * once Contentlayer's files are complete. Blocking the thread is what a build worker should do then:
 * it has nothing else to do.
 */
export function waitForContent(): void {
  if (contentComplete || !process.env[CONTENT_READY_ENV]) return;
  const marker = siteManifestPath();
  const deadline = Date.now() + 15 * 60_000;
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  while (!existsSync(marker)) {
    if (Date.now() > deadline) {
      throw new Error(`${marker} did not appear in 15 minutes: ${CONTENT_READY_ENV} is for npm run build, whose content step writes it. Run npm run build, or build without it after npm run content and npm run check:content.`);
    }
    Atomics.wait(sleeper, 0, 0, 50);
  }
  contentComplete = true;
}

/** Whether Contentlayer wrote a document for this source file (an archived version may lack a data file). */
export function hasGeneratedDocument(type: string, sourceFilePath: string): boolean {
  return existsSync(generatedPath(type, `${sourceFilePath.replaceAll('/', '__')}.json`));
}

export function readGenerated<T>(type: string, file = '_index.json'): T {
  waitForContent();
  return JSON.parse(readFileSync(generatedPath(type, file), 'utf8')) as T;
}

/**
 * The source files of a document type's current documents, relative to the content folder
 * (`docs/a/b.mdx`): Contentlayer writes one generated file per source file (readGeneratedDocument).
 * Not `_index.json`: it holds every compiled body at once (docs/performance.md). Not the generated
 * folder's listing either: it keeps the files of deleted pages.
 */
export function sourceFiles(contentDir: string, folder: string, extension: string): string[] {
  return readdirSync(path.join(contentDir, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.relative(contentDir, path.join(entry.parentPath, entry.name)).replaceAll(path.sep, '/'))
    .sort();
}

/** One document's own file, named after its source path (`docs/a/b.mdx` → `docs__a__b.mdx.json`). */
export function readGeneratedDocument<T>(type: string, sourceFilePath: string): T {
  return readGenerated<T>(type, `${sourceFilePath.replaceAll('/', '__')}.json`);
}

/**
 * Contentlayer's output as files on disk (`.contentlayer/generated/<type>/`), read without importing
 * its module: lib/content.ts builds the site's content from these.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_READY_ENV } from './build/content-ready';

const generatedPath = (type: string, file: string) => path.join(process.cwd(), '.contentlayer', 'generated', type, file);

let contentComplete = false;

/**
 * `npm run build` starts `next build` while Contentlayer is still writing: Turbopack's compile needs
 * no content, and the two overlap by several seconds. The build names (CONTENT_READY_ENV) a file
 * that appears once the content is complete; until it does, every read here waits. Blocking the
 * thread is what a build worker should do then: it has nothing else to do.
 */
function waitForCompleteContent(): void {
  const marker = process.env[CONTENT_READY_ENV];
  if (contentComplete || !marker) return;
  const deadline = Date.now() + 15 * 60_000;
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  while (!existsSync(marker)) {
    if (Date.now() > deadline) {
      throw new Error(`${marker} did not appear in 15 minutes: ${CONTENT_READY_ENV} is for npm run build, which creates it when Contentlayer is done. Run npm run build, or build without it after npm run content.`);
    }
    Atomics.wait(sleeper, 0, 0, 50);
  }
  contentComplete = true;
}

export function readGenerated<T>(type: string, file = '_index.json'): T {
  waitForCompleteContent();
  return JSON.parse(readFileSync(generatedPath(type, file), 'utf8')) as T;
}

/**
 * The generated files of the current documents of a type, from the imports of `_index.mjs`. Not
 * `_index.json`: it holds every compiled body at once (109 MB at +5,000 pages; each build worker and
 * script that parsed it peaked at 384 MB instead of 73 MB). Not the folder's listing either: it keeps
 * the files of deleted pages.
 */
export function generatedFiles(type: string): string[] {
  waitForCompleteContent();
  const index = readFileSync(generatedPath(type, '_index.mjs'), 'utf8');
  const files = [...index.matchAll(/^import \w+ from '\.\/([^']+\.json)'/gm)].map((match) => match[1] ?? '');
  if (files.length === 0 && index.includes('import ')) {
    throw new Error(`${generatedPath(type, '_index.mjs')}: no document file found in its imports; has Contentlayer changed how it writes them?`);
  }
  return files;
}

/** One document's own file, named after its source path (`docs/a/b.mdx` → `docs__a__b.mdx.json`). */
export function readGeneratedDocument<T>(type: string, sourceFilePath: string): T {
  return readGenerated<T>(type, `${sourceFilePath.replaceAll('/', '__')}.json`);
}

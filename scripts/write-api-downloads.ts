/**
 * After the export: each docs version's API document for download, as YAML and JSON, and a Postman
 * collection (v2.1) converted from it (lib/openapi/downloads.ts), under the version's route prefix:
 * out/api/ for the current docs, out/<version>/api/ for an archived one, whose integrations were built
 * against that document and not the latest. Each version's llms.txt lists its own. The files depend
 * only on the document, so they are cached by its hash (lib/build/step-cache.ts); the converter, slow
 * to load, is imported only when a document changed.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentKey, openStepCache } from '../lib/build/step-cache';
import { isRecord } from '../lib/is-record';
import { apiFileOf } from '../lib/openapi/document';
import { contentRootOf, readVersions, routePrefixOf } from '../lib/site/versions';

const outDir = path.resolve(process.argv[2] ?? 'out');
const contentDir = path.resolve(process.env.CONTENT_DIR ?? 'content');

const textsOnly = (value: unknown): Record<string, string> | null =>
  isRecord(value) && Object.values(value).every((text) => typeof text === 'string') ? Object.fromEntries(Object.entries(value).map(([file, text]) => [file, String(text)])) : null;
const cache = openStepCache('api-downloads', textsOnly);
for (const version of readVersions(contentDir)) {
  const source = path.join(contentDir, apiFileOf(contentRootOf(version)));
  // A version without an API document has nothing to offer; the content check already decided that is allowed.
  if (!existsSync(source)) continue;
  const document = await readFile(source, 'utf8');
  const key = contentKey(document);
  let files = cache.get(key);
  if (!files) {
    const { apiDownloads } = await import('../lib/openapi/downloads');
    files = await apiDownloads(document);
    cache.set(key, files);
  }
  const dir = path.join(outDir, routePrefixOf(version));
  await mkdir(path.join(dir, 'api'), { recursive: true });
  for (const [file, text] of Object.entries(files)) await writeFile(path.join(dir, file), text);
  console.log(`API downloads of ${version.name}: ${Object.keys(files).map((file) => `${routePrefixOf(version)}/${file}`).join(', ')}.`);
}
cache.save();
console.log(`API downloads cached: ${cache.summary()}.`);

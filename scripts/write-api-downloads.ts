/**
 * After the export: the API document for download, as YAML and JSON, and a Postman collection (v2.1)
 * converted from it, in out/api/ (lib/openapi/downloads.ts). llms.txt lists them. The files depend
 * only on the document, so they are cached by its hash (lib/build/step-cache.ts); the converter, slow
 * to load, is imported only when the document changed.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentKey, openStepCache } from '../lib/build/step-cache';
import { isRecord } from '../lib/is-record';

const outDir = path.resolve(process.argv[2] ?? 'out');
const contentDir = path.resolve(process.env.CONTENT_DIR ?? 'content');
const document = await readFile(path.join(contentDir, 'api/openapi.yaml'), 'utf8');

const textsOnly = (value: unknown): Record<string, string> | null =>
  isRecord(value) && Object.values(value).every((text) => typeof text === 'string') ? Object.fromEntries(Object.entries(value).map(([file, text]) => [file, String(text)])) : null;
const cache = openStepCache('api-downloads', textsOnly);
const key = contentKey(document);
let files = cache.get(key);
if (!files) {
  const { apiDownloads } = await import('../lib/openapi/downloads');
  files = await apiDownloads(document);
  cache.set(key, files);
}
cache.save();
await mkdir(path.join(outDir, 'api'), { recursive: true });
for (const [file, text] of Object.entries(files)) await writeFile(path.join(outDir, file), text);
console.log(`API downloads: ${Object.keys(files).join(', ')} (${cache.summary()}).`);

/**
 * After the export: the API document for download, as YAML and JSON, and a Postman collection (v2.1)
 * converted from it, in out/api/ (lib/openapi/downloads.ts). llms.txt lists them.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { apiDownloads } from '../lib/openapi/downloads';

const outDir = path.resolve(process.argv[2] ?? 'out');
const contentDir = path.resolve(process.env.CONTENT_DIR ?? 'content');
const files = await apiDownloads(await readFile(path.join(contentDir, 'api/openapi.yaml'), 'utf8'));
await mkdir(path.join(outDir, 'api'), { recursive: true });
for (const [file, text] of Object.entries(files)) await writeFile(path.join(outDir, file), text);
console.log(`API downloads: ${Object.keys(files).join(', ')}.`);

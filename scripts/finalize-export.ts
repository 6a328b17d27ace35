/**
 * Shapes the export for object storage: with trailingSlash, Next writes the not-found page as
 * 404/index.html, but buckets serve their error document from one key, 404.html (and /404/ must not
 * answer 200).
 */
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';

const outDir = path.resolve(process.argv[2] ?? 'out');
const nested = path.join(outDir, '404', 'index.html');
const target = path.join(outDir, '404.html');

if (existsSync(nested)) {
  await rename(nested, target);
  await rm(path.join(outDir, '404'), { recursive: true });
}
if (!existsSync(target)) {
  console.error(`${target} is missing after the export: the bucket would have no error document. Check pages/404.tsx.`);
  process.exit(1);
}
console.log('Export ready for object storage: 404.html is the error document.');

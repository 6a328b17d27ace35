/**
 * Shapes the export for object storage: with trailingSlash, Next writes the not-found page as
 * 404/index.html, but buckets serve their error document from one key, 404.html (and /404/ must not
 * answer 200). Marks the scripts pages run at startup for eager compilation (lib/build/compile-hints.ts).
 */
import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { firstLoadChunks, withCompileHint } from '../lib/build/compile-hints';
import { NEXT_BUILD_MANIFEST } from '../lib/build/next-folder';
import { exportFolderArgument } from '../lib/build/folders';
import { BUILD_ID_FILE, exportedBuildId } from '../lib/outputs/build-id';

const outDir = exportFolderArgument();
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
const buildId = exportedBuildId(outDir);
if (!buildId) {
  console.error(`${outDir} has no _next/static/<buildId>/_buildManifest.js: the export is incomplete. Build again.`);
  process.exit(1);
}
await writeFile(path.join(outDir, BUILD_ID_FILE), JSON.stringify({ buildId }));
const buildManifest = NEXT_BUILD_MANIFEST;
if (!existsSync(buildManifest)) {
  console.error(`${buildManifest} is missing: it lists the scripts pages load at startup. Run next build (npm run build) again.`);
  process.exit(1);
}
const chunks = firstLoadChunks(JSON.parse(await readFile(buildManifest, 'utf8')), buildManifest);
for (const chunk of chunks) {
  const file = path.join(outDir, '_next', chunk);
  const source = await readFile(file, 'utf8');
  const hinted = withCompileHint(source);
  if (hinted !== source) await writeFile(file, hinted);
}
console.log(`Export ready for object storage: 404.html is the error document; ${BUILD_ID_FILE} names build ${buildId}; ${chunks.length} first-load scripts compile eagerly.`);

/**
 * After the other post-export steps (it rewrites pages they read): every exported page gets its
 * Content-Security-Policy and referrer policy (lib/csp.ts), with the hashes of its own inline scripts
 * and the hosted search origin when one is configured.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { searchOrigins, withSecurityMeta } from '../lib/csp';
import { readPublicSearchConfig } from '../lib/search/public-config';

const outDir = path.resolve(process.env.OUT_DIR ?? 'out');
const origins = searchOrigins(readPublicSearchConfig(process.env));
const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
let pages = 0;
for (const entry of entries) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const file = path.join(entry.parentPath, entry.name);
  await writeFile(file, withSecurityMeta(await readFile(file, 'utf8'), origins));
  pages += 1;
}
console.log(`Content-Security-Policy and referrer policy set on ${pages} pages${origins.length > 0 ? `; search may connect to ${origins.join(', ')}` : ''}.`);

/**
 * After the other post-export steps (it rewrites pages they read): every exported page gets its
 * Content-Security-Policy and referrer policy (lib/csp.ts), with the hashes of its own inline scripts
 * and the hosted search origin when one is configured.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { searchOrigins, withSecurityMeta } from '../lib/csp';
import { readPublicSearchConfig } from '../lib/search/public-config';

const outDir = path.resolve(process.env.OUT_DIR ?? 'out');
const origins = searchOrigins(readPublicSearchConfig(process.env));
let pages = 0;
let rewritten = 0;
// Synchronous reads and writes: through fs/promises the thread-pool round trips of thousands of
// pages cost more CPU than the policy itself (profiled at +1,000 pages).
for (const entry of readdirSync(outDir, { withFileTypes: true, recursive: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const file = path.join(entry.parentPath, entry.name);
  const html = readFileSync(file, 'utf8');
  const secured = withSecurityMeta(html, origins);
  pages += 1;
  // A page that already has its policy (the step run again on the same export) is left as it is.
  if (secured === html) continue;
  writeFileSync(file, secured);
  rewritten += 1;
}
console.log(`Content-Security-Policy and referrer policy set on ${pages} pages (${rewritten} rewritten)${origins.length > 0 ? `; search may connect to ${origins.join(', ')}` : ''}.`);

/**
 * After the other post-export steps (it rewrites pages they read): every exported page gets its
 * Content-Security-Policy and referrer policy (lib/render/csp.ts), with the hashes of its inline scripts and
 * the hosted search origin when one is configured, and the origin the API reference's "Try it" console
 * sends to (lib/openapi/console-data.ts). Every page gets it, not only the reference's: a reader who
 * arrives on a guide and follows a link to the reference keeps the guide's policy (client-side navigation). An inline script that is not one of the site's own
 * (lib/render/known-inline-scripts.ts), or an `on…=` attribute, fails the build with the file and line: the
 * policy never allows a script just because a page carries it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { pageScriptProblems, searchOrigins, withSecurityMeta } from '../lib/render/csp';
import { isRecord } from '../lib/util/is-record';
import { knownInlineScript } from '../lib/render/known-inline-scripts';
import { consoleBaseUrl } from '../lib/openapi/console-data';
import { apiFileOf } from '../lib/openapi/document';
import { readPublicSearchConfig } from '../lib/search/public-config';
import { contentRootOf, readVersions } from '../lib/site/versions';
import { contentFolder, exportFolder } from '../lib/build/folders';
import { exportedHtmlFiles } from '../lib/outputs/exported-pages';

const outDir = exportFolder();
const contentDir = path.resolve(contentFolder());

/** The origins the consoles of every docs version send to (one, unless an archived document names another sandbox). */
function consoleOrigins(): string[] {
  const origins = new Set<string>();
  for (const version of readVersions(contentDir)) {
    const file = path.join(contentDir, apiFileOf(contentRootOf(version)));
    if (!existsSync(file)) continue;
    const document: unknown = parse(readFileSync(file, 'utf8'));
    const servers = isRecord(document) && Array.isArray(document.servers) ? document.servers.flatMap((server: unknown) => (isRecord(server) && typeof server.url === 'string' ? [{ url: server.url }] : [])) : [];
    origins.add(new URL(consoleBaseUrl(servers)).origin);
  }
  return [...origins];
}

const origins = [...searchOrigins(readPublicSearchConfig(process.env)), ...consoleOrigins()];
const isKnown = knownInlineScript();
const problems: string[] = [];
let pages = 0;
let rewritten = 0;
// Synchronous reads and writes (lib/outputs/exported-pages.ts says why).
for (const file of exportedHtmlFiles(outDir)) {
  const html = readFileSync(file, 'utf8');
  pages += 1;
  for (const problem of pageScriptProblems(html, isKnown)) problems.push(`${path.relative(process.cwd(), file)}:${problem.line}: ${problem.message}`);
  const secured = withSecurityMeta(html, origins, isKnown);
  // A page that already has its policy (the step run again on the same export) is left as it is.
  if (secured === html) continue;
  writeFileSync(file, secured);
  rewritten += 1;
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`error: ${problem}`);
  console.error(`The security step refused ${problems.length} script(s) no page may carry: fix them and build again.`);
  process.exit(1);
}
console.log(`Content-Security-Policy and referrer policy set on ${pages} pages (${rewritten} rewritten), each allowing only the site's own inline scripts${origins.length > 0 ? `; pages may connect to ${origins.join(', ')} (search, the API console)` : ''}.`);

/**
 * The build's last step: no secret's value in any file of out/, then the build manifest that
 * `npm run deploy` requires (lib/deploy/seal.ts). A refused build gets no manifest, so it cannot be
 * deployed; the build removes the previous manifest before it starts.
 */
import { exportedBuildId } from '../lib/outputs/build-id';
import { BuildManifestError, SEAL_KEY_VARIABLE, sealKey } from '../lib/deploy/build-manifest';
import { commitInfo } from '../lib/deploy/commit';
import { sealExport } from '../lib/deploy/seal';
import { MIN_SCANNED_LENGTH, secretVariables } from '../lib/secrets/environment';
import { openCleanFiles } from '../lib/secrets/scan-cache';
import { exportFolder } from '../lib/build/folders';

const outDir = exportFolder();

const buildId = exportedBuildId(outDir);
if (!buildId) {
  console.error(`error: ${outDir} has no _next/static/<buildId>/_buildManifest.js: it is not a complete export. Build again.`);
  process.exit(1);
}
let key: string | null;
try {
  key = sealKey(process.env);
} catch (error) {
  if (!(error instanceof BuildManifestError)) throw error;
  console.error(`error: ${error.message}. The build wrote no build manifest.`);
  process.exit(1);
}
// The key is a secret variable by its name, so the scan below also proves its value is in no file of out/.
const secrets = secretVariables(process.env);
// With no secret long enough to search for, there is nothing to remember: the cache file is left alone.
const clean = secrets.some((secret) => secret.value.length >= MIN_SCANNED_LENGTH) ? openCleanFiles() : undefined;
const { commit, commitTime } = commitInfo();
const { scan, manifest } = await sealExport(outDir, { buildId, commit, commitTime }, secrets, clean, key);
// Clean files stay known even when another file leaked: the next build searches only what changed.
clean?.save();
if (!manifest) {
  for (const leak of scan.leaks) console.error(`error: ${leak}`);
  console.error('The build refuses to ship a secret: it wrote no build manifest, so npm run deploy refuses this out/. Remove the value from the content or the NEXT_PUBLIC_ variables and build again.');
  process.exit(1);
}
for (const name of scan.skipped) console.warn(`warning: ${name} is shorter than 8 characters, too short to search for in the export`);
const reused = clean ? `; unchanged since an earlier scan: ${clean.summary()}` : '';
const signed = key ? `, signed with ${SEAL_KEY_VARIABLE}` : ` (unsigned: set ${SEAL_KEY_VARIABLE} in the build and the deploy to sign it, README, Deploy)`;
console.log(`No secret in the export (${secrets.length} secret variable(s), ${scan.filesScanned} files${reused}). Build ${buildId} sealed${signed}: ${manifest.pageCount} pages, ${Object.keys(manifest.files).length} files.`);

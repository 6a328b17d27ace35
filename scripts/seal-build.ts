/**
 * The build's last step: no secret's value in any file of out/, then the build manifest that
 * `npm run deploy` requires (lib/deploy/build-manifest.ts). A refused build gets no manifest, so it
 * cannot be deployed; the build removes the previous manifest before it starts.
 */
import path from 'node:path';
import { exportedBuildId } from '../lib/build-id';
import { writeBuildManifest } from '../lib/deploy/build-manifest';
import { commitInfo } from '../lib/deploy/commit';
import { secretVariables } from '../lib/secrets/environment';
import { scanExportForSecrets } from '../lib/secrets/scan-export';

const outDir = path.resolve(process.env.OUT_DIR ?? 'out');

const secrets = secretVariables(process.env);
const scan = await scanExportForSecrets(outDir, secrets);
if (scan.leaks.length > 0) {
  for (const leak of scan.leaks) console.error(`error: ${leak}`);
  console.error('The build refuses to ship a secret: it wrote no build manifest, so npm run deploy refuses this out/. Remove the value from the content or the NEXT_PUBLIC_ variables and build again.');
  process.exit(1);
}
for (const name of scan.skipped) console.warn(`warning: ${name} is shorter than 8 characters, too short to search for in the export`);

const buildId = exportedBuildId(outDir);
if (!buildId) {
  console.error(`error: ${outDir} has no _next/static/<buildId>/_buildManifest.js: it is not a complete export. Build again.`);
  process.exit(1);
}
const { commit, commitTime } = commitInfo();
const manifest = await writeBuildManifest(outDir, {
  buildId,
  commit,
  commitTime,
  secretScan: { passed: true, variablesChecked: secrets.length, filesScanned: scan.filesScanned },
});
console.log(`No secret in the export (${secrets.length} secret variable(s), ${scan.filesScanned} files). Build ${buildId} sealed: ${manifest.pageCount} pages, ${Object.keys(manifest.files).length} files.`);

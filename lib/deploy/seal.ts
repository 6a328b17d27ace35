/**
 * The seal of an export (scripts/seal-build.ts): one read of each file of out/ gives both the secret
 * scan its bytes and the build manifest its hash; the manifest is written only when no secret was found.
 */
import { exportFiles, writeBuildManifest, type BuildManifest } from './build-manifest';
import type { SecretVariable } from '../secrets/environment';
import type { CleanFiles } from '../secrets/scan-cache';
import { scanExportForSecrets, type ExportScan } from '../secrets/scan-export';

export interface Seal {
  scan: ExportScan;
  /** Null when the scan found a secret: the export is refused and stays unsealed. */
  manifest: BuildManifest | null;
}

/** `key`: the seal key (lib/deploy/build-manifest.ts, SEAL_KEY_VARIABLE) that signs the manifest, when the build has one. */
export async function sealExport(outDir: string, build: Pick<BuildManifest, 'buildId' | 'commit' | 'commitTime'>, secrets: readonly SecretVariable[], clean?: CleanFiles, key?: string | null): Promise<Seal> {
  const scan = scanExportForSecrets(outDir, exportFiles(outDir), secrets, clean);
  if (scan.leaks.length > 0) return { scan, manifest: null };
  const secretScan = { passed: true, variablesChecked: secrets.length, filesScanned: scan.filesScanned } as const;
  return { scan, manifest: await writeBuildManifest(outDir, { ...build, secretScan }, scan.hashes, key) };
}

/**
 * After the export: no secret's value in any file of out/. Every file is searched as bytes, whatever
 * its type (HTML, scripts, JSON, Markdown copies, llms.txt, the sitemap, images), since Next can
 * inline a value anywhere and content can paste one into any page.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MIN_SCANNED_LENGTH, type SecretVariable } from './environment';

export interface ExportScan {
  leaks: string[];
  filesScanned: number;
  /** Secrets too short to search for without false alarms. */
  skipped: string[];
}

export async function scanExportForSecrets(outDir: string, secrets: readonly SecretVariable[]): Promise<ExportScan> {
  const searched = secrets.filter((secret) => secret.value.length >= MIN_SCANNED_LENGTH);
  const needles = searched.map((secret) => ({ name: secret.name, bytes: Buffer.from(secret.value) }));
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
  const leaks: string[] = [];
  let filesScanned = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = await readFile(file);
    filesScanned += 1;
    for (const needle of needles) if (bytes.includes(needle.bytes)) leaks.push(`the value of ${needle.name} is in ${path.relative(process.cwd(), file)}`);
  }
  return { leaks, filesScanned, skipped: secrets.filter((secret) => secret.value.length < MIN_SCANNED_LENGTH).map((secret) => secret.name) };
}

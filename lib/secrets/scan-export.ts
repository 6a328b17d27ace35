/**
 * After the export: no secret's value in any file of out/, and no secret by its format in any text
 * file of it (lib/secrets/format-scan.ts: a key pasted into content, public/ or data reaches the pages,
 * their Markdown copies, the search files and llms-full.txt, whatever the content check missed). Every file is searched as bytes, whatever
 * its type (HTML, scripts, JSON, Markdown copies, llms.txt, the sitemap, images), since Next can
 * inline a value anywhere and content can paste one into any page. Each file is read once: the bytes
 * searched are the bytes hashed for the build manifest. A file whose bytes an earlier build found free
 * of the same secrets is not searched again (lib/secrets/scan-cache.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sha256 } from '../util/sha256';
import { MIN_SCANNED_LENGTH, type SecretVariable } from './environment';
import { formatFindings } from './format-scan';
import { cleanFileKey, secretSetKey, type CleanFiles } from './scan-cache';

export interface ExportScan {
  leaks: string[];
  /** Every file: searched now, or with the same bytes for the same secrets by an earlier build. */
  filesScanned: number;
  /** Of those, the files an earlier build had searched. */
  filesFromCache: number;
  /** Secrets too short to search for without false alarms. */
  skipped: string[];
  /** The SHA-256 of each file's bytes, by its path under out/ with `/` (the build manifest's files). */
  hashes: Record<string, string>;
}

/** Files of out/ read as text for the formats: pages, data, scripts, styles, Markdown copies, feeds. */
const TEXT_FILE = /\.(?:html?|json|js|mjs|css|md|txt|xml|svg|ya?ml|webmanifest|rss|map|csv)$/i;

/** The formats found in one file of out/, each with its line and what matched (the start of the value only). */
function formatLeaks(shown: string, bytes: Buffer): string[] {
  return formatFindings(bytes.toString('utf8'), { keywordWindow: 48 }).map((hit) => `${shown}:${hit.line}: ${hit.shown}… looks like ${hit.rule} (lib/secrets/formats.ts; documented test values are allowed by value in lib/secrets/allowlist.ts)`);
}

/** `files`: paths under `outDir` with `/`; `clean`: the files earlier builds found clean, to read and add to. */
export function scanExportForSecrets(outDir: string, files: readonly string[], secrets: readonly SecretVariable[], clean?: CleanFiles): ExportScan {
  const searched = secrets.filter((secret) => secret.value.length >= MIN_SCANNED_LENGTH);
  const needles = searched.map((secret) => ({ name: secret.name, bytes: Buffer.from(secret.value) }));
  const setKey = clean && needles.length > 0 ? secretSetKey(searched.map((secret) => secret.value)) : null;
  const leaks: string[] = [];
  const hashes: Record<string, string> = {};
  let filesFromCache = 0;
  for (const file of files) {
    const full = path.join(outDir, file);
    const bytes = readFileSync(full);
    const hash = sha256(bytes);
    hashes[file] = hash;
    if (TEXT_FILE.test(file)) leaks.push(...formatLeaks(path.relative(process.cwd(), full), bytes));
    if (needles.length === 0) continue;
    const key = clean && setKey ? cleanFileKey(hash, setKey) : null;
    if (key && clean?.get(key)) {
      filesFromCache += 1;
      continue;
    }
    const found = needles.filter((needle) => bytes.includes(needle.bytes));
    for (const needle of found) leaks.push(`the value of ${needle.name} is in ${path.relative(process.cwd(), full)}`);
    if (key && found.length === 0) clean?.set(key, true);
  }
  return { leaks, filesScanned: files.length, filesFromCache, skipped: secrets.filter((secret) => secret.value.length < MIN_SCANNED_LENGTH).map((secret) => secret.name), hashes };
}

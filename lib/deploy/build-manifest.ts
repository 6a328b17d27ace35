/**
 * The seal of a complete, passed build. The build's last step writes it into out/ only after every
 * other step succeeded (the secret scan included); `npm run deploy` refuses an out/ without it, or
 * one whose files differ from what it lists, so a half-written or refused export never ships.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isRecord } from '../is-record';

export const MANIFEST_FILE = 'build-manifest.json';

export interface BuildManifest {
  buildId: string;
  commit: string;
  /** Committer time of `commit`, ISO 8601: a deploy refuses a build older than the live one. */
  commitTime: string;
  builtAt: string;
  pageCount: number;
  secretScan: { passed: true; variablesChecked: number; filesScanned: number };
  /** Every file of the export but this one: its path under out/ with `/`, and the SHA-256 of its bytes. */
  files: Record<string, string>;
}

async function exportFiles(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((key) => key !== MANIFEST_FILE)
    .sort();
}

async function hashFiles(outDir: string, keys: readonly string[]): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const key of keys) files[key] = createHash('sha256').update(await readFile(path.join(outDir, key))).digest('hex');
  return files;
}

export async function writeBuildManifest(outDir: string, fields: Omit<BuildManifest, 'files' | 'pageCount' | 'builtAt'>): Promise<BuildManifest> {
  const keys = await exportFiles(outDir);
  const manifest: BuildManifest = {
    ...fields,
    builtAt: new Date().toISOString(),
    pageCount: keys.filter((key) => key === 'index.html' || key.endsWith('/index.html')).length,
    files: await hashFiles(outDir, keys),
  };
  await writeFile(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
  return manifest;
}

export class BuildManifestError extends Error {}

function isManifest(value: unknown): value is BuildManifest {
  if (!isRecord(value) || !isRecord(value.secretScan) || !isRecord(value.files)) return false;
  return (
    typeof value.buildId === 'string' &&
    typeof value.commit === 'string' &&
    typeof value.commitTime === 'string' &&
    typeof value.pageCount === 'number' &&
    value.secretScan.passed === true &&
    Object.values(value.files).every((hash) => typeof hash === 'string')
  );
}

function parseManifest(text: string, file: string): BuildManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BuildManifestError(`${file} is not JSON: build again with npm run build.`);
  }
  if (!isManifest(value)) throw new BuildManifestError(`${file} is incomplete (build id, commit, page count, a passed secret scan and the file list are required): build again with npm run build.`);
  return value;
}

/**
 * The manifest of `outDir`, after checking that out/ holds exactly the files it lists with the same
 * bytes. Throws a BuildManifestError that says what differs and what to do.
 */
export async function readVerifiedManifest(outDir: string): Promise<BuildManifest> {
  const file = path.join(outDir, MANIFEST_FILE);
  if (!existsSync(file)) throw new BuildManifestError(`${file} is missing: out/ is not a complete, passed build (a build that failed or was refused leaves none). Run npm run build.`);
  const manifest = parseManifest(await readFile(file, 'utf8'), file);
  const keys = await exportFiles(outDir);
  const listed = Object.keys(manifest.files);
  const extra = keys.filter((key) => !(key in manifest.files));
  const missing = listed.filter((key) => !keys.includes(key));
  const actual = await hashFiles(outDir, keys.filter((key) => key in manifest.files));
  const changed = Object.keys(actual).filter((key) => actual[key] !== manifest.files[key]);
  const problems = [
    ...missing.slice(0, 5).map((key) => `missing: ${key}`),
    ...extra.slice(0, 5).map((key) => `not in the build: ${key}`),
    ...changed.slice(0, 5).map((key) => `changed after the build: ${key}`),
  ];
  if (problems.length > 0) {
    const counts = `${missing.length} missing, ${extra.length} extra, ${changed.length} changed`;
    throw new BuildManifestError(`out/ does not match its build manifest (${counts}; ${problems.join('; ')}): build again with npm run build.`);
  }
  return manifest;
}

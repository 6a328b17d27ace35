/**
 * The seal of a complete, passed build. The build's last step writes it into out/ only after every
 * other step succeeded (the secret scan included); `npm run deploy` refuses an out/ without it, or
 * one whose files differ from what it lists, so a half-written or refused export never ships.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sha256 } from '../util/sha256';
import { isRecord } from '../util/is-record';
import { MANIFEST_FILE } from '../build/folders';

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
  /** HMAC-SHA256 (hex) of every other field, with the build's SEAL_KEY_VARIABLE; absent when the build had none. */
  signature?: string;
}

/**
 * The key that signs the seal. The build and the deploy (a CI's jobs) hold it; readers never do: it is
 * no NEXT_PUBLIC_ variable, so Next never inlines it, and its name makes it a secret variable whose
 * value the seal searches every file of out/ for (lib/secrets/environment.ts). Without it anyone who
 * can write out/ can also rewrite the manifest to match; with it they cannot.
 */
export const SEAL_KEY_VARIABLE = 'BUILD_SEAL_KEY';

/** Shorter keys are refused: a signature is only as strong as a key nobody can guess. */
const MIN_SEAL_KEY_LENGTH = 32;

/** The seal key of `env`, trimmed, or null when it is not set; throws a BuildManifestError when it is too short to sign with. */
export function sealKey(env: Readonly<Record<string, string | undefined>>): string | null {
  const key = env[SEAL_KEY_VARIABLE]?.trim();
  if (!key) return null;
  if (key.length < MIN_SEAL_KEY_LENGTH) throw new BuildManifestError(`${SEAL_KEY_VARIABLE} has ${key.length} characters: give it at least ${MIN_SEAL_KEY_LENGTH} random ones (openssl rand -hex 32), the same in the build and the deploy`);
  return key;
}

/** JSON with every object's keys sorted, so that the signature does not depend on how the file orders them. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

function signatureOf(manifest: BuildManifest, key: string): string {
  const signed = Object.fromEntries(Object.entries(manifest).filter(([field]) => field !== 'signature'));
  return createHmac('sha256', key).update(canonicalJson(signed)).digest('hex');
}

/** Why the manifest's signature is not the one `key` makes, or null when it is. */
function signatureProblem(manifest: BuildManifest, key: string, file: string): string | null {
  if (manifest.signature === undefined) return `${file} is not signed, and ${SEAL_KEY_VARIABLE} is set here: build with the same ${SEAL_KEY_VARIABLE} in the build's environment (npm run build signs the seal with it)`;
  const expected = Buffer.from(signatureOf(manifest, key), 'hex');
  const given = Buffer.from(manifest.signature, 'hex');
  if (given.length === expected.length && timingSafeEqual(given, expected)) return null;
  return `the signature of ${file} does not match ${SEAL_KEY_VARIABLE}: out/ and its manifest were changed after the build (or the build had another key). Deploy only an out/ that npm run build made, with the same ${SEAL_KEY_VARIABLE} in both jobs`;
}

/** Every file of the export but the manifest, as the manifest names them, sorted. */
export function exportFiles(outDir: string): string[] {
  return readdirSync(outDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((key) => key !== MANIFEST_FILE)
    .sort();
}


// Synchronous reads: tens of thousands of small files cost several times more CPU through
// fs/promises (a thread-pool round trip per open, stat, read and close) than read in turn.
function hashFiles(outDir: string, keys: readonly string[]): Record<string, string> {
  const files: Record<string, string> = {};
  for (const key of keys) files[key] = sha256(readFileSync(path.join(outDir, key)));
  return files;
}

/**
 * Writes the manifest of `outDir`. `files` are the hashes of every file but the manifest when the
 * caller has them (the seal hashes the bytes it scans); without them each file is read and hashed.
 */
export async function writeBuildManifest(
  outDir: string,
  fields: Omit<BuildManifest, 'files' | 'pageCount' | 'builtAt' | 'signature'>,
  files?: Readonly<Record<string, string>>,
  key?: string | null,
): Promise<BuildManifest> {
  const entries = Object.entries(files ?? hashFiles(outDir, exportFiles(outDir))).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const manifest: BuildManifest = {
    ...fields,
    builtAt: new Date().toISOString(),
    pageCount: entries.filter(([key]) => key === 'index.html' || key.endsWith('/index.html')).length,
    files: Object.fromEntries(entries),
  };
  if (key) manifest.signature = signatureOf(manifest, key);
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
    (value.signature === undefined || (typeof value.signature === 'string' && /^[0-9a-f]{64}$/.test(value.signature))) &&
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
 * The manifest of `outDir`, after checking that it carries the signature `key` makes (when a key is
 * given) and that out/ holds exactly the files it lists with the same bytes. Throws a
 * BuildManifestError that says what differs and what to do.
 */
export async function readVerifiedManifest(outDir: string, key?: string | null): Promise<BuildManifest> {
  const file = path.join(outDir, MANIFEST_FILE);
  if (!existsSync(file)) throw new BuildManifestError(`${file} is missing: out/ is not a complete, passed build (a build that failed or was refused leaves none). Run npm run build.`);
  const manifest = parseManifest(await readFile(file, 'utf8'), file);
  const unsigned = key ? signatureProblem(manifest, key, file) : null;
  if (unsigned) throw new BuildManifestError(unsigned);
  const keys = exportFiles(outDir);
  const present = new Set(keys);
  const listed = Object.keys(manifest.files);
  const extra = keys.filter((key) => !(key in manifest.files));
  const missing = listed.filter((key) => !present.has(key));
  const actual = hashFiles(outDir, keys.filter((key) => key in manifest.files));
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

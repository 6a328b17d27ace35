/**
 * The seal (lib/deploy/seal.ts): one read of each exported file gives the secret scan and the build
 * manifest their bytes; and the cache of files found clean (lib/secrets/scan-cache.ts) skips only the
 * search of bytes already searched for the same secrets.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readVerifiedManifest, sealKey } from '@/lib/deploy/build-manifest';
import { sealExport } from '@/lib/deploy/seal';
import { isRecord } from '@/lib/util/is-record';
import type { SecretVariable } from '@/lib/secrets/environment';
import { openCleanFiles } from '@/lib/secrets/scan-cache';
import { OUT_FOLDER } from '@/lib/build/folders';

// The code under test reads through a spy, to count its reads of each file.
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const readFileSync = vi.fn(real.readFileSync);
  return { ...real, default: { ...real, readFileSync }, readFileSync };
});
const readsOf = (file: string) => vi.mocked(fs.readFileSync).mock.calls.filter(([read]) => read === file).length;

let work: string;
let out: string;
const build = { buildId: 'test-build', commit: 'commit', commitTime: '2026-11-24T10:00:00Z' };
const files: Record<string, string> = {
  'index.html': '<html><head></head><body>Welcome</body></html>',
  'guide/index.html': '<html><head></head><body>A guide</body></html>',
  'guide/index.md': '# A guide',
  '_next/static/chunks/page.js': 'const x = 1;',
};
const secretA: SecretVariable = { name: 'TYPESENSE_ADMIN_KEY', value: 'admin-key-value-a1' };
const secretB: SecretVariable = { name: 'ALGOLIA_ADMIN_KEY', value: 'algolia-admin-b2' };

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'export-seal-'));
  out = path.join(work, OUT_FOLDER);
  for (const [file, text] of Object.entries(files)) write(file, text);
  vi.mocked(fs.readFileSync).mockClear();
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  fs.writeFileSync(path.join(out, file), text);
}

/** One build's seal with the cache in `work/.cache`, as scripts/seal-build.ts runs it. */
async function seal(secrets: readonly SecretVariable[]) {
  const clean = openCleanFiles(work, 'code');
  const result = await sealExport(out, build, secrets, clean);
  clean.save();
  return result.scan;
}

describe('the seal', () => {
  it('reads each file once, and the manifest it writes holds every file with the hash of its bytes', async () => {
    const { manifest } = await sealExport(out, build, [secretA]);
    for (const file of Object.keys(files)) expect(readsOf(path.join(out, file)), file).toBe(1);
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    expect(manifest?.files).toEqual(Object.fromEntries(Object.entries(files).map(([file, text]) => [file, sha(text)])));
    expect(manifest).toMatchObject({ pageCount: 2, secretScan: { passed: true, variablesChecked: 1, filesScanned: 4 } });
    await expect(readVerifiedManifest(out)).resolves.toMatchObject({ buildId: 'test-build' });
  });

  it('signs the manifest with the seal key; a reader with the key refuses it unsigned, re-signed or reordered-and-changed', async () => {
    const key = 'k'.repeat(8) + '0123456789abcdef0123456789abcdef';
    const { manifest } = await sealExport(out, build, [secretA], undefined, key);
    expect(manifest?.signature).toMatch(/^[0-9a-f]{64}$/);
    await expect(readVerifiedManifest(out, key)).resolves.toMatchObject({ buildId: 'test-build' });
    await expect(readVerifiedManifest(out, 'x'.repeat(40))).rejects.toThrow('does not match BUILD_SEAL_KEY');
    // The same fields in another order sign the same: the signature is over their meaning, not the file's layout.
    const file = path.join(out, 'build-manifest.json');
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!isRecord(parsed)) throw new Error('the manifest is not an object');
    const reordered = Object.fromEntries(Object.entries(parsed).reverse());
    fs.writeFileSync(file, JSON.stringify(reordered));
    await expect(readVerifiedManifest(out, key)).resolves.toMatchObject({ buildId: 'test-build' });
    fs.writeFileSync(file, JSON.stringify({ ...reordered, pageCount: 3 }));
    await expect(readVerifiedManifest(out, key)).rejects.toThrow('does not match BUILD_SEAL_KEY');
    await sealExport(out, build, [secretA]);
    await expect(readVerifiedManifest(out, key)).rejects.toThrow('is not signed, and BUILD_SEAL_KEY is set here');
  });

  it('refuses a seal key too short to sign with, and reads none when it is not set', () => {
    expect(() => sealKey({ BUILD_SEAL_KEY: 'short' })).toThrow('BUILD_SEAL_KEY has 5 characters: give it at least 32');
    expect(sealKey({ BUILD_SEAL_KEY: ' ' })).toBeNull();
    expect(sealKey({})).toBeNull();
  });

  it('refuses a secret by its format in any text file of out/, naming file, line and rule; documented test values pass (probe M4)', async () => {
    // Made here, so that no file of the repository holds a live-looking key.
    const liveKey = ['sk', 'live', '51HqK2vLz8Yp4Rt7Wx9Nc3MdQ'].join('_');
    write('probe-config.json', `{\n  "stripe": "${liveKey}"\n}`);
    write('guide/index.md', '# A guide\n\nThe AWS example key AKIAIOSFODNN7EXAMPLE with wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY, as AWS documents them.');
    // A signature in a highlighted block, on the same (one) line as the word secret: not an HMAC key.
    write('index.html', `<html><body><p>The secret signs the body.</p><span>"signature"</span>: <span style="color:#032563">"${'762556f4'.repeat(8)}"</span></body></html>`);
    const { scan, manifest } = await sealExport(out, build, []);
    expect(manifest).toBeNull();
    expect(scan.leaks).toEqual([expect.stringMatching(/probe-config\.json:2: sk_liv… looks like a Paymora live secret or restricted key \(lib\/secrets\/formats\.ts/)]);
    expect(scan.leaks.join('\n')).not.toContain(liveKey);
    expect(fs.existsSync(path.join(out, 'build-manifest.json'))).toBe(false);
  });

  it('refuses a leak and writes no manifest', async () => {
    write('guide/index.md', `Use ${secretA.value} here.`);
    const { scan, manifest } = await sealExport(out, build, [secretA]);
    expect(manifest).toBeNull();
    expect(scan.leaks).toEqual([expect.stringMatching(/the value of TYPESENSE_ADMIN_KEY is in .*guide\/index\.md$/)]);
    expect(fs.existsSync(path.join(out, 'build-manifest.json'))).toBe(false);
  });
});

describe('the cache of files found clean', () => {
  it('searches again only the files whose bytes changed', async () => {
    expect((await seal([secretA])).filesFromCache).toBe(0);
    expect((await seal([secretA])).filesFromCache).toBe(4);
    write('guide/index.md', '# A guide, edited');
    expect(await seal([secretA])).toMatchObject({ filesScanned: 4, filesFromCache: 3, leaks: [] });
  });

  it('finds a secret added to a file that was clean in the last build', async () => {
    await seal([secretA]);
    write('guide/index.md', `# A guide with ${secretA.value}`);
    expect((await seal([secretA])).leaks).toEqual([expect.stringMatching(/the value of TYPESENSE_ADMIN_KEY is in .*guide\/index\.md$/)]);
  });

  it('starts over when the secrets change: a value added to the set is searched for in every file', async () => {
    write('_next/static/chunks/page.js', `const key = "${secretB.value}";`);
    expect((await seal([secretA])).leaks).toEqual([]);
    const scan = await seal([secretA, secretB]);
    expect(scan.filesFromCache).toBe(0);
    expect(scan.leaks).toEqual([expect.stringMatching(/the value of ALGOLIA_ADMIN_KEY is in .*page\.js$/)]);
  });

  it('stores no secret value nor its plain hash', async () => {
    await seal([secretA, secretB]);
    const stored = fs.readFileSync(path.join(work, '.cache/secret-scan.json'), 'utf8');
    for (const { value } of [secretA, secretB]) {
      expect(stored).not.toContain(value);
      expect(stored).not.toContain(createHash('sha256').update(value).digest('hex'));
    }
  });
});

/** `npm run docs:version`: the snapshot of a fixture content folder, and the names it refuses. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureContentCopies } from '../support/content-fixture';
import { cutVersion } from '@/lib/site/cut-version';
import { readVersions } from '@/lib/site/versions';

const fixture = path.resolve('tests/fixtures/content');
const copies = fixtureContentCopies('docs-version-');
const contentCopy = copies.copy;
afterEach(copies.removeAll);

describe('npm run docs:version', () => {
  it('copies the docs, concepts, data and API document under versions/<name>/ and registers the version', () => {
    const dir = contentCopy();
    mkdirSync(path.join(dir, 'samples'));
    writeFileSync(path.join(dir, 'samples/hello.mjs'), 'export const hello = 1;\n');
    writeFileSync(path.join(dir, 'docs/get-started/sample.mdx'), '---\ntitle: Sample\n---\n\n```javascript file=<rootDir>/samples/hello.mjs\n```\n');
    const { version, copied } = cutVersion(dir, { name: '2025-10', label: 'October 2025' }, '2025-10-31');
    // Supported for a year after the cut unless --supported-until says otherwise.
    expect(version).toEqual({ name: '2025-10', label: 'October 2025', status: 'supported', releaseDate: '2025-10-31', supportedUntil: '2026-10-31' });
    expect(copied).toEqual(['docs', 'concepts', 'data', 'samples', 'api']);
    // The copy includes its own frozen samples, not the current ones.
    expect(readFileSync(path.join(dir, 'versions/2025-10/docs/get-started/sample.mdx'), 'utf8')).toContain('file=<rootDir>/versions/2025-10/samples/hello.mjs');
    expect(existsSync(path.join(dir, 'versions/2025-10/samples/hello.mjs'))).toBe(true);
    for (const file of ['docs/index.mdx', 'concepts/key-rotation.mdx', 'data/test-cards.json', 'api/openapi.yaml']) {
      expect(readFileSync(path.join(dir, 'versions/2025-10', file), 'utf8'), file).toBe(readFileSync(path.join(fixture, file), 'utf8'));
    }
    expect(readVersions(dir).map((v) => [v.name, v.status])).toEqual([
      ['latest', 'current'],
      ['2025-10', 'supported'],
    ]);
  });

  it('refuses an existing name, a bad one and a current route segment, with a message that says why, and changes nothing', () => {
    const dir = contentCopy();
    cutVersion(dir, { name: 'v1' }, '2025-10-31');
    const before = readFileSync(path.join(dir, 'versions.json'), 'utf8');
    expect(() => cutVersion(dir, { name: 'v1' })).toThrow('npm run docs:version: the version "v1" already exists in content/versions.json; choose another name or remove it first');
    expect(() => cutVersion(dir, { name: '../v2' })).toThrow(/"\.\.\/v2" is not a version name: use lower-case letters, digits, dots and hyphens/);
    expect(() => cutVersion(dir, { name: 'get-started' })).toThrow(/already the first segment of current docs routes/);
    expect(() => cutVersion(dir, { name: 'latest' })).toThrow(/reserved/);
    expect(() => cutVersion(dir, { name: 'v2', releaseDate: 'soon' })).toThrow(/--released "soon" is not a date/);
    expect(readFileSync(path.join(dir, 'versions.json'), 'utf8')).toBe(before);
    expect(existsSync(path.join(dir, 'versions/v2'))).toBe(false);
  });
});

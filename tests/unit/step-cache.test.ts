import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cached, codeFingerprint, contentKey, openStepCache } from '@/lib/build/step-cache';

let root: string;
const text = (value: unknown) => (typeof value === 'string' ? value : null);

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'step-cache-'));
  mkdirSync(path.join(root, 'lib'));
  writeFileSync(path.join(root, 'lib/a.ts'), 'export const a = 1;\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** One build: `make` runs for each key the cache does not hold; returns the keys it ran for. */
function build(keys: readonly string[], fingerprint = codeFingerprint(root)): string[] {
  const cache = openStepCache('step', text, root, fingerprint);
  const made: string[] = [];
  for (const key of keys) cached(cache, contentKey(key), () => (made.push(key), `out:${key}`));
  cache.save();
  return made;
}

describe('openStepCache', () => {
  it('makes on the first build, and only the new key on the next', () => {
    expect(build(['a', 'b'])).toEqual(['a', 'b']);
    expect(build(['a', 'b', 'c'])).toEqual(['c']);
  });

  it('keeps only the entries the last build used', () => {
    build(['a', 'b']);
    build(['a']);
    expect(build(['a', 'b'])).toEqual(['b']);
  });

  it('starts empty when the code changed', () => {
    build(['a']);
    writeFileSync(path.join(root, 'lib/a.ts'), 'export const a = 2;\n');
    expect(build(['a'])).toEqual(['a']);
  });

  it('starts empty when the site package changed (paymora/, beside the engine in lib/)', () => {
    mkdirSync(path.join(root, 'paymora'));
    writeFileSync(path.join(root, 'paymora/rules.ts'), 'export const days = 7;\n');
    build(['a']);
    writeFileSync(path.join(root, 'paymora/rules.ts'), 'export const days = 5;\n');
    expect(build(['a'])).toEqual(['a']);
  });

  it('treats an unreadable file or an entry its parser refuses as a miss', () => {
    build(['a']);
    const file = path.join(root, '.cache/step.json');
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...(typeof stored === 'object' ? stored : {}), entries: { [contentKey('a')]: 42 } }));
    expect(build(['a'])).toEqual(['a']);
    writeFileSync(file, '{ not json');
    expect(build(['a'])).toEqual(['a']);
  });

  it('keys parts unambiguously', () => {
    expect(contentKey('ab', 'c')).not.toBe(contentKey('a', 'bc'));
  });
});

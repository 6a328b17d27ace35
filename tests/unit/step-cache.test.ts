import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeFingerprint, inputKey, openEntryCache, type StepCacheDefinition, type StepInput } from '@/lib/build/step-cache';

let root: string;
const text = (value: unknown) => (typeof value === 'string' ? value : null);

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'step-cache-'));
  mkdirSync(path.join(root, 'lib'));
  writeFileSync(path.join(root, 'lib/a.ts'), 'export const a = 1;\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** One build: `make` runs for each input the cache does not hold; returns the inputs it ran for. */
async function build<I extends StepInput>(inputs: readonly I[], fingerprint = codeFingerprint(root)): Promise<I[]> {
  const made: I[] = [];
  const definition: StepCacheDefinition<I, string> = { name: 'social-images', make: (input) => (made.push(input), `out:${JSON.stringify(input)}`), parse: text };
  const cache = openEntryCache(definition, root, fingerprint);
  for (const input of inputs) await cache.entry(input);
  cache.save();
  return made;
}

describe('openEntryCache', () => {
  it('makes on the first build, and only the new input on the next', async () => {
    expect(await build(['a', 'b'])).toEqual(['a', 'b']);
    expect(await build(['a', 'b', 'c'])).toEqual(['c']);
  });

  it('keeps only the entries the last build used', async () => {
    await build(['a', 'b']);
    await build(['a']);
    expect(await build(['a', 'b'])).toEqual(['b']);
  });

  it('makes an entry again when any field of its input changed, however deep', async () => {
    const page = { source: '<article>a</article>', url: '/a/', name: null, place: { version: 'latest', position: [1, 2] } };
    const changed = [
      { ...page, source: '<article>b</article>' },
      { ...page, url: '/b/' },
      { ...page, name: 'A' },
      { ...page, place: { ...page.place, version: '2025-10' } },
      { ...page, place: { ...page.place, position: [1, 3] } },
      { ...page, extra: '' },
    ];
    await build([page]);
    expect(await build([page, ...changed])).toEqual(changed);
  });

  it('starts empty when the code changed', async () => {
    await build(['a']);
    writeFileSync(path.join(root, 'lib/a.ts'), 'export const a = 2;\n');
    expect(await build(['a'])).toEqual(['a']);
  });

  it('starts empty when the site package changed (paymora/, beside the engine in lib/)', async () => {
    mkdirSync(path.join(root, 'paymora'));
    writeFileSync(path.join(root, 'paymora/rules.ts'), 'export const days = 7;\n');
    await build(['a']);
    writeFileSync(path.join(root, 'paymora/rules.ts'), 'export const days = 5;\n');
    expect(await build(['a'])).toEqual(['a']);
  });

  it('treats an unreadable file or an entry its parser refuses as a miss', async () => {
    await build(['a']);
    const file = path.join(root, '.cache/social-images.json');
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...(typeof stored === 'object' ? stored : {}), entries: { [inputKey('a')]: 42 } }));
    expect(await build(['a'])).toEqual(['a']);
    writeFileSync(file, '{ not json');
    expect(await build(['a'])).toEqual(['a']);
  });

  it('keys an entry by the values of the variables its definition declares', () => {
    expect(inputKey('a', ['SOME_SETTING'], { SOME_SETTING: '1' })).not.toBe(inputKey('a', ['SOME_SETTING'], {}));
    expect(inputKey('a', ['SOME_SETTING'], { OTHER: '1' })).toBe(inputKey('a', ['SOME_SETTING'], {}));
  });

  it('keys inputs unambiguously', () => {
    expect(inputKey(['ab', 'c'])).not.toBe(inputKey(['a', 'bc']));
    expect(inputKey({ a: 'b' })).not.toBe(inputKey({ a: 'b', c: null }));
  });
});

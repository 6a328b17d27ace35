/** Contentlayer's cache dropped when what MDX reads besides documents changed (lib/build/content-includes.ts). */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dropContentCacheIfReadsChanged, readByMdxFingerprint } from '@/lib/build/content-includes';
import { CONTENT_FOLDER } from '@/lib/build/folders';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project(): { root: string; content: string; cache: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'content-includes-'));
  dirs.push(root);
  const content = path.join(root, CONTENT_FOLDER);
  mkdirSync(path.join(content, 'samples/webhooks'), { recursive: true });
  mkdirSync(path.join(content, 'versions/2025-10/samples'), { recursive: true });
  mkdirSync(path.join(content, 'docs'), { recursive: true });
  writeFileSync(path.join(content, 'samples/webhooks/endpoint.mjs'), 'one');
  writeFileSync(path.join(content, 'versions/2025-10/samples/old.mjs'), 'old');
  writeFileSync(path.join(content, 'versions.json'), '[]');
  writeFileSync(path.join(content, 'docs/page.mdx'), 'page');
  const cache = path.join(root, '.contentlayer/.cache');
  return { root, content, cache };
}

const fillCache = (cache: string) => {
  mkdirSync(cache, { recursive: true });
  writeFileSync(path.join(cache, 'data.json'), '{}');
};

describe("Contentlayer's cache and what MDX reads", () => {
  it('changes the fingerprint with a sample of any version or the versions list, not with a document', () => {
    const { content } = project();
    const before = readByMdxFingerprint(content);
    writeFileSync(path.join(content, 'docs/page.mdx'), 'page edited');
    expect(readByMdxFingerprint(content)).toBe(before);
    for (const file of ['samples/webhooks/endpoint.mjs', 'versions/2025-10/samples/old.mjs', 'versions.json']) {
      const was = readByMdxFingerprint(content);
      writeFileSync(path.join(content, file), `${file} edited`);
      expect(readByMdxFingerprint(content)).not.toBe(was);
    }
    const was = readByMdxFingerprint(content);
    writeFileSync(path.join(content, 'samples/new.mjs'), 'new');
    expect(readByMdxFingerprint(content)).not.toBe(was);
  });

  it('drops the cache when a sample changed since the last run, and keeps it otherwise', () => {
    const { root, content, cache } = project();
    fillCache(cache);
    // No fingerprint yet (a cache from before this check): what it was made from is unknown.
    expect(dropContentCacheIfReadsChanged(root, content)).toBe(true);
    expect(existsSync(cache)).toBe(false);
    fillCache(cache);
    expect(dropContentCacheIfReadsChanged(root, content)).toBe(false);
    writeFileSync(path.join(content, 'docs/page.mdx'), 'page edited');
    expect(dropContentCacheIfReadsChanged(root, content)).toBe(false);
    expect(existsSync(cache)).toBe(true);
    writeFileSync(path.join(content, 'samples/webhooks/endpoint.mjs'), 'two');
    expect(dropContentCacheIfReadsChanged(root, content)).toBe(true);
    expect(existsSync(cache)).toBe(false);
  });
});

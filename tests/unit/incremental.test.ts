import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepOnlyCaches } from '@/tools/perf/incremental';
import { OUT_FOLDER } from '@/lib/build/folders';

let dir: string;
const files = ['content/docs/a.mdx', 'out/index.html', '.next/server/page.js', '.next/cache/turbopack/x', '.contentlayer/generated/Doc/a.json', '.contentlayer/.cache/v0.5.8/data.json', '.cache/page-outputs.json'];

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'incremental-'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), 'x');
  }
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('keepOnlyCaches', () => {
  it('leaves the sources and the folders a CI keeps, as a CI job starts after a restore', () => {
    expect(keepOnlyCaches(dir)).toEqual(['.contentlayer/.cache', '.next/cache', '.cache']);
    expect(files.filter((file) => existsSync(path.join(dir, file)))).toEqual(['content/docs/a.mdx', '.next/cache/turbopack/x', '.contentlayer/.cache/v0.5.8/data.json', '.cache/page-outputs.json']);
  });

  it('names only the caches there were', () => {
    rmSync(path.join(dir, '.cache'), { recursive: true });
    expect(keepOnlyCaches(dir)).toEqual(['.contentlayer/.cache', '.next/cache']);
    expect(existsSync(path.join(dir, OUT_FOLDER))).toBe(false);
  });
});

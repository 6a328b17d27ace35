/** The benchmark's versioned runs prepare their content with the snapshot command's own code. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureContentCopies } from '../support/content-fixture';
import { removeArchivedVersions, withArchivedVersions } from '@/tools/perf/archived-versions';
import { cutVersion } from '@/lib/site/cut-version';
import { readVersions } from '@/lib/site/versions';

const copies = fixtureContentCopies('bench-versions-');
const contentCopy = copies.copy;
afterEach(copies.removeAll);

describe('versioned benchmark content', () => {
  it('removes every archived version, keeping the current docs', () => {
    const dir = contentCopy();
    cutVersion(dir, { name: 'v1' }, '2025-10-01');
    removeArchivedVersions(dir);
    expect(readVersions(dir).map((v) => v.name)).toEqual(['latest']);
    expect(existsSync(path.join(dir, 'versions'))).toBe(false);
    expect(existsSync(path.join(dir, 'docs/get-started/get-the-key.mdx'))).toBe(true);
  });

  it('replaces the archived versions with the number asked for, each a copy of the current docs', () => {
    const dir = contentCopy();
    cutVersion(dir, { name: 'v1' }, '2025-10-01');
    expect(withArchivedVersions(dir, 3)).toEqual(['bench-1', 'bench-2', 'bench-3']);
    expect(readVersions(dir).map((v) => v.name).sort()).toEqual(['bench-1', 'bench-2', 'bench-3', 'latest']);
    expect(readdirSync(path.join(dir, 'versions')).sort()).toEqual(['bench-1', 'bench-2', 'bench-3']);
    for (const name of ['bench-1', 'bench-2', 'bench-3']) expect(existsSync(path.join(dir, 'versions', name, 'docs/get-started/get-the-key.mdx'))).toBe(true);
  });
});

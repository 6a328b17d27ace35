/**
 * The benchmark's versioned runs: the real site's docs with no archived version (the unversioned
 * build), and with a given number of archived versions cut from the current docs by the same code as
 * `npm run docs:version` (lib/site/cut-version.ts). Each archived version is then a full copy of the
 * current docs, the most an archived version can cost; comparing the two builds' time a page shows
 * whether a version costs more than its own pages.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cutVersion } from '../../lib/site/cut-version';
import { readVersions } from '../../lib/site/versions';

/** Leaves the current docs only: the archived versions' folders go, and the list keeps the current entry. */
export function removeArchivedVersions(contentDir: string): void {
  const current = readVersions(contentDir).filter((version) => version.status === 'current');
  rmSync(path.join(contentDir, 'versions'), { recursive: true, force: true });
  writeFileSync(path.join(contentDir, 'versions.json'), `${JSON.stringify({ versions: current }, null, 2)}\n`);
}

/** The unversioned docs plus `count` archived versions, named bench-1, bench-2, …, each a frozen copy of the current docs. */
export function withArchivedVersions(contentDir: string, count: number): string[] {
  removeArchivedVersions(contentDir);
  const names = Array.from({ length: count }, (_, i) => `bench-${i + 1}`);
  names.forEach((name, i) => cutVersion(contentDir, { name, label: `Benchmark ${i + 1}` }, `2020-01-0${(i % 9) + 1}`));
  return names;
}

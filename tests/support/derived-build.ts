/**
 * Another build of the same site, made from the real export by renaming what differs between two
 * builds of different commits: the build id (page data paths, the build manifest, every page's
 * __NEXT_DATA__) and the search version (file names and the pointer naming them). Building the site three
 * more times would cost minutes; what a deploy and an old tab see of a new build is exactly these names.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportedBuildId } from '@/lib/outputs/build-id';
import { MANIFEST_FILE } from '@/lib/build/folders';
import { writeBuildManifest } from '@/lib/deploy/build-manifest';
import { parseSearchPointer, SEARCH_POINTER_URL } from '@/lib/search/index-location';

const TEXT = /\.(html|js|json|txt|md|xml|css|svg|webmanifest)$/;

/** `leaveOut` names the files (paths relative to the export) that the derived build goes without. */
export async function deriveBuild(from: string, to: string, build: { buildId: string; searchVersion: string; commitTime: string }, leaveOut: (file: string) => boolean = () => false): Promise<void> {
  const oldId = exportedBuildId(from);
  const oldVersion = parseSearchPointer(JSON.parse(await readFile(path.join(from, SEARCH_POINTER_URL), 'utf8')));
  if (!oldId || !oldVersion) throw new Error(`${from} is not a complete export (no build id or search pointer)`);
  const rename = (text: string) => text.split(oldId).join(build.buildId).split(oldVersion).join(build.searchVersion);
  await rm(to, { recursive: true, force: true });
  for (const entry of await readdir(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name === MANIFEST_FILE) continue;
    const source = path.join(entry.parentPath, entry.name);
    if (leaveOut(path.relative(from, source))) continue;
    const target = path.join(to, rename(path.relative(from, source)));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, TEXT.test(entry.name) ? rename(await readFile(source, 'utf8')) : await readFile(source));
  }
  await writeBuildManifest(to, { buildId: build.buildId, commit: `commit-${build.buildId}`, commitTime: build.commitTime, secretScan: { passed: true, variablesChecked: 0, filesScanned: 0 } });
}

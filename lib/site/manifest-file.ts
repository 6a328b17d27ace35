/**
 * Where the site manifest lives between the content step, which writes it, and the steps that read
 * it: `next build`'s workers, the nav, discovery, social and search steps, the tests.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteManifestPath, waitForContent } from './generated-content';
import { parseSiteManifest, type SiteManifest } from './manifest';

/**
 * Written beside and renamed into place, so a reader never sees half a file: its appearance is the
 * signal that the content is complete (lib/site/generated-content.ts waits for it).
 */
export function writeSiteManifest(manifest: SiteManifest): void {
  const file = siteManifestPath();
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(manifest));
  renameSync(temporary, file);
}

export function readSiteManifest(): SiteManifest {
  waitForContent();
  const file = siteManifestPath();
  let json: string;
  try {
    json = readFileSync(file, 'utf8');
  } catch {
    const remedy =
      process.env.NODE_ENV === 'development'
        ? 'npm run dev writes it once Contentlayer has generated the content: wait for "Site manifest written" in its output, or fix the content error it names'
        : 'the content step writes it, so run npm run build (or npm run content, then npm run check:content)';
    throw new Error(`${path.relative(process.cwd(), file)} is missing: ${remedy}`);
  }
  return parseSiteManifest(json, file);
}

/** Changes whenever the file is rewritten (or appears): `next dev` reads it again then (lib/site/reader.ts). */
export function siteManifestStamp(): string {
  const stat = statSync(siteManifestPath(), { throwIfNoEntry: false });
  return stat ? `${stat.mtimeMs}:${stat.size}` : '';
}

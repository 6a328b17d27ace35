/**
 * Where the site manifest lives between the content step, which writes it, and the steps that read
 * it: `next build`'s workers, the nav, discovery, social and search steps, the tests.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteManifestPath, waitForContent } from '../generated-content';
import { parseSiteManifest, type SiteManifest } from './manifest';

/**
 * Written beside and renamed into place, so a reader never sees half a file: its appearance is the
 * signal that the content is complete (lib/generated-content.ts waits for it).
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
    throw new Error(`${path.relative(process.cwd(), file)} is missing: the content step writes it, so run npm run build (or npm run content, then npm run check:content)`);
  }
  return parseSiteManifest(json, file);
}

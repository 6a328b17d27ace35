/**
 * Which build a page belongs to, published for open tabs: `/build-id.json` is unhashed and
 * revalidated, so a tab whose page data is gone after a deploy can tell "the site was updated"
 * (load the page afresh) from "the connection dropped" (offer Retry).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { BUILD_ID_URL } from '../browser/build-pointer';
import { NEXT_BUILD_ID } from '../build/next-folder';

export const BUILD_ID_FILE = BUILD_ID_URL.slice(1);

/** Next writes `_next/static/<buildId>/_buildManifest.js`: the id the pages load their data under. */
export function exportedBuildId(outDir: string): string | null {
  const staticDir = path.join(outDir, '_next', 'static');
  if (existsSync(staticDir)) {
    for (const entry of readdirSync(staticDir)) if (existsSync(path.join(staticDir, entry, '_buildManifest.js'))) return entry;
  }
  const nextId = path.resolve(NEXT_BUILD_ID);
  return existsSync(nextId) ? readFileSync(nextId, 'utf8').trim() : null;
}

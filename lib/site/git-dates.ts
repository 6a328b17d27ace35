/**
 * When each content file last changed, from one `git log` over content/: the "last updated" date of
 * a page and the sitemap's lastmod. Outside a git checkout there are no dates, and pages show none.
 */
import { execFileSync } from 'node:child_process';
import { CONTENT_FOLDER } from '../build/folders';

let cached: Map<string, string> | undefined;

function lastCommitDates(): Map<string, string> {
  if (cached) return cached;
  cached = new Map();
  let log: string;
  try {
    log = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--', CONTENT_FOLDER], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return cached;
  }
  let date = '';
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) date = line.slice(1);
    else if (line && date && !cached.has(line)) cached.set(line, date);
  }
  return cached;
}

/** The ISO date (YYYY-MM-DD) a content file last changed, or null. */
export function lastUpdated(contentPath: string): string | null {
  return lastCommitDates().get(contentPath)?.slice(0, 10) ?? null;
}

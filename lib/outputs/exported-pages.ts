/**
 * The HTML pages of an export, for the steps that rewrite each page after Next has written it (the
 * finalize step and the security step). Synchronous: through fs/promises the thread-pool round trips of
 * thousands of small pages cost more than the rewriting itself.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The absolute path of every .html file under outDir. */
export function exportedHtmlFiles(outDir: string): string[] {
  return readdirSync(outDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

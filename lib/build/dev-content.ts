/**
 * What `npm run dev` (scripts/dev.ts) adds to `contentlayer2 dev`: after each generation it writes the
 * site manifest, then the revision file that the pages' server code imports under `next dev`
 * (lib/site/reader.ts), so that Next has the open page fetch its props again once both are whole.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Relative to the project folder; package.json's `#content-revision` import names it. */
const DEV_REVISION_FILE = '.contentlayer/dev-revision.json';

/**
 * Whether a line of `contentlayer2 dev` ends a generation that wrote the content (`Generated 81
 * documents in .contentlayer`). After a refused one (a schema or MDX error, printed with the file and
 * the field) it prints no such line and waits for the next save: the last good content stays served.
 */
export function isGenerationDone(line: string): boolean {
  return /^Generated \d+ documents? in \.contentlayer/.test(line.trim());
}

/** Written beside and renamed into place, as the manifest is: Turbopack never reads half a file. */
export function writeDevRevision(cwd: string, revision: number): void {
  const file = path.join(cwd, DEV_REVISION_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ revision })}\n`);
  renameSync(temporary, file);
}

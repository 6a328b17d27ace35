/**
 * `npm run dev`: the live preview, from a fresh clone with no build. `contentlayer2 dev` regenerates
 * the content on every save under content/; after each generation this writes the site manifest
 * (lib/site/generated-manifest.ts) and then the revision file, which makes `next dev` refresh the
 * open page, its sidebar and table of contents (lib/site/reader.ts). A schema error is printed by
 * Contentlayer with the file and the field; the last good content stays served until it is fixed.
 * Arguments go to `next dev`: `npm run dev -- --port 4000 --hostname 127.0.0.1`.
 */
import path from 'node:path';
import { runSteps, StepFailedError } from '../lib/build/runner';
import { isGenerationDone, writeDevRevision } from '../lib/build/dev-content';
import { writeSiteManifest } from '../lib/site/manifest-file';
import { generatedManifestReader } from '../lib/site/generated-manifest';
import { contentFolder } from '../lib/build/folders';
import { conceptIncludes } from '../paymora/concepts';
import { dropContentCacheIfReadsChanged } from '../lib/build/content-includes';

const cwd = process.cwd();
// A sample edited since the last run shows once the server starts; while it runs, save the page that includes it.
dropContentCacheIfReadsChanged(cwd, path.resolve(cwd, contentFolder()));
let revision = 0;
const readManifest = generatedManifestReader(conceptIncludes, contentFolder());
// Before next dev compiles a page: its server code imports this file (package.json's #content-revision).
writeDevRevision(cwd, revision);

function refresh(): void {
  const started = performance.now();
  try {
    const manifest = readManifest();
    writeSiteManifest(manifest);
    revision += 1;
    writeDevRevision(cwd, revision);
    const pages = manifest.versions.reduce((sum, version) => sum + version.pages.length, 0);
    console.log(`[content] Site manifest written: ${pages} pages in ${Math.round(performance.now() - started)} ms (revision ${revision})`);
  } catch (error) {
    console.error(`[content] The site manifest was not written, the pages show the last one: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const stop = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort(signal));

try {
  await runSteps(
    [
      { name: 'content', argv: ['contentlayer2', 'dev'], needs: [] },
      { name: 'next', argv: ['next', 'dev', ...process.argv.slice(2)], needs: [] },
    ],
    {
      cwd,
      signal: stop.signal,
      onLine: (step, line, stream) => {
        process[stream].write(`[${step}] ${line}\n`);
        if (step === 'content' && isGenerationDone(line)) refresh();
      },
    },
  );
} catch (error) {
  if (stop.signal.aborted) process.exit(0);
  console.error(error instanceof StepFailedError ? `npm run dev stopped: ${error.message}` : error);
  process.exit(1);
}

/** The build step after `next build`: the render cache's restore and store (lib/build/restore-rendered-pages.ts). */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { exportedBuildId } from '../lib/outputs/build-id';
import { EXPECT_UNCHANGED_ENV, RENDER_CACHE_DIR } from '../lib/build/render-cache';
import { restoreRenderedPages } from '../lib/build/restore-rendered-pages';
import { nextBuildStep } from '../lib/build/steps';
import { exportFolder } from '../lib/build/folders';

const outDir = exportFolder();
const buildId = exportedBuildId(outDir);
if (!buildId) {
  console.error(`${outDir} has no _next/static/<buildId>/_buildManifest.js: next build did not finish its export. Build again.`);
  process.exit(1);
}

function renderAgain(): void {
  const [command, ...args] = nextBuildStep.argv;
  const run = spawnSync(path.join('node_modules', '.bin', command), args, { stdio: 'inherit', env: { ...process.env, ...nextBuildStep.env } });
  if (run.status !== 0) throw new Error(`next build, run again with an empty render cache, failed (exit ${run.status ?? run.signal})`);
}

const report = restoreRenderedPages(path.resolve(RENDER_CACHE_DIR), outDir, buildId, renderAgain);
if (!report) {
  console.log(`No render plan in ${RENDER_CACHE_DIR}: next build ran without the render cache; nothing to restore.`);
} else {
  if (report.stale.length > 0) {
    console.log(`The cached copy of ${report.stale.join(', ')} differed from its new rendering with the same props and code: something the render cache's key does not cover changed the markup. The cache was emptied and every page rendered again.`);
  }
  console.log(`Doc pages: ${report.rendered.length} rendered by next build (${report.probes.length} of them to check the cache), ${report.restored} copied from the render cache; ${report.stored} stored in it, ${report.pruned} stale file(s) removed.`);
}

if (process.env[EXPECT_UNCHANGED_ENV] === '1') {
  if (!report || report.cachedBefore === 0) {
    console.error(`The build was told nothing changed since the last one (--unchanged), but the render cache held no page for this code: ${report ? 'the code, a config or a NEXT_PUBLIC_ variable changed since the last build, or there was none' : 'next build ran without it'}.`);
    process.exit(1);
  }
  const unexpected = [...report.stale, ...report.rendered.filter((route) => !report.probes.includes(route))];
  if (unexpected.length > 0) {
    console.error(`The build was told nothing changed since the last one (--unchanged), yet next build rendered ${unexpected.slice(0, 10).join(', ')}${unexpected.length > 10 ? ` and ${unexpected.length - 10} more` : ''}: their props or markup differ between two builds of the same sources. Make them reproducible (no dates or random values in props), or the render cache cannot skip them.`);
    process.exit(1);
  }
}

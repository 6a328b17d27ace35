/**
 * `npm run build`: the steps of lib/build/steps.ts, each once what it needs is done, side by side
 * otherwise; every output line prefixed with its step. A failing step stops the others and the build
 * exits non-zero naming it; at the end, each step's wall time.
 *
 * `npm run build -- --unchanged`: nothing changed since the last build (npm test builds twice), so
 * the build fails if next build renders a doc page the render cache should have had.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dropContentCacheIfReadsChanged } from '../lib/build/content-includes';
import { contentFolder } from '../lib/build/folders';
import { EXPECT_UNCHANGED_ENV } from '../lib/build/render-cache';
import { runSteps, StepFailedError, type StepTiming } from '../lib/build/runner';
import { buildPlan, removeStaleOutputs } from '../lib/build/steps';

const { values } = parseArgs({ options: { unchanged: { type: 'boolean', default: false } } });
const cwd = process.cwd();
const started = performance.now();
removeStaleOutputs(cwd);
if (dropContentCacheIfReadsChanged(cwd, path.resolve(cwd, contentFolder()))) console.log('A sample or the versions list changed: Contentlayer generates every page again (lib/build/content-includes.ts).');

// The steps run in process groups of their own, which a Ctrl-C in the terminal does not reach.
const stop = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort(signal));

function timingTable(timings: readonly StepTiming[]): string {
  const width = Math.max(...timings.map((t) => t.name.length));
  return [...timings]
    .sort((a, b) => a.startedAt - b.startedAt)
    .map((t) => `  ${t.name.padEnd(width)}  ${t.seconds.toFixed(1).padStart(6)} s  (started at ${t.startedAt.toFixed(1)} s)`)
    .join('\n');
}

try {
  const env = values.unchanged ? { ...process.env, [EXPECT_UNCHANGED_ENV]: '1' } : process.env;
  const timings = await runSteps(buildPlan(), { cwd, env, signal: stop.signal });
  console.log(`\nBuild done in ${((performance.now() - started) / 1000).toFixed(1)} s; wall time of each step:\n${timingTable(timings)}`);
} catch (error) {
  if (error instanceof StepFailedError) {
    console.error(`\nBuild failed: step "${error.step}" (${error.reason}). The other steps were stopped; out/ has no build manifest, so it cannot be deployed.`);
    console.error(`Wall time of each step that ran:\n${timingTable(error.timings)}`);
  } else {
    console.error(`\nBuild failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
}

/**
 * `npm run bench:versions`: what archived docs versions cost the build. Two cold builds of the real
 * site, each in a fresh copy of the project: its current docs alone (the unversioned build), and with
 * `--archived N` archived versions (3 by default) cut from the current docs by the snapshot command's
 * own code (tools/perf/archived-versions.ts), each a full copy, the most a version can cost. For each:
 * the pages built (every version's, categories included), wall time and CPU seconds of the build, both
 * per page, and a doc page's first-load JavaScript, which must not grow with versions. Writes
 * docs/performance-versions.json and the table between the bench:versions markers of docs/performance.md.
 *
 *   npm run bench:versions                  the unversioned build and one with 3 archived versions
 *   npm run bench:versions -- --archived 5
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildStages } from '../lib/build/steps';
import { removeArchivedVersions, withArchivedVersions } from '../tools/perf/archived-versions';
import { runStage, type StepFigure } from '../tools/perf/build-run';
import { benchEnv, freshCopy } from '../tools/perf/fresh-copy';
import { firstLoadJs } from '../tools/perf/site-figures';
import { parseSiteManifest } from '../lib/site/manifest';
import { CONTENT_FOLDER, OUT_FOLDER } from '../lib/build/folders';

const { values } = parseArgs({ options: { archived: { type: 'string', default: '3' }, work: { type: 'string', default: path.join(os.tmpdir(), 'paymora-bench') } } });
const archived = Number(values.archived);
if (!Number.isInteger(archived) || archived < 1) throw new Error(`--archived ${values.archived}: give a whole number of archived versions, 1 or more`);
const project = process.cwd();

interface VersionsRun {
  archivedVersions: number;
  pagesBuilt: number;
  buildSeconds: number;
  cpuSeconds: number;
  peakRssBytes: number;
  firstLoadJsGzip: number;
}

async function measure(archivedVersions: number): Promise<VersionsRun> {
  const dir = path.join(values.work ?? '', `versions-${archivedVersions}`);
  freshCopy(project, dir);
  const content = path.join(dir, CONTENT_FOLDER);
  if (archivedVersions === 0) removeArchivedVersions(content);
  else withArchivedVersions(content, archivedVersions);
  const env = benchEnv(dir);
  const steps: StepFigure[] = [];
  for (const stage of buildStages) {
    const figure = await runStage(stage, dir, env);
    console.log(`  ${archivedVersions} archived: ${figure.seconds.toFixed(1)} s, CPU ${figure.cpuSeconds.toFixed(1)} s  ${stage.name}`);
    steps.push(figure);
  }
  const manifestFile = path.join(dir, '.contentlayer/site-manifest.json');
  const manifest = parseSiteManifest(readFileSync(manifestFile, 'utf8'), manifestFile);
  const run = {
    archivedVersions,
    pagesBuilt: manifest.versions.reduce((sum, version) => sum + version.pages.length, 0),
    buildSeconds: steps.reduce((sum, s) => sum + s.seconds, 0),
    cpuSeconds: steps.reduce((sum, s) => sum + s.cpuSeconds, 0),
    peakRssBytes: Math.max(...steps.map((s) => s.peakRssBytes)),
    firstLoadJsGzip: firstLoadJs(path.join(dir, OUT_FOLDER), 'webhooks/hmac-validation/index.html').total,
  };
  rmSync(dir, { recursive: true, force: true });
  return run;
}

const runs = [await measure(0), await measure(archived)];
const [base] = runs;
writeFileSync(path.join(project, 'docs/performance-versions.json'), `${JSON.stringify({ date: new Date().toISOString().slice(0, 10), cores: os.cpus().length, runs }, null, 2)}\n`);
const ms = (seconds: number, pages: number) => `${((seconds / pages) * 1000).toFixed(0)} ms`;
const change = (run: VersionsRun, pick: (r: VersionsRun) => number) => (base && run !== base ? ` (${(((pick(run) / run.pagesBuilt) / (pick(base) / base.pagesBuilt) - 1) * 100).toFixed(1)}%)` : '');
// What each page an archived version adds costs, fixed costs (start-up, the API document, Next's compile) set aside.
const added = (run: VersionsRun, pick: (r: VersionsRun) => number) => (base && run !== base ? ms(pick(run) - pick(base), run.pagesBuilt - base.pagesBuilt) : '–');
const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores: the real site's current docs alone, and with ${archived} archived versions, each a copy of them.`,
  '',
  '| archived versions | pages built | cold build | build CPU | wall time a page | CPU a page | CPU a page added | first-load JS, doc page (gzip) |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...runs.map((r) => `| ${r.archivedVersions} | ${r.pagesBuilt} | ${r.buildSeconds.toFixed(1)} s | ${r.cpuSeconds.toFixed(1)} s | ${ms(r.buildSeconds, r.pagesBuilt)}${change(r, (x) => x.buildSeconds)} | ${ms(r.cpuSeconds, r.pagesBuilt)}${change(r, (x) => x.cpuSeconds)} | ${added(r, (x) => x.cpuSeconds)} | ${r.firstLoadJsGzip} bytes |`),
].join('\n');
console.log(table);
const docFile = path.join(project, 'docs/performance.md');
const doc = readFileSync(docFile, 'utf8');
if (!doc.includes('<!-- bench:versions:start -->')) throw new Error('docs/performance.md has no <!-- bench:versions:start --> marker');
writeFileSync(docFile, doc.replace(/<!-- bench:versions:start -->[\s\S]*<!-- bench:versions:end -->/, `<!-- bench:versions:start -->\n${table}\n<!-- bench:versions:end -->`));

/**
 * `npm run bench`: what the site costs as it grows. For the real site and for the real site plus
 * 1,000 and 5,000 synthetic pages, each in a fresh copy of the project: a cold build stage by stage
 * of lib/build/steps.ts (wall time, CPU seconds and peak memory of the process tree, each side-by-side
 * step's wall time and CPU), the export's size, the search figures of issue 13 (the gzip bytes the split index fetches
 * to the first results of 'refund' and of typo queries, as the budgets count them, and its query
 * latency once the data is in, in Node); first-load JavaScript, HTML and CSS of a doc page, the welcome page and a category page;
 * and on the real site Lighthouse's mobile audit of issue 26's pages (tools/perf/lighthouse-run.ts; `npm run
 * bench:lighthouse` runs it alone on the current build). Writes docs/performance.json and the tables of
 * docs/performance.md. Figures, not assertions: the byte budgets in npm test hold the line.
 *
 *   npm run bench                          all three sizes, Lighthouse 3 runs a page
 *   npm run bench -- --pages 0,1000        only these sizes
 *   npm run bench -- --lighthouse-runs 0   no Lighthouse
 *   npm run bench -- --content-from <dir>  a content tree in the peers' plain layout instead of the real
 *                                          docs and synthetic pages (tools/perf/peer-content.ts); figures
 *                                          go to docs/performance-peers.json, the tables are left alone
 *   npm run bench -- --incremental         after each cold build, edit one page and build again with the
 *                                          caches a CI keeps (tools/perf/incremental.ts)
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { NEXT_DIR } from '../lib/build/next-folder';
import { CONTENT_FOLDER, OUT_FOLDER } from '../lib/build/folders';
import { buildStages } from '../lib/build/steps';
import { runStage, type StepFigure } from '../tools/perf/build-run';
import { LIGHTHOUSE_PAGES, lighthouseAudit, lighthouseTable, type LighthouseFigure } from '../tools/perf/lighthouse-run';
import { splitQueryLatency, type Latency } from '../tools/perf/query-latency';
import { exportSize, firstLoadJs, gzipSize, kb, stylesheets } from '../tools/perf/site-figures';
import { builtSplitDir, FIRST_RESULTS_QUERIES, firstResultsBytes } from '../tools/perf/split-query-bytes';
import { writeSyntheticContent } from '../tools/perf/synthetic-content';
import { adaptPeerContent } from '../tools/perf/peer-content';
import { benchEnv, freshCopy } from '../tools/perf/fresh-copy';
import { incrementalRebuild, incrementalTable, type IncrementalFigure } from '../tools/perf/incremental';

const { values } = parseArgs({ options: { pages: { type: 'string', default: '0,1000,5000' }, 'lighthouse-runs': { type: 'string', default: '3' }, work: { type: 'string', default: path.join(os.tmpdir(), 'paymora-bench') }, 'content-from': { type: 'string' }, incremental: { type: 'boolean', default: false } } });
const contentFrom = values['content-from'] === undefined ? undefined : path.resolve(values['content-from']);
const sizes = (values.pages ?? '').split(',').map(Number);
const lighthouseRuns = Number(values['lighthouse-runs']);
const project = process.cwd();
const workRoot = values.work ?? '';

/** The three kinds of page, by their exported files. */
const samplePages = { doc: 'webhooks/hmac-validation/index.html', welcome: 'index.html', category: 'category/webhooks/index.html' } as const;
type PageKind = keyof typeof samplePages;

interface SizeResult {
  extraPages: number;
  docPages: number;
  steps: StepFigure[];
  buildSeconds: number;
  /** User + system CPU seconds of every stage's processes; absent in results measured before it was. */
  cpuSeconds?: number;
  peakRssBytes: number;
  export: { files: number; bytes: number };
  /** The split index: gzip bytes fetched from a cold start to the first results of each of FIRST_RESULTS_QUERIES. Absent in rows measured before it. */
  searchFirstResultsGzip?: Record<string, number>;
  /** The split index's query latency once its data is in (rows measured before it held the single index's). */
  splitSearch?: Latency;
  firstLoadJsGzip: Record<PageKind, number>;
  htmlGzip: Record<PageKind, number>;
  cssGzip: number;
  lighthouse?: LighthouseFigure[];
  incremental?: IncrementalFigure;
}

async function searchFirstResults(splitDir: string): Promise<Record<string, number>> {
  const bytes: Record<string, number> = {};
  for (const query of FIRST_RESULTS_QUERIES) bytes[query] = (await firstResultsBytes(splitDir, query)).total;
  return bytes;
}

async function measure(extraPages: number): Promise<SizeResult> {
  const dir = path.join(workRoot, `site-${extraPages}`);
  freshCopy(project, dir);
  if (contentFrom) adaptPeerContent(contentFrom, path.join(dir, CONTENT_FOLDER), extraPages);
  else writeSyntheticContent(path.join(dir, CONTENT_FOLDER), extraPages);
  const env = benchEnv(dir);
  const steps: StepFigure[] = [];
  for (const stage of buildStages) {
    const figure = await runStage(stage, dir, env);
    console.log(`  +${extraPages}: ${figure.seconds.toFixed(1)} s, CPU ${figure.cpuSeconds.toFixed(1)} s, ${(figure.peakRssBytes / 2 ** 20).toFixed(0)} MB  ${stage.name}`);
    steps.push(figure);
  }
  const out = path.join(dir, OUT_FOLDER);
  const perKind = <T,>(f: (page: string) => T) => Object.fromEntries(Object.entries(samplePages).map(([kind, page]) => [kind, f(page)])) as Record<PageKind, T>;
  const docPages = (readFileSync(path.join(out, 'sitemap.xml'), 'utf8').match(/<loc>/g) ?? []).length;
  const result: SizeResult = {
    extraPages,
    docPages,
    steps,
    buildSeconds: steps.reduce((sum, s) => sum + s.seconds, 0),
    cpuSeconds: steps.reduce((sum, s) => sum + s.cpuSeconds, 0),
    peakRssBytes: Math.max(...steps.map((s) => s.peakRssBytes)),
    export: exportSize(out),
    searchFirstResultsGzip: await searchFirstResults(builtSplitDir(out)),
    splitSearch: await splitQueryLatency(builtSplitDir(out)),
    firstLoadJsGzip: perKind((page) => firstLoadJs(out, page).total),
    htmlGzip: perKind((page) => gzipSize(path.join(out, page))),
    cssGzip: stylesheets(out, samplePages.doc).total,
  };
  if (extraPages === 0 && lighthouseRuns > 0) {
    result.lighthouse = await lighthouseAudit(out, LIGHTHOUSE_PAGES, lighthouseRuns);
  }
  if (values.incremental) {
    result.incremental = await incrementalRebuild(dir, env, EDITED_PAGE, steps, (line) => console.log(`  +${extraPages} incremental: ${line}`));
  }
  // Keep the export for a look; the build cache is only disk.
  rmSync(path.join(dir, NEXT_DIR), { recursive: true, force: true });
  return result;
}

/** A page both the real docs and the peers' tree have; the incremental rebuild edits it. */
const EDITED_PAGE = 'content/docs/webhooks/hmac-validation.mdx';
const resultsFile = path.join(project, contentFrom ? 'docs/performance-peers.json' : 'docs/performance.json');
const previous = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as { sizes?: SizeResult[] }).sizes ?? [] : [];
const measured: SizeResult[] = [];
for (const extra of sizes) {
  console.log(contentFrom ? `Building ${contentFrom} with ${extra} extra pages…` : `Building the real site + ${extra} synthetic pages…`);
  measured.push(await measure(extra));
}
const all = [...previous.filter((p) => !sizes.includes(p.extraPages)), ...measured].sort((a, b) => a.extraPages - b.extraPages);
const machine = { cores: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version };
writeFileSync(resultsFile, `${JSON.stringify({ date: new Date().toISOString().slice(0, 10), machine, sizes: all }, null, 2)}\n`);

const s = (seconds: number) => `${seconds.toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;
// Results from before CPU was measured have none.
const cpu = (seconds: number | undefined) => (seconds === undefined ? '–' : s(seconds));
const base = all.find((r) => r.extraPages === 0);
// Rows measured before the split index have no such figures: a dash, not the single index's.
const searchBytes = (r: SizeResult) => FIRST_RESULTS_QUERIES.map((q) => { const bytes = r.searchFirstResultsGzip?.[q]; return bytes === undefined ? '–' : kb(bytes); }).join(' / ');
const perPage = (r: SizeResult) => (base && r.extraPages > 0 ? `${((r.buildSeconds - base.buildSeconds) / r.extraPages * 1000).toFixed(0)} ms` : '–');
const scale = [
  `| extra pages | pages in sitemap | cold build | build CPU | build time per extra page | peak memory | export | search to first results, gzip: ${FIRST_RESULTS_QUERIES.map((q) => `'${q}'`).join(' / ')} | search p50 / p95 (split index, Node) | first-load JS doc / welcome / category (gzip) | doc page HTML (gzip) |`,
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...all.map((r) => `| ${r.extraPages} | ${r.docPages} | ${s(r.buildSeconds)} | ${cpu(r.cpuSeconds)} | ${perPage(r)} | ${mb(r.peakRssBytes)} | ${r.export.files} files, ${mb(r.export.bytes)} | ${searchBytes(r)} | ${r.splitSearch ? `${ms(r.splitSearch.p50)} / ${ms(r.splitSearch.p95)}` : '–'} | ${kb(r.firstLoadJsGzip.doc)} / ${kb(r.firstLoadJsGzip.welcome)} / ${kb(r.firstLoadJsGzip.category)} | ${kb(r.htmlGzip.doc)} |`),
].join('\n');
const stageNames = base?.steps.map((step) => step.name) ?? [];
// By name, not position: a size measured before a change of the step list shows – for a stage it lacks.
const stageOf = (r: SizeResult | undefined, name: string) => r?.steps.find((step) => step.name === name);
const steps = [
  `| stage | ${all.map((r) => `+${r.extraPages}`).join(' | ')} |`,
  `| --- | ${all.map(() => '---').join(' | ')} |`,
  ...stageNames.flatMap((name) => [
    `| ${name} | ${all.map((r) => { const stage = stageOf(r, name); return stage ? `${s(stage.seconds)}, CPU ${cpu(stage.cpuSeconds)}, ${mb(stage.peakRssBytes)}` : '–'; }).join(' | ')} |`,
    // The steps of a side-by-side stage, each from its start to its end.
    ...(stageOf(base, name)?.parts ?? []).map(
      (part) => `| ↳ ${part.name} | ${all.map((r) => { const measured = stageOf(r, name)?.parts.find((p) => p.name === part.name); return measured ? `${s(measured.seconds)}, CPU ${cpu(measured.cpuSeconds)}` : '–'; }).join(' | ')} |`,
    ),
  ]),
].join('\n');
const lh = base?.lighthouse ? lighthouseTable(base.lighthouse) : '(Lighthouse not run)';
const incremental = all.some((r) => r.incremental) ? `\n\n### Incremental rebuild: one page edited, the CI's caches kept\n\n${incrementalTable(all)}` : '';
const tables = `Measured ${new Date().toISOString().slice(0, 10)} on ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}.

### Growth

${scale}

### Build stages (wall time, CPU seconds and peak memory of the stage's processes; its side-by-side steps)

${steps}

### Lighthouse, mobile, real site

${lh}${incremental}`;
console.log(tables);
// Built from other content: the figures are in their own JSON file, and the tables stay the real site's.
if (contentFrom) process.exit(0);
const docFile = path.join(project, 'docs/performance.md');
const doc = readFileSync(docFile, 'utf8');
if (!doc.includes('<!-- bench:start -->')) throw new Error('docs/performance.md has no <!-- bench:start --> marker');
writeFileSync(docFile, doc.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, `<!-- bench:start -->\n${tables}\n<!-- bench:end -->`));

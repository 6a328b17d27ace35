/**
 * `npm run bench:lighthouse`: Lighthouse's mobile audit of issue 26's pages on the current build
 * (`out/`, served as the deploy stores it), without the cold builds of `npm run bench`, which runs the
 * same audit on its fresh copy. Prints each run and the median table; `--write` puts the table in
 * docs/performance.md and the figures in docs/performance-lighthouse.json. Timings move with the load of
 * a shared machine (the table gives the load average of each kept run): run it when the load is low.
 *
 *   npm run bench:lighthouse                       3 runs a page of out/
 *   npm run bench:lighthouse -- --runs 5 --write   5 runs a page, recorded
 *   npm run bench:lighthouse -- --pages /api/payments/
 *   npm run bench:lighthouse -- --diagnostics      each run's main-thread work, scripts, long tasks,
 *                                                  LCP element and layout shifts
 *   npm run bench:lighthouse -- --save <dir>       each run's whole result as JSON, for the report viewer
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { lighthouseDiagnostics } from '../tools/perf/lighthouse-diagnostics';
import { LIGHTHOUSE_PAGES, lighthouseAudit, lighthouseTable } from '../tools/perf/lighthouse-run';
import { OUT_FOLDER } from '../lib/build/folders';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, out: { type: 'string', default: OUT_FOLDER }, pages: { type: 'string' }, write: { type: 'boolean', default: false }, diagnostics: { type: 'boolean', default: false }, save: { type: 'string' } } });
const out = path.resolve(values.out ?? OUT_FOLDER);
if (!existsSync(path.join(out, 'index.html'))) {
  console.error(`No site in ${out}: run \`npm run build\` first.`);
  process.exit(1);
}
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of runs, at least 1 (got ${values.runs ?? ''}).`);
  process.exit(1);
}
const pages = values.pages ? values.pages.split(',') : LIGHTHOUSE_PAGES;
const save = values.save;
if (save) mkdirSync(save, { recursive: true });
const figures = await lighthouseAudit(out, pages, runs, (line) => console.log(line), (page, run, lhr) => {
  if (values.diagnostics) for (const line of lighthouseDiagnostics(lhr)) console.log(line);
  if (save) writeFileSync(path.join(save, `${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'welcome'}-${run}.json`), JSON.stringify(lhr));
});
const table = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores, Node ${process.version}, by \`npm run bench:lighthouse\` on the build of the commit that records it.\n\n${lighthouseTable(figures)}`;
console.log(`\n${table}`);
if (values.write) {
  writeFileSync(path.join('docs', 'performance-lighthouse.json'), `${JSON.stringify({ measured: new Date().toISOString(), figures }, null, 2)}\n`);
  const docFile = path.join('docs', 'performance.md');
  const doc = readFileSync(docFile, 'utf8');
  if (!doc.includes('<!-- bench:lighthouse:start -->')) throw new Error(`${docFile} has no <!-- bench:lighthouse:start --> marker: add one with <!-- bench:lighthouse:end --> where the table goes`);
  writeFileSync(docFile, doc.replace(/<!-- bench:lighthouse:start -->[\s\S]*<!-- bench:lighthouse:end -->/, `<!-- bench:lighthouse:start -->\n${table}\n<!-- bench:lighthouse:end -->`));
}

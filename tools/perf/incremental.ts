/**
 * The benchmark's incremental rebuild: after a cold build, the project is put back as a CI would have
 * it for the next commit (a fresh checkout with the build caches restored, lib/build/caches.ts), one
 * page's text is edited, and the build runs again stage by stage, timed like the cold one.
 */
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildCaches } from '../../lib/build/caches';
import { NEXT_DIR } from '../../lib/build/next-folder';
import { OUT_FOLDER } from '../../lib/build/folders';
import { buildStages } from '../../lib/build/steps';
import { runStage, type StepFigure } from './build-run';

export interface IncrementalFigure {
  /** The page edited, relative to the project. */
  editedFile: string;
  /** The cache folders kept from the cold build. */
  keptCaches: string[];
  seconds: number;
  /** Of the same size's cold build. */
  fractionOfCold: number;
  steps: StepFigure[];
}

/** Everything a build writes, at the top of the project; the caches inside them are kept. */
const buildOutputs = [OUT_FOLDER, NEXT_DIR, '.contentlayer', '.cache'];

/**
 * Deletes the build's outputs but keeps the cache folders, as a CI job starts: a fresh checkout, then
 * its cache restored. Returns the caches that existed.
 * @internal Exported for its unit test (knip --production).
 */
export function keepOnlyCaches(dir: string): string[] {
  const kept = buildCaches.filter((cache) => existsSync(path.join(dir, cache)));
  const aside = mkdtempSync(path.join(dir, '.kept-caches-'));
  kept.forEach((cache, i) => renameSync(path.join(dir, cache), path.join(aside, String(i))));
  for (const output of buildOutputs) rmSync(path.join(dir, output), { recursive: true, force: true });
  kept.forEach((cache, i) => {
    const target = path.join(dir, cache);
    rmSync(target, { recursive: true, force: true });
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(path.join(aside, String(i)), target);
  });
  rmSync(aside, { recursive: true, force: true });
  return kept;
}

/** Appends a sentence as a paragraph of its own: an edit of the text, valid in any MDX page. */
function editPage(file: string): void {
  appendFileSync(file, '\nThis sentence was added by the incremental benchmark to change the page.\n');
}

export async function incrementalRebuild(dir: string, env: NodeJS.ProcessEnv, pageFile: string, cold: readonly StepFigure[], log: (line: string) => void): Promise<IncrementalFigure> {
  const keptCaches = keepOnlyCaches(dir);
  editPage(path.join(dir, pageFile));
  const steps: StepFigure[] = [];
  for (const stage of buildStages) {
    const figure = await runStage(stage, dir, env);
    log(`${figure.seconds.toFixed(1)} s  ${stage.name}${figure.parts.length ? ` (${figure.parts.map((p) => `${p.name} ${p.seconds.toFixed(1)} s`).join(', ')})` : ''}`);
    steps.push(figure);
  }
  const seconds = steps.reduce((sum, s) => sum + s.seconds, 0);
  const coldSeconds = cold.reduce((sum, s) => sum + s.seconds, 0);
  return { editedFile: pageFile, keptCaches, seconds, fractionOfCold: seconds / coldSeconds, steps };
}

interface MeasuredSize {
  extraPages: number;
  steps: readonly StepFigure[];
  incremental?: IncrementalFigure;
}

/** Each stage and its side-by-side steps, cold and incremental, for every size that has an incremental run. */
export function incrementalTable(sizes: readonly MeasuredSize[]): string {
  const withRun = sizes.flatMap((size) => (size.incremental ? [{ ...size, incremental: size.incremental }] : []));
  const s = (seconds: number | undefined) => (seconds === undefined ? '–' : `${seconds.toFixed(1)} s`);
  const total = (steps: readonly StepFigure[]) => steps.reduce((sum, step) => sum + step.seconds, 0);
  const stageNames = buildStages.map((stage) => stage.name);
  const cells = (f: (steps: readonly StepFigure[]) => number | undefined) => withRun.map((r) => `${s(f(r.steps))} | ${s(f(r.incremental.steps))}`).join(' | ');
  const stage = (name: string) => (steps: readonly StepFigure[]) => steps.find((step) => step.name === name)?.seconds;
  const part = (name: string, partName: string) => (steps: readonly StepFigure[]) => steps.find((step) => step.name === name)?.parts.find((p) => p.name === partName)?.seconds;
  return [
    `| stage | ${withRun.map((r) => `+${r.extraPages} cold | +${r.extraPages} one page edited`).join(' | ')} |`,
    `| --- | ${withRun.map(() => '--- | ---').join(' | ')} |`,
    `| **build** | ${withRun.map((r) => `${s(total(r.steps))} | ${s(r.incremental.seconds)} (${(r.incremental.fractionOfCold * 100).toFixed(0)}%)`).join(' | ')} |`,
    ...stageNames.flatMap((name) => [
      `| ${name} | ${cells(stage(name))} |`,
      ...(buildStages.find((st) => st.name === name)?.steps.length ?? 0) > 1
        ? (buildStages.find((st) => st.name === name)?.steps ?? []).map((step) => `| ↳ ${step.name} | ${cells(part(name, step.name))} |`)
        : [],
    ]),
  ].join('\n');
}

/**
 * Runs the build's stages (lib/build/steps.ts) one by one in a folder and measures each: wall time and
 * the peak resident memory of the stage's whole process tree (sampled from /proc), since a build is
 * many processes; for a stage of side-by-side steps, each step's wall time too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { runSteps } from '../build/runner';
import { stageSteps, type BuildStage } from '../build/steps';

export interface StepFigure {
  /** The stage's name. */
  name: string;
  seconds: number;
  peakRssBytes: number;
  /** The steps of a side-by-side stage, each from its start to its end. */
  parts: StepPart[];
}

interface StepPart {
  name: string;
  seconds: number;
}

const PAGE_SIZE = 4096;

/** Resident bytes of every process in these process groups, from /proc (Linux). */
function groupsRss(pgids: ReadonlySet<number>): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state, ppid, pgrp, …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (!pgids.has(Number(fields[2]))) continue;
      const pages = Number(readFileSync(`/proc/${entry}/statm`, 'utf8').split(' ')[1]);
      total += pages * PAGE_SIZE;
    } catch {
      // The process ended between listing and reading.
    }
  }
  return total;
}

export async function runStage(stage: BuildStage, cwd: string, env: NodeJS.ProcessEnv): Promise<StepFigure> {
  // Each step is a process group of its own (the runner's): the stage's tree is the union of them.
  const groups = new Set<number>();
  let output = '';
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, groupsRss(groups))), 200);
  const started = performance.now();
  try {
    const timings = await runSteps(stageSteps(stage), {
      cwd,
      env,
      onStart: (_step, pid) => groups.add(pid),
      onLine: (step, line) => (output = `${output}[${step}] ${line}\n`.slice(-8000)),
    });
    const seconds = (performance.now() - started) / 1000;
    const parts = stage.steps.length > 1 ? timings.map((t) => ({ name: t.name, seconds: t.seconds })) : [];
    return { name: stage.name, seconds, peakRssBytes: peak, parts };
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)} in ${cwd}:\n${output.slice(-4000)}`, { cause: error });
  } finally {
    clearInterval(sampler);
  }
}

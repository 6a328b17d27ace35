/**
 * Runs the build's stages (lib/build/steps.ts) one by one in a folder and measures each: wall time,
 * CPU seconds and the peak resident memory of the stage's whole process tree (sampled from /proc),
 * since a build is many processes; for a stage of side-by-side steps, each step's wall time and CPU too.
 */
import { readFileSync } from 'node:fs';
import { runSteps } from '../../lib/build/runner';
import { stageSteps, type BuildStage } from '../../lib/build/steps';
import { groupProcesses, StageCpu } from './process-cpu';

export interface StepFigure {
  /** The stage's name. */
  name: string;
  seconds: number;
  /** User + system CPU seconds of every process of the stage (tools/perf/process-cpu.ts). */
  cpuSeconds: number;
  peakRssBytes: number;
  /** The steps of a side-by-side stage, each from its start to its end. */
  parts: StepPart[];
}

interface StepPart {
  name: string;
  seconds: number;
  /** CPU seconds of the step's process group as last sampled (up to one sampling interval short). */
  cpuSeconds: number;
}

const PAGE_SIZE = 4096;
const SAMPLE_MS = 200;

/** Resident bytes of these processes. */
function residentBytes(pids: Iterable<number>): number {
  let total = 0;
  for (const pid of pids) {
    try {
      total += Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_SIZE;
    } catch {
      // The process ended between listing and reading.
    }
  }
  return total;
}

export async function runStage(stage: BuildStage, cwd: string, env: NodeJS.ProcessEnv): Promise<StepFigure> {
  // Each step is a process group of its own (the runner's): the stage's tree is the union of them.
  const groups = new Map<string, number>();
  const pgids = new Set<number>();
  const cpu = new StageCpu();
  let output = '';
  let peak = 0;
  const sample = () => {
    const processes = groupProcesses(pgids);
    cpu.sample(processes);
    peak = Math.max(peak, residentBytes(processes.keys()));
  };
  const sampler = setInterval(sample, SAMPLE_MS);
  const started = performance.now();
  try {
    const timings = await runSteps(stageSteps(stage), {
      cwd,
      env,
      onStart: (step, pid) => {
        groups.set(step, pid);
        pgids.add(pid);
        sample();
      },
      onLine: (step, line) => (output = `${output}[${step}] ${line}\n`.slice(-8000)),
    });
    const seconds = (performance.now() - started) / 1000;
    const cpuOf = (step: string) => cpu.groupSeconds(groups.get(step) ?? -1);
    const parts = stage.steps.length > 1 ? timings.map((t) => ({ name: t.name, seconds: t.seconds, cpuSeconds: cpuOf(t.name) })) : [];
    return { name: stage.name, seconds, cpuSeconds: cpu.totalSeconds(), peakRssBytes: peak, parts };
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)} in ${cwd}:\n${output.slice(-4000)}`, { cause: error });
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Runs the build's steps one by one in a folder and measures each: wall time and the peak resident
 * memory of the step's whole process tree (sampled from /proc), since a build is many processes.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface StepFigure {
  command: string;
  seconds: number;
  peakRssBytes: number;
  /** The commands of a side-by-side step, as `concurrently --timings` reports them. */
  parts: StepPart[];
}

/**
 * @internal Exported for its unit test only (knip --production).
 */
export interface StepPart {
  name: string;
  seconds: number;
}

/**
 * `[name] <command> stopped at <time> after <n>ms`: concurrently's line when a command ends.
 * @internal Exported for its unit test only (knip --production).
 */
export function sideBySideParts(output: string): StepPart[] {
  // The milliseconds come in the locale's format: 10,503.
  return [...output.matchAll(/^\[([^\]]+)\] .* stopped at .* after ([\d,.]+)ms$/gm)].map((match) => ({
    name: match[1] ?? '',
    seconds: Number((match[2] ?? '').replace(/[,.]/g, '')) / 1000,
  }));
}

const PAGE_SIZE = 4096;

/** Resident bytes of every process in the process group, from /proc (Linux). */
function groupRss(pgid: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state, ppid, pgrp, …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const pages = Number(readFileSync(`/proc/${entry}/statm`, 'utf8').split(' ')[1]);
      total += pages * PAGE_SIZE;
    } catch {
      // The process ended between listing and reading.
    }
  }
  return total;
}

export function runStep(command: string, cwd: string, env: NodeJS.ProcessEnv): Promise<StepFigure> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('sh', ['-c', command], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let peak = 0;
    const sampler = setInterval(() => {
      if (child.pid) peak = Math.max(peak, groupRss(child.pid));
    }, 200);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(sampler);
      if (code !== 0) reject(new Error(`${command} failed in ${cwd} (exit ${code}):\n${output.slice(-4000)}`));
      else resolve({ command, seconds: (performance.now() - started) / 1000, peakRssBytes: peak, parts: sideBySideParts(output) });
    });
  });
}

/** The steps of `npm run build`, as package.json lists them. */
export function buildSteps(projectDir: string): string[] {
  const pkg = JSON.parse(readFileSync(path.join(projectDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const build = pkg.scripts.build;
  if (!build) throw new Error('package.json has no build script');
  // Top-level steps only: a concurrently step quotes commands that chain steps of their own.
  const steps: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < build.length; i++) {
    if (build[i] === '"' && build[i - 1] !== '\\') quoted = !quoted;
    if (!quoted && build.startsWith(' && ', i)) {
      steps.push(build.slice(start, i).trim());
      start = i + 4;
    }
  }
  steps.push(build.slice(start).trim());
  return steps;
}

/**
 * Runs a list of steps, each as soon as the steps it needs have finished, side by side otherwise. Each
 * step is its own process group, so that stopping a step stops everything it started (next build's
 * workers); the first failure stops every running step and the run names the step that failed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface RunnableStep {
  name: string;
  /** The program and its arguments, no shell: a binary of the project's node_modules/.bin, or a path. */
  argv: readonly [string, ...string[]];
  /** Variables set for this step only, over the run's environment. */
  env?: Readonly<Record<string, string>>;
  /** Node flags added to the inherited NODE_OPTIONS. */
  nodeOptions?: readonly string[];
  /** The steps that must have finished successfully before this one starts. */
  needs: readonly string[];
}

export interface StepTiming {
  name: string;
  /** Seconds from the start of the run to the start of the step. */
  startedAt: number;
  /** Wall time of the step, from its start to the exit of its process. */
  seconds: number;
}

export class StepFailedError extends Error {
  constructor(
    readonly step: string,
    readonly reason: string,
    /** Every step that ran, the stopped ones included (each up to its stop). */
    readonly timings: readonly StepTiming[] = [],
  ) {
    super(`build step "${step}" failed (${reason}); the steps still running were stopped`);
    this.name = 'StepFailedError';
  }
}

export interface RunOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Each line a step prints. By default `[step] line` on the same stream of this process. */
  onLine?: (step: string, line: string, stream: 'stdout' | 'stderr') => void;
  /** Called with each step's process id, which is also its process group id. */
  onStart?: (step: string, pid: number) => void;
  /** Aborting stops every running step, starts no other, and rejects the run. */
  signal?: AbortSignal;
}

/**
 * The steps in an order that runs each after what it needs. Throws, naming the step, on a need that
 * is no step of the list, a step named twice, or a cycle: such a list would never finish.
 * @internal Exported for its unit test (knip --production); runSteps checks every list with it.
 */
export function orderOf(steps: readonly RunnableStep[]): RunnableStep[] {
  const byName = new Map<string, RunnableStep>();
  for (const step of steps) {
    if (byName.has(step.name)) throw new Error(`build step "${step.name}" is listed twice: step names must be unique`);
    byName.set(step.name, step);
  }
  for (const step of steps) {
    for (const need of step.needs) {
      if (!byName.has(need)) throw new Error(`build step "${step.name}" needs "${need}", which is no step of the list`);
    }
  }
  const ordered: RunnableStep[] = [];
  const done = new Set<string>();
  let pending = [...steps];
  while (pending.length > 0) {
    const ready = pending.filter((step) => step.needs.every((need) => done.has(need)));
    if (ready.length === 0) {
      throw new Error(`build steps ${pending.map((step) => `"${step.name}"`).join(', ')} need each other in a cycle: none can start`);
    }
    for (const step of ready) {
      ordered.push(step);
      done.add(step.name);
    }
    pending = pending.filter((step) => !done.has(step.name));
  }
  return ordered;
}

const defaultOnLine = (step: string, line: string, stream: 'stdout' | 'stderr') => process[stream].write(`[${step}] ${line}\n`);

/** Splits a stream into lines, handing on each whole line and the unterminated rest at the end. */
function forEachLine(stream: NodeJS.ReadableStream, onLine: (line: string) => void): void {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const lines = (rest + chunk).split(/\r?\n/);
    rest = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
  stream.on('end', () => {
    if (rest) onLine(rest);
  });
}

function environmentOf(step: RunnableStep, options: RunOptions): NodeJS.ProcessEnv {
  const base = options.env ?? process.env;
  // As npm run does: the project's binaries come first, whoever starts the run. PWD too, as a shell
  // would set it: Contentlayer takes its folder from PWD, which spawn's cwd does not change.
  const cwd = path.resolve(options.cwd);
  const env: NodeJS.ProcessEnv = { ...base, PWD: cwd, PATH: [path.join(cwd, 'node_modules', '.bin'), base.PATH].filter(Boolean).join(path.delimiter), ...step.env };
  if (step.nodeOptions?.length) env.NODE_OPTIONS = [base.NODE_OPTIONS, ...step.nodeOptions].filter(Boolean).join(' ');
  return env;
}

/** Milliseconds a stopped step gets to exit after SIGTERM before its process group gets SIGKILL. */
const STOP_GRACE_MS = 5_000;

function stopGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has already exited.
  }
}

/**
 * Runs the steps and resolves with each one's timing, in the order they finished. Rejects with a
 * StepFailedError after stopping the others when a step fails, and with an Error for a bad list.
 */
export function runSteps(steps: readonly RunnableStep[], options: RunOptions): Promise<StepTiming[]> {
  orderOf(steps);
  const onLine = options.onLine ?? defaultOnLine;
  const runStart = performance.now();
  const timings: StepTiming[] = [];
  const done = new Set<string>();
  const running = new Map<string, ChildProcess>();
  const waiting = new Set(steps.map((step) => step.name));
  let failure: StepFailedError | Error | undefined;

  return new Promise((resolve, reject) => {
    let killTimer: NodeJS.Timeout | undefined;
    const settleIfIdle = () => {
      if (running.size > 0) return;
      clearTimeout(killTimer);
      options.signal?.removeEventListener('abort', onAbort);
      if (failure) reject(failure);
      else resolve(timings);
    };
    const fail = (error: StepFailedError | Error) => {
      if (failure) return;
      failure = error;
      waiting.clear();
      for (const child of running.values()) stopGroup(child, 'SIGTERM');
      killTimer = setTimeout(() => {
        for (const child of running.values()) stopGroup(child, 'SIGKILL');
      }, STOP_GRACE_MS);
      settleIfIdle();
    };
    const onAbort = () => fail(new Error(`the build was stopped (${String(options.signal?.reason ?? 'aborted')}); so were its running steps`));

    const start = (step: RunnableStep) => {
      waiting.delete(step.name);
      const [command, ...args] = step.argv;
      const startedAt = performance.now();
      const child = spawn(command, args, { cwd: options.cwd, env: environmentOf(step, options), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
      running.set(step.name, child);
      if (child.pid !== undefined) options.onStart?.(step.name, child.pid);
      if (child.stdout) forEachLine(child.stdout, (line) => onLine(step.name, line, 'stdout'));
      if (child.stderr) forEachLine(child.stderr, (line) => onLine(step.name, line, 'stderr'));
      let spawnError: Error | undefined;
      child.on('error', (error) => (spawnError = error));
      // 'close', not 'exit': the step's output is all read by then.
      child.on('close', (code, signal) => {
        running.delete(step.name);
        timings.push({ name: step.name, startedAt: (startedAt - runStart) / 1000, seconds: (performance.now() - startedAt) / 1000 });
        if (!failure) {
          if (spawnError) fail(new StepFailedError(step.name, `${step.argv[0]} could not start: ${spawnError.message}`, timings));
          else if (code !== 0) fail(new StepFailedError(step.name, signal ? `killed by ${signal}` : `exit code ${code}`, timings));
          else {
            done.add(step.name);
            startReady();
          }
        }
        settleIfIdle();
      });
    };
    const startReady = () => {
      for (const step of steps) {
        if (!failure && waiting.has(step.name) && step.needs.every((need) => done.has(need))) start(step);
      }
    };

    if (options.signal?.aborted) {
      reject(new Error('the build was stopped before it started'));
      return;
    }
    options.signal?.addEventListener('abort', onAbort);
    startReady();
    settleIfIdle();
  });
}

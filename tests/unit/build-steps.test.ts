/**
 * The build's step list (lib/build/steps.ts) and the runner that `npm run build` and the benchmark
 * use (lib/build/runner.ts): the real list is complete and in a possible order; the runner, on fake
 * steps (small node programs), keeps that order, runs side by side what may, stops on a
 * failure naming the step, and times each step.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_READY_ENV, SITE_MANIFEST_FILE } from '@/lib/build/content-ready';
import { orderOf, runSteps, StepFailedError, type RunnableStep } from '@/lib/build/runner';
import { buildPlan, staleOutputs } from '@/lib/build/steps';

const root = path.resolve(import.meta.dirname, '../..');
const plan = buildPlan();
const step = (name: string): RunnableStep => {
  const found = plan.find((s) => s.name === name);
  if (!found) throw new Error(`no build step ${name}`);
  return found;
};
/** Every step that must have finished before this one starts, directly or not. */
function allNeeds(name: string): Set<string> {
  const found = new Set<string>();
  const visit = (n: string) => {
    for (const need of step(n).needs) {
      if (!found.has(need)) {
        found.add(need);
        visit(need);
      }
    }
  };
  visit(name);
  return found;
}

describe('the build step list', () => {
  it('runs programs that exist: the project binaries and the scripts given to tsx', () => {
    for (const { name, argv } of plan) {
      const [program, first] = argv;
      expect(existsSync(path.join(root, 'node_modules/.bin', program)), `${name}: ${program} is no binary of node_modules/.bin`).toBe(true);
      if (program === 'tsx') expect(existsSync(path.join(root, first ?? '')), `${name}: ${first} does not exist`).toBe(true);
    }
  });

  it('has an order: each need is a step of the list, no name twice, no cycle', () => {
    expect(orderOf(plan).map((s) => s.name).sort()).toEqual(plan.map((s) => s.name).sort());
  });

  it('starts next build beside Contentlayer, its workers waiting for the site manifest that the content check writes', () => {
    expect(allNeeds('next').has('content')).toBe(false);
    expect(allNeeds('next').has('check-content')).toBe(false);
    expect(step('next').env?.[CONTENT_READY_ENV]).toBe('1');
    // The content check reads Contentlayer's output and writes the manifest; an earlier build's manifest is gone first.
    expect(allNeeds('check-content').has('content')).toBe(true);
    // The step's script loads the site model, and loading it writes the manifest (once the model is sound).
    expect(readFileSync(path.join(root, 'scripts/check-content.ts'), 'utf8')).toContain('loadSiteModel');
    expect(readFileSync(path.join(root, 'lib/checks/load-model.ts'), 'utf8')).toContain('writeSiteManifest(');
    expect(staleOutputs).toContain(SITE_MANIFEST_FILE);
  });

  it('works in out/ only after next build has exported it', () => {
    // A script that works in out/ names it through lib/build/folders.ts (exportFolderArgument() and the like).
    const inOut = plan.filter((s) => s.argv[0] === 'tsx' && /\b(?:exportFolder|exportFolderArgument|OUT_FOLDER)\b/.test(readFileSync(path.join(root, s.argv[1] ?? ''), 'utf8')));
    expect(inOut.map((s) => s.name)).toEqual(expect.arrayContaining(['finalize', 'pages', 'security', 'seal']));
    for (const s of inOut) expect(allNeeds(s.name).has('next'), s.name).toBe(true);
  });

  it('seals last: the manifest that makes out/ deployable needs every other step', () => {
    const others = plan.filter((s) => s.name !== 'seal').map((s) => s.name);
    expect([...allNeeds('seal')].sort()).toEqual(others.sort());
    expect(step('seal').argv).toEqual(['tsx', 'scripts/seal-build.ts']);
  });

  it('is what npm run build runs, and npm run content runs what its content step runs', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.build).toBe('tsx scripts/build.ts');
    const content = step('content');
    expect(scripts.content).toBe(`NODE_OPTIONS="$NODE_OPTIONS ${content.nodeOptions?.join(' ')}" ${content.argv.join(' ')}`);
  });
});

const dir = mkdtempSync(path.join(os.tmpdir(), 'build-runner-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A fake step: a node program run in its own test folder. */
const fake = (name: string, code: string, needs: string[] = [], extra: Partial<RunnableStep> = {}): RunnableStep => ({
  name,
  argv: [process.execPath, '-e', `const fs = require('node:fs'); const sleep = (ms) => new Promise((r) => setTimeout(r, ms)); (async () => { ${code} })().catch((e) => { console.error(e.message); process.exit(1); });`],
  needs,
  ...extra,
});
/** Waits for a file, or fails the step: the proof that another step is running at the same time. */
const waitFor = (file: string) => `for (let i = 0; !fs.existsSync(${JSON.stringify(file)}); i++) { if (i > 600) throw new Error('${file} never appeared'); await sleep(50); }`;

const testDir = (name: string) => mkdtempSync(path.join(dir, `${name}-`));

describe('the build runner', () => {
  it('starts a step after what it needs, side by side otherwise, and times each step', async () => {
    const cwd = testDir('order');
    const steps = [
      // a and c wait for each other's start: the run finishes only if they run side by side.
      fake('a', `fs.writeFileSync('a.started', ''); ${waitFor('c.started')} fs.writeFileSync('a.done', '');`),
      fake('c', `fs.writeFileSync('c.started', ''); ${waitFor('a.started')}`),
      fake('b', `if (!fs.existsSync('a.done')) throw new Error('b started before a was done');`, ['a']),
    ];
    const lines: string[] = [];
    const timings = await runSteps(steps, { cwd, onLine: (name, line) => lines.push(`${name}: ${line}`) });
    expect(lines.filter((line) => line.includes('Error'))).toEqual([]);
    expect(timings.map((t) => t.name).sort()).toEqual(['a', 'b', 'c']);
    const timing = (name: string) => timings.find((t) => t.name === name) ?? { name, startedAt: NaN, seconds: NaN };
    for (const t of timings) expect(t.seconds, t.name).toBeGreaterThan(0);
    // Read from the runner's own clock: b started once a had ended.
    expect(timing('b').startedAt).toBeGreaterThanOrEqual(timing('a').startedAt + timing('a').seconds);
  });

  it('hands on each output line with its step, the last one without a newline too', async () => {
    const lines: string[] = [];
    await runSteps([fake('talk', `process.stdout.write('one\\ntwo'); console.error('oops');`)], {
      cwd: testDir('lines'),
      onLine: (name, line, stream) => lines.push(`${stream} [${name}] ${line}`),
    });
    expect(lines.sort()).toEqual(['stderr [talk] oops', 'stdout [talk] one', 'stdout [talk] two']);
  });

  it('stops every running step, its children too, and names the step that failed', async () => {
    const cwd = testDir('failure');
    const steps = [
      // A long step with a child of its own, as next build has workers.
      // Neither ends on its own: unless the runner stops them, the run never settles and the test times out.
      fake('long', `const child = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }); fs.writeFileSync('grandchild.pid', String(child.pid)); setInterval(() => {}, 1000);`),
      fake('broken', `${waitFor('grandchild.pid')} console.error('broken on purpose'); process.exit(3);`),
      fake('later', `fs.writeFileSync('later.ran', '');`, ['broken']),
    ];
    const lines: string[] = [];
    const run = runSteps(steps, { cwd, onLine: (name, line) => lines.push(`[${name}] ${line}`) });
    await expect(run).rejects.toThrow(StepFailedError);
    const error: unknown = await run.catch((e: unknown) => e);
    if (!(error instanceof StepFailedError)) throw new Error(`expected a StepFailedError, got ${String(error)}`);
    expect(error).toMatchObject({ step: 'broken', reason: 'exit code 3' });
    // The stopped step is timed too, up to its stop; the one that needed the failed step never ran.
    expect(error.timings.map((t) => t.name).sort()).toEqual(['broken', 'long']);
    expect(String(error)).toContain('build step "broken" failed (exit code 3)');
    expect(lines).toContain('[broken] broken on purpose');
    expect(existsSync(path.join(cwd, 'later.ran'))).toBe(false);
    const grandchild = Number(readFileSync(path.join(cwd, 'grandchild.pid'), 'utf8'));
    const alive = () => {
      try {
        process.kill(grandchild, 0);
        return true;
      } catch {
        return false;
      }
    };
    await expect.poll(alive, { timeout: 10_000 }).toBe(false);
  });

  it('stops the running steps and starts no other when the run is aborted (Ctrl-C in npm run build)', async () => {
    const cwd = testDir('abort');
    const stop = new AbortController();
    const steps = [fake('endless', `console.log(process.pid); setInterval(() => {}, 1000);`), fake('after', `fs.writeFileSync('after.ran', '');`, ['endless'])];
    let pid = 0;
    const run = runSteps(steps, {
      cwd,
      signal: stop.signal,
      onLine: (_name, line) => {
        pid = Number(line);
        stop.abort('SIGINT');
      },
    });
    await expect(run).rejects.toThrow('the build was stopped (SIGINT)');
    expect(pid).toBeGreaterThan(0);
    expect(() => process.kill(pid, 0)).toThrow();
    expect(existsSync(path.join(cwd, 'after.ran'))).toBe(false);
  });

  it('names a step whose program does not exist', async () => {
    const steps: RunnableStep[] = [{ name: 'ghost', argv: ['no-such-program-of-this-project'], needs: [] }];
    await expect(runSteps(steps, { cwd: testDir('ghost'), onLine: () => undefined })).rejects.toMatchObject({ step: 'ghost', reason: expect.stringContaining('could not start') });
  });

  it('refuses a list it could never finish, naming the step', () => {
    expect(() => orderOf([fake('a', '', ['b'])])).toThrow('build step "a" needs "b", which is no step of the list');
    expect(() => orderOf([fake('a', '', ['b']), fake('b', '', ['a']), fake('c', '')])).toThrow('build steps "a", "b" need each other in a cycle');
    expect(() => orderOf([fake('a', ''), fake('a', '')])).toThrow('build step "a" is listed twice');
  });
});

/**
 * A step cache keys an entry by its whole input (lib/build/step-cache.ts), so an entry is stale only if
 * `make` depends on something else: a file, an environment variable. Each cache's `make` runs here on
 * a sample input (support/step-cache-samples.ts) in a process of its own, in an empty working folder
 * holding only the files its definition declares as derived, with a clean environment, while every
 * path it opens, every program it runs and every variable the project's code reads is recorded: only
 * the code (the project's code folders, node_modules) and the declared folders and variables may be
 * read, and no program run.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDERING_CODE, STEP_CACHES, type StepCacheName } from '@/lib/build/step-cache';
import { isRecord } from '@/lib/util/is-record';
import { stepCacheSamples } from './support/step-cache-samples';

const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'step-cache-inputs-'));

beforeAll(() => {
  for (const name of STEP_CACHES) {
    const sandbox = path.join(work, name);
    mkdirSync(sandbox, { recursive: true });
    for (const [file, text] of Object.entries(stepCacheSamples[name]().files)) {
      mkdirSync(path.dirname(path.join(sandbox, file)), { recursive: true });
      writeFileSync(path.join(sandbox, file), text);
    }
  }
  // A clean environment: a variable the code reads would be unset here and set in a build.
  execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['--tsconfig', path.join(root, 'tsconfig.json'), path.join(root, 'tests/integration/support/run-step-cache-sample.ts'), work], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: process.env.NODE_ENV },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** What `make` may read: the code, as the caches' fingerprint names it, and what runs it. */
const code = [...RENDERING_CODE, 'scripts', 'contentlayer.config.ts', 'node_modules', 'tests/integration/support', 'tsconfig.json', 'package.json'].map((entry) => path.join(root, entry));
const inside = (file: string, folder: string) => file === folder || file.startsWith(`${folder}${path.sep}`);

function resultOf(name: StepCacheName) {
  const resultFile = path.join(work, `${name}.json`);
  const result: unknown = JSON.parse(readFileSync(resultFile, 'utf8'));
  if (!isRecord(result) || !Array.isArray(result.paths) || !Array.isArray(result.variables)) throw new Error(`${resultFile}: not a result`);
  const allowed = [...code, ...stepCacheSamples[name]().derived.map((folder) => path.join(work, name, folder))];
  return {
    undeclared: result.paths.filter((file) => typeof file !== 'string' || !allowed.some((folder) => inside(file, folder))),
    variables: result.variables,
    value: result.value,
    stored: result.stored,
  };
}

describe.each(STEP_CACHES.map((name) => [name]))('the %s step cache', (name) => {
  it('makes an entry from its input and the code alone, and stores it as it is', () => {
    const { undeclared, variables, value, stored } = resultOf(name);
    expect({ undeclared, variables }).toEqual({ undeclared: [], variables: [] });
    expect(value).not.toBeNull();
    expect(stored).toEqual(value);
  });
});

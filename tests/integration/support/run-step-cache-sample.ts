/**
 * Runs each step cache's `make` on its sample input (step-cache-samples.ts) with nothing but the code
 * and the sample's derived files around it, recording every path it opens, lists or tests, every
 * program it runs and every environment variable the project's code reads. Run by tests/integration/step-cache-inputs.test.ts with tsx:
 * `run-step-cache-sample.ts <work folder>`, one process for all (tsx and the code load once). Each
 * cache's sandbox, `<work>/<name>/`, becomes the working folder while its `make` runs (where a step
 * finds the content, the export and .contentlayer/), and `<work>/<name>.json` gets
 * `{ paths, variables, value, stored }`: `variables` those the definition does not declare.
 */
import childProcess from 'node:child_process';
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { STEP_CACHES } from '@/lib/build/step-cache';
import { stepCacheSamples } from './step-cache-samples';

const work = process.argv[2];
if (!work) throw new Error('usage: run-step-cache-sample.ts <work folder>');

const paths = new Set<string>();
const variables = new Set<string>();
let recording = false;

/** Every fs function that reads a path, sync, callback and promise forms: each records its path first. */
const reading = ['readFile', 'open', 'opendir', 'readdir', 'stat', 'lstat', 'access', 'exists', 'createReadStream', 'realpath', 'readlink', 'watch'];
const record = (file: unknown) => {
  if (recording && (typeof file === 'string' || file instanceof URL || Buffer.isBuffer(file))) paths.add(path.resolve(file instanceof URL ? file.pathname : String(file)));
};
function traced(target: object, method: string, onCall = record): void {
  const original: unknown = Reflect.get(target, method);
  if (typeof original !== 'function') return;
  Reflect.set(target, method, function (this: unknown, ...args: unknown[]) {
    onCall(args[0]);
    return Reflect.apply(original, this, args);
  });
}
for (const method of reading) {
  traced(fs, method);
  traced(fs, `${method}Sync`);
  traced(fs.promises, method);
}
// A program it runs reads what it likes (`git log` for the pages' dates): recorded as `program:<name>`.
for (const method of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork']) {
  traced(childProcess, method, (program) => {
    if (recording) paths.add(`program:${String(program)}`);
  });
}
syncBuiltinESMExports();
// Variables read by the project's code: Node's and the libraries' own (NODE_DEBUG, tsx's) are theirs to read.
const root = path.resolve(import.meta.dirname, '../../..');
const readByProject = () => {
  const caller = new Error().stack?.split('\n')[3] ?? '';
  return caller.includes(root) && !caller.includes(`${root}/node_modules/`);
};
process.env = new Proxy(process.env, {
  get(env, variable) {
    if (recording && typeof variable === 'string' && readByProject()) variables.add(variable);
    return Reflect.get(env, variable);
  },
});

for (const name of STEP_CACHES) {
  const sample = stepCacheSamples[name]();
  paths.clear();
  variables.clear();
  process.chdir(path.join(work, name));
  recording = true;
  const value = await sample.make();
  recording = false;
  const result = { paths: [...paths].sort(), variables: [...variables].filter((variable) => !sample.variables.includes(variable)).sort(), value, stored: sample.stored(value) };
  fs.writeFileSync(path.join(work, `${name}.json`), JSON.stringify(result));
}

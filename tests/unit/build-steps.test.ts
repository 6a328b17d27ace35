/** The benchmark times each step of `npm run build`: steps are the top-level `&&` chain, quoted commands stay whole. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSteps } from '@/lib/perf/build-run';

const dir = mkdtempSync(path.join(os.tmpdir(), 'build-steps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const stepsOf = (build: string) => {
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ scripts: { build } }));
  return buildSteps(dir);
};

describe('build steps', () => {
  it('splits the chain at the top level only', () => {
    expect(stepsOf('a && concurrently "b && touch x && c" "D=1 d" && e --after')).toEqual(['a', 'concurrently "b && touch x && c" "D=1 d"', 'e --after']);
  });

  it('reads the project build script as its steps, the side-by-side ones whole', () => {
    const steps = buildSteps(path.resolve(import.meta.dirname, '../..'));
    expect(steps.length).toBeGreaterThan(3);
    for (const step of steps) expect(step.split('"').length % 2, step).toBe(1);
  });
});

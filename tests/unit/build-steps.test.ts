/** The benchmark times each step of `npm run build`: steps are the top-level `&&` chain, quoted commands stay whole. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSteps, sideBySideParts } from '@/lib/perf/build-run';

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
    const root = path.resolve(import.meta.dirname, '../..');
    const build = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { build: string } }).scripts.build;
    const steps = buildSteps(root);
    // Nothing lost or added: the steps chained again are the script.
    expect(steps.join(' && ')).toBe(build);
    for (const step of steps) {
      // Each step is whole: its quotes balance, and it has no top-level chain left to split.
      expect(step.split('"').length % 2, step).toBe(1);
      expect(stepsOf(step), step).toEqual([step]);
    }
    // The script's side-by-side steps chain commands inside their quotes; those stay in their step.
    const sideBySide = steps.filter((step) => step.startsWith('concurrently '));
    expect(sideBySide.length).toBeGreaterThan(0);
    expect(sideBySide.some((step) => /"[^"]* && [^"]*"/.test(step))).toBe(true);
  });

  it('reads how long each command of a side-by-side step ran from concurrently --timings', () => {
    const output = [
      '[content] Generated 106 documents in .contentlayer',
      '[next] next build stopped at 2026-11-23 22:23:43.047 after 10,503ms',
      '[content] npm run content && touch .contentlayer/complete && npm run check:content stopped at 2026-11-23 22:23:42.844 after 7303ms',
    ].join('\n');
    expect(sideBySideParts(output)).toEqual([
      { name: 'next', seconds: 10.503 },
      { name: 'content', seconds: 7.303 },
    ]);
  });
});

/** The benchmarks' working copies of the project. */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { NEXT_DIR } from '../../lib/build/next-folder';
import { OUT_FOLDER } from '../../lib/build/folders';

/** A fresh copy of the project without build output or the build caches; node_modules hard-linked (Turbopack does not follow a symlink out of the project). */
export function freshCopy(project: string, target: string): void {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const skip = new Set(['node_modules', NEXT_DIR, OUT_FOLDER, '.contentlayer', '.cache', '.git', 'screenshots', 'test-results']);
  cpSync(project, target, { recursive: true, filter: (source) => !skip.has(path.relative(project, source).split(path.sep)[0] ?? '') });
  execFileSync('cp', ['-al', path.join(project, 'node_modules'), path.join(target, 'node_modules')]);
}

/** The environment a benchmark's build runs in: CI mode, no telemetry, the copy's own binaries first. */
export const benchEnv = (dir: string): NodeJS.ProcessEnv => ({ ...process.env, CI: 'true', NEXT_TELEMETRY_DISABLED: '1', PATH: `${path.join(dir, 'node_modules/.bin')}:${process.env.PATH ?? ''}` });

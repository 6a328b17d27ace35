// Plain JavaScript so that next.config.js (which Next loads without a TypeScript loader) and
// lib/deploy/commit.ts read the same definition of a clean tree.
import { execFileSync } from 'node:child_process';

const git = (args, cwd) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/**
 * Whether the working tree differs from HEAD in anything a build could read: a changed tracked file
 * or an untracked file that .gitignore does not exclude (an untracked page or `public/` file reaches
 * the export, so a build with one is not what its commit holds). Throws outside a git checkout.
 */
export function treeIsDirty(cwd = process.cwd()) {
  return git(['status', '--porcelain', '--untracked-files=all'], cwd) !== '';
}

/** The commit's id as builds name it: the first 12 hex digits of HEAD. Throws outside a git checkout. */
export function headCommit(cwd = process.cwd()) {
  return git(['rev-parse', 'HEAD'], cwd);
}

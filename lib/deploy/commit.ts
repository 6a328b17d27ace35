/**
 * The commit a build was made from, which names the build (next.config.js gives Next the same id)
 * and orders deploys: a deploy refuses a build whose commit is older than the live one.
 */
import { execFileSync } from 'node:child_process';
import { headCommit, treeIsDirty } from './tree-state.mjs';

export interface CommitInfo {
  /** Full SHA-1, or 'none' outside a git checkout. */
  commit: string;
  /** Committer time, ISO 8601 ('' outside a checkout). */
  commitTime: string;
  /** Tracked files differ from the commit, or untracked ones sit beside it: the build is not what the commit holds. */
  dirty: boolean;
}

const git = (args: string[], cwd: string) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

export function commitInfo(cwd = process.cwd()): CommitInfo {
  try {
    return {
      commit: headCommit(cwd),
      commitTime: git(['log', '-1', '--format=%cI', 'HEAD'], cwd),
      dirty: treeIsDirty(cwd),
    };
  } catch {
    return { commit: 'none', commitTime: '', dirty: true };
  }
}

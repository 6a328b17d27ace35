/**
 * The fixture content (tests/fixtures/content) built in a folder of its own with the two steps
 * `npm run build` starts with: Contentlayer, then the content check, which writes the site manifest.
 * Tests that need built content use this rather than the real content.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropContentCacheIfReadsChanged } from '@/lib/build/content-includes';
import { CONTENT_FOLDER } from '@/lib/build/folders';

export const projectRoot = path.resolve(import.meta.dirname, '../..');

const bin = (name: string) => path.join(projectRoot, 'node_modules/.bin', name);

export interface ContentBuild {
  status: number | null;
  output: string;
}

/** A fresh copy of the fixture content in `dir/content`, changed by `mutate` (given that content folder). */
function copyFixtureContent(dir: string, mutate: (contentDir: string) => void): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(projectRoot, 'tests/fixtures/content'), path.join(dir, CONTENT_FOLDER), { recursive: true });
  mutate(path.join(dir, CONTENT_FOLDER));
}

/** The content and check steps in `dir` (its content in `dir/content`), over what a previous build left. */
export function buildContentIn(dir: string): ContentBuild {
  // Contentlayer finds its working directory from PWD, which spawn does not update.
  const env = { ...process.env, PWD: dir, CONTENT_DIR: path.join(dir, CONTENT_FOLDER), NO_COLOR: '1', FORCE_COLOR: '0' };
  dropContentCacheIfReadsChanged(dir, path.join(dir, CONTENT_FOLDER));
  const contentlayer = spawnSync(bin('contentlayer2'), ['build', '--config', path.relative(dir, path.join(projectRoot, 'contentlayer.config.ts'))], { cwd: dir, env, encoding: 'utf8' });
  if (contentlayer.status !== 0) return { status: contentlayer.status, output: `${contentlayer.stdout}${contentlayer.stderr}` };
  const check = spawnSync(bin('tsx'), [path.join(projectRoot, 'scripts/check-content.ts')], { cwd: dir, env, encoding: 'utf8' });
  return { status: check.status, output: `${contentlayer.stdout}${contentlayer.stderr}${check.stdout}${check.stderr}` };
}

/** The fixture content, changed by `mutate`, built in `dir`. */
export function buildFixtureContent(dir: string, mutate: (contentDir: string) => void): ContentBuild {
  copyFixtureContent(dir, mutate);
  return buildContentIn(dir);
}

export const editFile = (file: string, change: (text: string) => string): void => writeFileSync(file, change(readFileSync(file, 'utf8')));

/**
 * Copies of the fixture content (no build) in temporary folders: `copy()` makes one, `removeAll()`
 * deletes every one made so far (for afterEach).
 */
export function fixtureContentCopies(prefix: string): { copy: () => string; removeAll: () => void } {
  const dirs: string[] = [];
  return {
    copy: () => {
      const dir = mkdtempSync(path.join(tmpdir(), prefix));
      dirs.push(dir);
      cpSync(path.join(projectRoot, 'tests/fixtures/content'), dir, { recursive: true });
      return dir;
    },
    removeAll: () => {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { treeIsDirty } from '@/lib/deploy/tree-state.mjs';
import { OUT_FOLDER } from '@/lib/build/folders';

describe('treeIsDirty', () => {
  let dir = '';
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tree-state-'));
    git('init', '-q');
    writeFileSync(join(dir, '.gitignore'), 'out/\n');
    writeFileSync(join(dir, 'page.mdx'), '# Page\n');
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@paymora.example', 'commit', '-qm', 'first');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is clean right after a commit, and ignored files keep it clean', () => {
    mkdirSync(join(dir, OUT_FOLDER));
    writeFileSync(join(dir, OUT_FOLDER, 'index.html'), '<p>built</p>');
    expect(treeIsDirty(dir)).toBe(false);
  });

  it('is dirty with an untracked file that could reach the export', () => {
    mkdirSync(join(dir, 'public'));
    writeFileSync(join(dir, 'public', 'probe-config.json'), '{}');
    expect(treeIsDirty(dir)).toBe(true);
  });

  it('is dirty with a changed tracked file', () => {
    writeFileSync(join(dir, 'page.mdx'), '# Changed\n');
    expect(treeIsDirty(dir)).toBe(true);
  });
});

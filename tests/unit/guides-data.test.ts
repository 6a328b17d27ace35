/**
 * The guides' data sets (content/data/api-limits.json, content/data/test-scenarios.json) fail the content
 * build on a malformed row, naming the file and the field, like the other data sets.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const tmpRoot = path.join(root, 'tests/.tmp/guides-data');

function contentBuild(name: string, mutate: (contentDir: string) => void): { status: number | null; output: string } {
  const dir = path.join(tmpRoot, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(root, 'tests/fixtures/content'), path.join(dir, 'content'), { recursive: true });
  mutate(path.join(dir, 'content'));
  const env = { ...process.env, PWD: dir, CONTENT_DIR: path.join(dir, 'content'), NO_COLOR: '1', FORCE_COLOR: '0' };
  const run = spawnSync(path.join(root, 'node_modules/.bin/contentlayer2'), ['build', '--config', path.relative(dir, path.join(root, 'contentlayer.config.ts'))], { cwd: dir, env, encoding: 'utf8' });
  if (run.status !== 0) return { status: run.status, output: `${run.stdout}${run.stderr}` };
  // The same two steps `npm run build` starts with: Contentlayer, then the content check.
  const check = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'scripts/check-content.ts')], { cwd: dir, env, encoding: 'utf8' });
  return { status: check.status, output: `${run.stdout}${run.stderr}${check.stdout}${check.stderr}` };
}

const edit = (file: string, change: (text: string) => string) => writeFileSync(file, change(readFileSync(file, 'utf8')));

describe('guides data sets', { timeout: 60_000 }, () => {
  afterAll(() => rmSync(tmpRoot, { recursive: true, force: true }));

  it('builds the real data files', () => {
    const result = contentBuild('real', (dir) => {
      for (const file of ['api-limits.json', 'test-scenarios.json']) cpSync(path.join(root, 'content/data', file), path.join(dir, 'data', file));
    });
    expect(result.output).not.toMatch(/Inconsistent data|incompatible|missing/i);
    expect(result.status).toBe(0);
  });

  it('fails on a field no row may carry', () => {
    const result = contentBuild('extra-field', (dir) => edit(path.join(dir, 'data/api-limits.json'), (t) => t.replace('"scope":"per API key"', '"scope":"per API key","burst":40')));
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('data/api-limits.json');
    expect(result.output).toMatch(/burst/);
  });

  it('fails on an empty webhook list', () => {
    const result = contentBuild('empty-webhooks', (dir) => edit(path.join(dir, 'data/test-scenarios.json'), (t) => t.replace('["payment.refused"]', '[]')));
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/content\/data\/test-scenarios\.json: scenarios\[0\]\.webhooks is \[\]/);
  });

  it('fails on a rate limit that is not a number, naming the file and the field', () => {
    const result = contentBuild('bad-rate', (dir) => edit(path.join(dir, 'data/api-limits.json'), (t) => t.replace('"requestsPerSecond":25', '"requestsPerSecond":"25/s"')));
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('data/api-limits.json');
    expect(result.output).toMatch(/requestsPerSecond/);
  });

  it('fails on a test scenario without its outcome, naming the file and the field', () => {
    const result = contentBuild('missing-outcome', (dir) => edit(path.join(dir, 'data/test-scenarios.json'), (t) => t.replace(',"outcome":"o"', '')));
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/content\/data\/test-scenarios\.json: scenarios\[0\]\.outcome is missing/);
  });
});

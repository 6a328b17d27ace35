/**
 * The guides' data sets (content/data/api-limits.json, content/data/test-scenarios.json) fail the content
 * build on a malformed row, naming the file and the field, like the other data sets.
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFixtureContent, editFile as edit, projectRoot as root } from './support/content-fixture';

const tmpRoot = path.join(root, 'tests/.tmp/guides-data');

const contentBuild = (name: string, mutate: (contentDir: string) => void) => buildFixtureContent(path.join(tmpRoot, name), mutate);

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

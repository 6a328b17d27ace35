import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adaptPeerContent, docFileOfUrl } from '@/tools/perf/peer-content';
import { CONTENT_FOLDER } from '@/lib/build/folders';

// A tiny tree in the peers' plain layout: the welcome page, a page, a folder index, three extra pages in two groups.
const tree = path.resolve('tests/fixtures/peer-content');
let work: string;
let content: string;

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'peer-content-'));
  content = path.join(work, CONTENT_FOLDER);
  mkdirSync(path.join(content, 'docs/old'), { recursive: true });
  writeFileSync(path.join(content, 'docs/old/page.mdx'), '---\ntitle: Old\ndescription: Old\n---\n');
  mkdirSync(path.join(content, 'versions/2025-10/docs'), { recursive: true });
  const versions = [
    { name: 'latest', label: 'Latest', status: 'current', releaseDate: '2026-11-01' },
    { name: '2025-10', label: 'October 2025', status: 'supported', releaseDate: '2025-10-01', supportedUntil: '2027-04-30' },
  ];
  writeFileSync(path.join(content, 'versions.json'), JSON.stringify({ versions }));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const read = (file: string) => readFileSync(path.join(content, 'docs', file), 'utf8');

describe('adaptPeerContent', () => {
  it('maps each URL to the file our routes serve it from', () => {
    expect(docFileOfUrl('/')).toBe('index.mdx');
    expect(docFileOfUrl('/a/b')).toBe('a/b.mdx');
    expect(docFileOfUrl('/a/')).toBe('a/index.mdx');
  });

  it('replaces the docs with the spec pages and the first extra pages, in our front matter', () => {
    const adapted = adaptPeerContent(tree, content, 2);
    expect(adapted).toEqual({ pages: 5, extraPages: 2, extraFiles: ['scale/group-001/page-00001.mdx', 'scale/group-001/page-00002.mdx'] });
    expect(existsSync(path.join(content, 'docs/old'))).toBe(false);
    expect(existsSync(path.join(content, 'docs/scale/group-002'))).toBe(false);
    // The welcome page is our docs/index.mdx; its slug goes (our route comes from the file's place).
    expect(read('index.mdx')).toBe('---\ntitle: "Welcome"\ndescription: "Where to start with the Paymora API."\nsidebar_position: 1\n---\n\nWhere to start with the Paymora API.\n\n## Where to start\n\n- [Let\'s get started](/category/lets-get-started): everything before the first payment.\n');
    expect(read('hosted-checkout/optional-parameters/index.mdx')).toContain('title: "Optional parameters"');
    expect(read('get-started/get-the-key.mdx')).toContain('Send the key in the X-API-Key header.');
  });

  it('gives every category a page: a generated index keeps its slug, a group without a page gets one, a folder index none', () => {
    adaptPeerContent(tree, content, 3);
    const category = (dir: string): unknown => JSON.parse(read(`${dir}/_category.json`));
    expect(category('get-started')).toEqual({ label: "Let's get started", position: 2, description: 'Everything before the first payment.', slug: 'lets-get-started' });
    expect(category('hosted-checkout/optional-parameters')).toEqual({ label: 'Optional parameters', position: 3, description: 'Optional parameters: pages of the shared benchmark content.' });
    expect(category('scale/group-002')).toEqual({ label: 'Group 2', position: 2, description: 'Group 2: pages of the shared benchmark content.', slug: 'scale-group-002' });
  });

  it('keeps only the current docs version, as the peers build one', () => {
    adaptPeerContent(tree, content, 0);
    expect(JSON.parse(readFileSync(path.join(content, 'versions.json'), 'utf8'))).toEqual({ versions: [{ name: 'latest', label: 'Latest', status: 'current', releaseDate: '2026-11-01' }] });
    expect(existsSync(path.join(content, 'versions'))).toBe(false);
  });

  it('refuses more extra pages than the tree holds, naming its pages.json', () => {
    expect(() => adaptPeerContent(tree, content, 4)).toThrow(`${path.join(tree, 'pages.json')}: holds 3 extra pages, and 4 were asked for; generate the tree with a larger --scale`);
  });

  it('names the file of a page without front matter', () => {
    const broken = path.join(work, 'tree');
    cpSync(tree, broken, { recursive: true });
    writeFileSync(path.join(broken, 'get-started/get-the-key.md'), 'No front matter.\n');
    expect(() => adaptPeerContent(broken, content, 0)).toThrow(`${path.join(broken, 'get-started/get-the-key.md')}:1: no front matter`);
  });
});

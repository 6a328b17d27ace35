/**
 * The authoring loop as a new author meets it: `npm run dev` on a copy of the repository with no build
 * (no .contentlayer/, .next/ or out/), then saved edits that must show in the page already open in
 * Chromium, sidebar and table of contents included, a schema error that names the file and the field
 * while the server goes on, and the fix that brings it back. Slow by nature (Contentlayer's first
 * generation and next dev's first compile): one server for the whole file, generous waits that retry.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { eventually, test } from '../browser/support';
import { contentFile } from '../../lib/build/folders';

const root = path.resolve(import.meta.dirname, '../..');
// Inside the project, so that node_modules can be hard-linked (one file system): Turbopack refuses a
// symlinked node_modules whose real path is outside the project it compiles.
const copy = path.join(root, 'tests/.tmp/dev-loop');
const page = 'content/docs/get-started/use-these-test-cards.mdx';
const route = '/get-started/use-these-test-cards/';

/**
 * A generation, a compile and a refetch (Next reloads the page when its props change) on a 2-core
 * machine shared with builds: a second or two when quiet, over a minute when loaded. The first
 * generation and compile are far slower.
 */
const EDIT_SHOWS = 240_000;
const FIRST_PAGE = 420_000;

let server: ChildProcess | undefined;
let output = '';
let origin = '';

/** The project's files as git sees them (tracked and new, none ignored), as a fresh clone has them plus uncommitted work. */
function copyProject(): void {
  rmSync(copy, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(path.join(root, file))) continue; // deleted, not yet committed
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(copy, file));
  }
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(copy, 'node_modules')]);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The processes working in the copy (Linux's /proc): next dev's workers outlive the runner that started
 * them by a moment, still writing their cache into .next/dev, which then cannot be removed (ENOTEMPTY).
 */
function processesIn(dir: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readlinkSync(`/proc/${pid}/cwd`).startsWith(dir);
      } catch {
        return false; // gone, or not ours to read
      }
    })
    .map(Number);
}

const edit = (file: string, change: (text: string) => string) => writeFileSync(path.join(copy, file), change(readFileSync(path.join(copy, file), 'utf8')));
const mainText = (open: Page) => open.locator('main').innerText({ timeout: 5_000 });
const navText = (open: Page, label: string) => open.locator(`nav[aria-label="${label}"]`).first().innerText({ timeout: 5_000 });
/** What a failed wait says: the step, and the dev server's last output. */
const waiting = (step: string) => `${step}; the dev server's last output:\n${output.slice(-4000)}`;

describe('npm run dev on a fresh copy', { timeout: FIRST_PAGE + 60_000 }, () => {
  beforeAll(async () => {
    copyProject();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn('npm', ['run', 'dev', '--', '--hostname', '127.0.0.1', '--port', String(port)], { cwd: copy, detached: true, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NO_COLOR: '1' } });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  }, 180_000);

  afterAll(async () => {
    const running = server;
    if (running?.pid !== undefined && running.exitCode === null) {
      const closed = new Promise((resolve) => running.once('close', resolve));
      // scripts/dev.ts stops contentlayer2 dev and next dev (process groups of their own) on SIGTERM.
      process.kill(-running.pid, 'SIGTERM');
      const timer = setTimeout(() => running.pid !== undefined && process.kill(-running.pid, 'SIGKILL'), 20_000);
      await closed;
      clearTimeout(timer);
    }
    // next dev's workers, started in the copy by this test, may still be writing their cache: wait for
    // them, and stop the ones a loaded machine has not let finish within a minute.
    for (let waited = 0; processesIn(copy).length > 0 && waited < 60; waited += 1) await sleep(1_000);
    for (const pid of processesIn(copy)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // It ended meanwhile.
      }
    }
    rmSync(copy, { recursive: true, force: true, maxRetries: 10, retryDelay: 1_000 });
  }, 120_000);

  test('serves the page with no build, then shows each saved edit in the open page', { timeout: FIRST_PAGE + 8 * EDIT_SHOWS }, async ({ newContext }) => {
    const open = await (await newContext()).newPage();
    // Until Contentlayer's first generation and the page's first compile are done, next dev answers with an error.
    await eventually(async () => (await open.goto(`${origin}${route}`, { timeout: FIRST_PAGE }))?.status(), `the dev server never served ${route}:\n${output.slice(-3000)}`, FIRST_PAGE).toBe(200);
    await eventually(() => open.locator('h1').innerText(), undefined, EDIT_SHOWS).toBe('Use these test cards');

    // A page's text.
    edit(page, (text) => `${text}\nA paragraph saved in the dev loop.\n`);
    await eventually(() => mainText(open), waiting('a text edit'), EDIT_SHOWS).toContain('A paragraph saved in the dev loop.');

    // A heading: in the page and in its table of contents.
    edit(page, (text) => `${text}\n## Heading saved in the dev loop\n\nUnder it.\n`);
    await eventually(() => navText(open, 'On this page'), waiting('a new heading in the table of contents'), EDIT_SHOWS).toContain('Heading saved in the dev loop');
    await eventually(() => open.locator('h2', { hasText: 'Heading saved in the dev loop' }).count(), undefined, EDIT_SHOWS).toBe(1);

    // A new page of the same folder: in the open page's sidebar, and served at its route.
    writeFileSync(path.join(copy, contentFile('docs/get-started/dev-loop-page.mdx')), '---\ntitle: Page saved in the dev loop\ndescription: A page written while npm run dev runs, which the open page lists in its sidebar at once.\nsidebar_position: 9\n---\n\nNew.\n');
    await eventually(() => navText(open, 'Docs'), waiting('a new page in the sidebar'), EDIT_SHOWS).toContain('Page saved in the dev loop');

    // A category's label.
    edit('content/docs/get-started/_category.json', (text) => text.replace(`"label": "Let's get started"`, '"label": "Category saved in the dev loop"'));
    await eventually(() => navText(open, 'Docs'), waiting('a category label in the sidebar'), EDIT_SHOWS).toContain('Category saved in the dev loop');

    // A data file that a table of the page renders.
    edit('content/data/test-cards.json', (text) => text.replace('"outcome": "Authorised",', '"outcome": "Authorised in the dev loop",'));
    await eventually(() => mainText(open), waiting('a data file edit'), EDIT_SHOWS).toContain('Authorised in the dev loop');

    const fresh = await (await newContext()).newPage();
    await eventually(async () => (await fresh.goto(`${origin}/get-started/dev-loop-page/`, { timeout: EDIT_SHOWS }))?.status(), waiting('the new page at its route'), EDIT_SHOWS).toBe(200);
    await eventually(() => fresh.locator('h1').innerText(), undefined, EDIT_SHOWS).toBe('Page saved in the dev loop');
  });

  test('names the file and the field of a schema error, keeps serving the last good content, and recovers once it is fixed', { timeout: 4 * EDIT_SHOWS }, async ({ newContext }) => {
    const open = await (await newContext()).newPage();
    await eventually(async () => (await open.goto(`${origin}${route}`, { timeout: EDIT_SHOWS }))?.status(), undefined, EDIT_SHOWS).toBe(200);
    const before = output.length;
    edit(page, (text) => text.replace('sidebar_position: 3', 'sidebar_position: third'));
    await eventually(() => output.slice(before), waiting('the schema error in the output'), EDIT_SHOWS).toMatch(/use-these-test-cards\.mdx[\s\S]*sidebar_position/);
    // The server goes on: the page still answers, with what was last valid.
    expect((await open.reload({ timeout: EDIT_SHOWS }))?.status()).toBe(200);
    await eventually(() => open.locator('h1').innerText(), undefined, EDIT_SHOWS).toBe('Use these test cards');

    edit(page, (text) => `${text.replace('sidebar_position: third', 'sidebar_position: 3')}\nA paragraph saved after the fix.\n`);
    await eventually(() => mainText(open), waiting('the fixed page'), EDIT_SHOWS).toContain('A paragraph saved after the fix.');
  });
});

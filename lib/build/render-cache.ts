/**
 * Doc pages that `next build` need not render again (issue 16): Next's static export has no
 * incremental mode, so after a one-page edit it rendered all 5,000 pages again. A doc page's HTML and
 * data file are a function of its props and the code, so a page whose props and code are those of a
 * page the last build rendered is left out of `getStaticPaths` and its files are copied back from
 * this cache after `next build` (scripts/restore-rendered-pages.ts, with the new build id).
 *
 * - `getStaticPaths` (pages/[...slug].tsx) asks `routesToRender`, which writes the plan: the skipped
 *   pages, and one page rendered although cached (the probe) to prove the cache still renders alike.
 * - `getStaticProps` records each rendered page's key in a log of its own process.
 * - The restore step checks the probe, copies the skipped pages back, and stores the rendered ones.
 *
 * Only `npm run build` turns it on (RENDER_CACHE_ENV): a lone `next build` or `next dev` renders
 * every page and records nothing.
 */
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isRecord } from '../util/is-record';
import { codeFingerprint, contentKey, RENDERING_CODE } from './step-cache';

export const RENDER_CACHE_ENV = 'PAYMORA_RENDER_CACHE';

/**
 * Set by `npm run build -- --unchanged` (npm test's second build): nothing changed since the last
 * build, so rendering any doc page but the probe means a key is not reproducible, and fails the build.
 */
export const EXPECT_UNCHANGED_ENV = 'PAYMORA_EXPECT_UNCHANGED';

/** Relative to the project folder, inside `.cache/`, which a CI keeps (lib/build/caches.ts). */
export const RENDER_CACHE_DIR = path.join('.cache', 'rendered-pages');

/**
 * What a page's markup depends on besides its props: the code that renders it (the styles and the
 * config that shape class names and chunks too), and the public variables Next inlines into it.
 */
const RENDER_CODE = [...RENDERING_CODE, 'styles', 'public', 'tailwind.config.ts', 'postcss.config.mjs', 'tsconfig.json'];

/** `root`: the project folder (the build's working folder: inside `next build` code runs from bundles elsewhere). */
export function renderFingerprint(root: string, env: Readonly<Record<string, string | undefined>> = process.env): string {
  const publicVariables = Object.keys(env)
    .filter((name) => name.startsWith('NEXT_PUBLIC_'))
    .sort()
    .map((name) => `${name}=${env[name] ?? ''}`);
  return contentKey(codeFingerprint(root, RENDER_CODE), ...publicVariables);
}

/** A page's key: its route and props. The fingerprint applies to the whole cache (RenderIndex). */
export const pageKey = (route: string, props: unknown): string => contentKey(route, JSON.stringify(props));

export interface CachedPage {
  key: string;
  /** The build id the cached files were rendered with: it is replaced by the new one on restore. */
  buildId: string;
}

/** The cache's table of contents: each cached page by route. */
export interface RenderIndex {
  fingerprint: string;
  pages: Record<string, CachedPage>;
}

export interface PlannedPage {
  route: string;
  key: string;
}

/** What `getStaticPaths` decided, for the restore step. */
export interface RenderPlan {
  fingerprint: string;
  skipped: PlannedPage[];
  /** Cached pages rendered anyway: the restore step compares them with their cached files. */
  probes: PlannedPage[];
}

const indexFile = (dir: string) => path.join(dir, 'index.json');
const planFile = (dir: string) => path.join(dir, 'plan.json');
const LOG_PREFIX = 'rendered-';
const logFile = (dir: string) => path.join(dir, `${LOG_PREFIX}${process.pid}.jsonl`);

/** A cached page's files: its HTML and its data file. */
export const cachedFiles = (dir: string, key: string) => ({ html: path.join(dir, `${key}.html`), data: path.join(dir, `${key}.json`) });

const isCachedPage = (value: unknown): value is CachedPage => isRecord(value) && typeof value.key === 'string' && typeof value.buildId === 'string';
const isPlanned = (value: unknown): value is PlannedPage => isRecord(value) && typeof value.route === 'string' && typeof value.key === 'string';

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function writeJsonAtomically(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(value));
  renameSync(`${file}.tmp`, file);
}

/** The cache's index, empty when it is missing, unreadable or of other code: the cache only saves work. */
export function readRenderIndex(dir: string, fingerprint: string): RenderIndex {
  const value = readJson(indexFile(dir));
  const pages: Record<string, CachedPage> = {};
  if (isRecord(value) && value.fingerprint === fingerprint && isRecord(value.pages)) {
    for (const [route, page] of Object.entries(value.pages)) if (isCachedPage(page)) pages[route] = page;
  }
  return { fingerprint, pages };
}

export const writeRenderIndex = (dir: string, index: RenderIndex): void => writeJsonAtomically(indexFile(dir), index);

export function readRenderPlan(dir: string): RenderPlan | null {
  const value = readJson(planFile(dir));
  if (!isRecord(value) || typeof value.fingerprint !== 'string' || !Array.isArray(value.skipped) || !Array.isArray(value.probes)) return null;
  return { fingerprint: value.fingerprint, skipped: value.skipped.filter(isPlanned), probes: value.probes.filter(isPlanned) };
}

export const removeRenderPlan = (dir: string): void => rmSync(planFile(dir), { force: true });

/** @internal Exported for its unit test (knip --production): planRender writes the plan. */
export function writeRenderPlan(dir: string, plan: RenderPlan): void {
  clearRenderedLogs(dir);
  writeJsonAtomically(planFile(dir), plan);
}

/**
 * The routes `next build` must render, given each route's key (computed only when a cached page could
 * match it: a cold build computes no props here). Writes the plan and clears the logs of earlier runs.
 * The first cached page is rendered anyway as the probe.
 */
export async function planRender(dir: string, fingerprint: string, routes: readonly string[], keyOf: (route: string) => Promise<string | null>): Promise<string[]> {
  const index = readRenderIndex(dir, fingerprint);
  const render: string[] = [];
  const skipped: PlannedPage[] = [];
  const probes: PlannedPage[] = [];
  for (const route of routes) {
    const cachedPage = index.pages[route];
    const key = cachedPage && existsSync(cachedFiles(dir, cachedPage.key).html) ? await keyOf(route) : null;
    if (!cachedPage || key !== cachedPage.key) render.push(route);
    else if (probes.length === 0) {
      probes.push({ route, key });
      render.push(route);
    } else skipped.push({ route, key });
  }
  writeRenderPlan(dir, { fingerprint, skipped, probes });
  return render;
}

/** From getStaticProps: this page was rendered with this key (one log per process: workers write side by side). */
export function recordRendered(dir: string, page: PlannedPage): void {
  mkdirSync(dir, { recursive: true });
  appendFileSync(logFile(dir), `${JSON.stringify(page)}\n`);
}

/** Every page this build rendered, by route, from every process's log. */
export function readRenderedLogs(dir: string): Map<string, string> {
  const rendered = new Map<string, string>();
  if (!existsSync(dir)) return rendered;
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(LOG_PREFIX)) continue;
    for (const line of readFileSync(path.join(dir, name), 'utf8').split('\n')) {
      if (line === '') continue;
      const page: unknown = JSON.parse(line);
      if (isPlanned(page)) rendered.set(page.route, page.key);
    }
  }
  return rendered;
}

export function clearRenderedLogs(dir: string): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) if (name.startsWith(LOG_PREFIX)) rmSync(path.join(dir, name), { force: true });
}

/** Deletes every cached file the index no longer names. */
export function pruneRenderCache(dir: string, index: RenderIndex): number {
  const kept = new Set(Object.values(index.pages).flatMap((page) => Object.values(cachedFiles(dir, page.key)).map((file) => path.basename(file))));
  let removed = 0;
  for (const name of readdirSync(dir)) {
    if (!/^[0-9a-f]{64}\.(html|json)$/.test(name) || kept.has(name)) continue;
    rmSync(path.join(dir, name), { force: true });
    removed += 1;
  }
  return removed;
}

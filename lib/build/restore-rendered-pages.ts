/**
 * The step after `next build` (lib/build/render-cache.ts): checks that each probe page renders as its
 * cached copy, copies the pages next build left out back into the export with this build's id, and
 * stores the pages it rendered for the next build. If a probe differs, something the cache's key does
 * not cover changed the markup: the cache is emptied and `renderAgain` renders every page.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cachedFiles, clearRenderedLogs, pruneRenderCache, readRenderedLogs, readRenderIndex, readRenderPlan, removeRenderPlan, writeRenderIndex, type CachedPage, type RenderIndex, type RenderPlan } from './render-cache';
import { exportedPageFiles, withBuildId } from './rendered-page-files';

export interface RestoreReport {
  /** The doc pages next build rendered, the probes included. */
  rendered: string[];
  /** The cached pages rendered anyway, to check the cache. */
  probes: string[];
  restored: number;
  stored: number;
  pruned: number;
  /** Pages the cache held for this build's code when next build started: none after a code change or without a cache. */
  cachedBefore: number;
  /** The probes that differed from their cached copies, when every page had to be rendered again. */
  stale: string[];
}

/** A cached page's files as the build `buildId` would have written them. */
function cachedText(dir: string, page: CachedPage, buildId: string): { html: string; data: string } {
  const files = cachedFiles(dir, page.key);
  return { html: withBuildId(readFileSync(files.html, 'utf8'), page.buildId, buildId), data: withBuildId(readFileSync(files.data, 'utf8'), page.buildId, buildId) };
}

function staleProbes(dir: string, outDir: string, plan: RenderPlan, index: RenderIndex, buildId: string): string[] {
  return plan.probes
    .filter((probe) => {
      const cached = index.pages[probe.route];
      const fresh = exportedPageFiles(outDir, buildId, probe.route);
      if (!cached || !existsSync(fresh.html) || !existsSync(fresh.data)) return true;
      const expected = cachedText(dir, cached, buildId);
      return readFileSync(fresh.html, 'utf8') !== expected.html || readFileSync(fresh.data, 'utf8') !== expected.data;
    })
    .map((probe) => probe.route);
}

/**
 * `dir`: the render cache; `outDir`: the export; `renderAgain` runs next build once more (with the
 * cache emptied it renders every page and writes a new plan). Null when next build ran without the
 * cache (no plan).
 */
export function restoreRenderedPages(dir: string, outDir: string, buildId: string, renderAgain: () => void): RestoreReport | null {
  let plan = readRenderPlan(dir);
  if (!plan) return null;
  let index = readRenderIndex(dir, plan.fingerprint);
  const cachedBefore = Object.keys(index.pages).length;
  const stale = staleProbes(dir, outDir, plan, index, buildId);
  if (stale.length > 0) {
    rmSync(dir, { recursive: true, force: true });
    renderAgain();
    plan = readRenderPlan(dir);
    if (!plan) throw new Error(`next build, run again with an empty render cache, wrote no render plan into ${dir}`);
    index = readRenderIndex(dir, plan.fingerprint);
  }

  const next: RenderIndex = { fingerprint: plan.fingerprint, pages: {} };
  for (const page of plan.skipped) {
    const cached = index.pages[page.route];
    if (cached?.key !== page.key) throw new Error(`${page.route} was left out of next build for its cached copy, which ${dir} no longer holds: delete that folder and build again.`);
    const target = exportedPageFiles(outDir, buildId, page.route);
    const text = cachedText(dir, cached, buildId);
    for (const [file, body] of [[target.html, text.html], [target.data, text.data]] as const) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, body);
    }
    next.pages[page.route] = cached;
  }

  const rendered = readRenderedLogs(dir);
  let stored = 0;
  for (const [route, key] of rendered) {
    const known = index.pages[route];
    const files = cachedFiles(dir, key);
    if (known?.key === key && existsSync(files.html) && existsSync(files.data)) {
      next.pages[route] = known;
      continue;
    }
    const fresh = exportedPageFiles(outDir, buildId, route);
    copyFileSync(fresh.html, files.html);
    copyFileSync(fresh.data, files.data);
    next.pages[route] = { key, buildId };
    stored += 1;
  }
  writeRenderIndex(dir, next);
  const pruned = pruneRenderCache(dir, next);
  clearRenderedLogs(dir);
  removeRenderPlan(dir);
  return { cachedBefore, rendered: [...rendered.keys()], probes: plan.probes.map((probe) => probe.route), restored: plan.skipped.length, stored, pruned, stale };
}

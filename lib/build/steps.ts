/**
 * The steps of `npm run build`, as data: scripts/build.ts runs them (lib/build/runner.ts) and
 * scripts/bench.ts times them. A stage's steps run side by side; a stage starts once the stage
 * before it has finished. Adding a step is one entry: in the stage it belongs to, with `needs` for
 * the steps of that stage it must wait for.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_READY_ENV, SITE_MANIFEST_FILE } from './content-ready';
import { MANIFEST_FILE, OUT_FOLDER } from './folders';
import { RENDER_CACHE_ENV } from './render-cache';
import type { RunnableStep } from './runner';

/** A step as the list writes it: `needs` names steps of its own stage only. */
type BuildStep = Omit<RunnableStep, 'needs'> & { needs?: readonly string[] };

export interface BuildStage {
  name: string;
  steps: readonly BuildStep[];
}

const tsx = (script: string): [string, ...string[]] => ['tsx', script];

/** With the render cache on: doc pages rendered alike last time are copied back, not rendered (lib/build/render-cache.ts). */
export const nextBuildStep = {
  name: 'next',
  argv: ['next', 'build'],
  env: { [CONTENT_READY_ENV]: '1', [RENDER_CACHE_ENV]: '1', NEXT_TELEMETRY_DISABLED: '1' },
} as const satisfies BuildStep;

export const buildStages: readonly BuildStage[] = [
  {
    // next build starts with Contentlayer: Turbopack compiles while the content is written, and its
    // workers wait for the site manifest, which the content check writes once it has read every page.
    name: 'compile',
    steps: [
      { name: 'config', argv: tsx('scripts/check-search-config.ts') },
      // The semi-space flag: Contentlayer's many short-lived objects; same as `npm run content`.
      { name: 'content', argv: ['contentlayer2', 'build'], nodeOptions: ['--max-semi-space-size=64'] },
      // Writes the site manifest first (next build's signal), then checks beside the rest of next build.
      { name: 'check-content', argv: tsx('scripts/check-content.ts'), needs: ['content'] },
      nextBuildStep,
      // The doc pages next build left out, from the render cache; and this build's pages into it.
      { name: 'rendered-pages', argv: tsx('scripts/restore-rendered-pages.ts'), needs: ['next'] },
    ],
  },
  { name: 'finalize', steps: [{ name: 'finalize', argv: tsx('scripts/finalize-export.ts') }] },
  {
    // Each reads the export and writes its own files into out/.
    name: 'post-export',
    steps: [
      { name: 'nav', argv: tsx('scripts/write-nav-files.ts') },
      // One pass over every page's article: Markdown copies, llms files, sitemap, search files.
      { name: 'pages', argv: tsx('scripts/write-page-outputs.ts') },
      { name: 'api', argv: tsx('scripts/write-api-downloads.ts') },
      { name: 'social', argv: tsx('scripts/write-social-images.ts') },
    ],
  },
  // After every page is final: it hashes each page's inline scripts.
  { name: 'security', steps: [{ name: 'security', argv: tsx('scripts/write-security-meta.ts') }] },
  // Last: the secret scan and the manifest that makes out/ deployable.
  { name: 'seal', steps: [{ name: 'seal', argv: tsx('scripts/seal-build.ts') }] },
];

/**
 * Removed before a build starts: a failed build never leaves a deployable out/, and next build's
 * workers never read the site manifest of an earlier build. Contentlayer's `.contentlayer/package.json`
 * too: it is rewritten on every run, and one left empty by an interrupted run made every later run
 * fail reading its config (`ConfigReadError: Invalid package config`, probe L13).
 * @internal Exported for its unit test (knip --production).
 */
export const staleOutputs: readonly string[] = [path.join(OUT_FOLDER, MANIFEST_FILE), SITE_MANIFEST_FILE, path.join('.contentlayer', 'package.json')];

/** Removes `staleOutputs` under `cwd`. */
export function removeStaleOutputs(cwd: string): void {
  for (const file of staleOutputs) rmSync(path.join(cwd, file), { force: true });
}

/** One stage's steps, to run on their own (the benchmark times stage by stage). */
export function stageSteps(stage: BuildStage): RunnableStep[] {
  return stage.steps.map((step) => ({ ...step, needs: step.needs ?? [] }));
}

/** Every step of the build with all it needs: the steps it names and every step of the stage before. */
export function buildPlan(stages: readonly BuildStage[] = buildStages): RunnableStep[] {
  return stages.flatMap((stage, i) => {
    const before = stages[i - 1]?.steps.map((step) => step.name) ?? [];
    return stageSteps(stage).map((step) => ({ ...step, needs: [...before, ...step.needs] }));
  });
}

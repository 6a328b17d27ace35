/**
 * What a deploy refuses before it changes anything, decided from the build, the live record and the
 * bucket alone (pure, so each rule is unit-tested). A refusal with an allowance can be allowed by
 * that one flag (lib/deploy/options.ts); the others cannot be allowed at all: a commit time in the
 * future, pages that reference assets neither out/ nor the bucket has, a build id already deployed
 * with other files.
 */
import type { BuildManifest } from './build-manifest';
import type { Allowance } from './options';
import type { LiveRecord } from './state';

export interface Refusal {
  /** The flag's allowance that lets it pass, or null when nothing does. */
  allowance: Allowance | null;
  text: string;
}

/** Whether commit `a` is an ancestor of `b`: true or false where git can tell, null where it cannot (a commit it does not have). */
export type Ancestry = (a: string, b: string) => boolean | null;

/** How far ahead of the store's clock a commit time may be (a committer's clock a little fast). */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

/**
 * Ordering against the live build: by ancestry where git can tell (a rebased or cherry-picked old
 * branch has a new committer time but is no descendant of the live commit), else by committer time.
 */
function orderRefusal(manifest: BuildManifest, live: LiveRecord, isAncestor: Ancestry): Refusal | null {
  if (live.commit === manifest.commit) return null;
  if (isAncestor(live.commit, manifest.commit) === true) return null;
  const which = `the live site is commit ${live.commit.slice(0, 12)} of ${live.commitTime}`;
  if (isAncestor(manifest.commit, live.commit) === true) {
    return { allowance: 'older', text: `${which}, and this build's commit ${manifest.commit.slice(0, 12)} is an ancestor of it: this build is older` };
  }
  if (Date.parse(manifest.commitTime) < Date.parse(live.commitTime)) {
    return { allowance: 'older', text: `${which}, newer than this build's ${manifest.commit.slice(0, 12)} of ${manifest.commitTime} (git cannot tell their ancestry here, so committer times decide)` };
  }
  return null;
}

export function buildRefusals(manifest: BuildManifest, live: LiveRecord | null, context: { isAncestor: Ancestry; storeNow: Date }): Refusal[] {
  const refusals: Refusal[] = [];
  if (manifest.commit === 'none') refusals.push({ allowance: 'dirty', text: 'the build was not made from a git commit, so it cannot be ordered against the live one' });
  if (manifest.buildId.endsWith('-dirty')) refusals.push({ allowance: 'dirty', text: `the build ${manifest.buildId} has uncommitted or untracked changes; commit them and build again` });
  const committed = Date.parse(manifest.commitTime);
  if (committed > context.storeNow.getTime() + FUTURE_TOLERANCE_MS) {
    refusals.push({
      allowance: null,
      text: `the build's commit ${manifest.commit.slice(0, 12)} is dated ${manifest.commitTime}, after the store's clock (${context.storeNow.toISOString()}): it was made on a clock running fast, and deployed it would make every real commit look older. Commit again with a correct clock (git commit --amend --no-edit --reset-author) and build again`,
    });
  }
  if (live) {
    const order = orderRefusal(manifest, live, context.isAncestor);
    if (order) refusals.push(order);
    if (manifest.pageCount < live.pageCount / 2) refusals.push({ allowance: 'shrink', text: `this build has ${manifest.pageCount} page(s) and the live one ${live.pageCount}: more than half the site would go` });
  }
  return refusals;
}

/** `/_next/static/…` paths an HTML page loads (scripts, styles, preloads, the build manifest). */
export function assetReferences(html: string): string[] {
  return [...new Set([...html.matchAll(/\/_next\/static\/[^"'\s()<>\\?#]+/g)].map((match) => match[0].slice(1)))];
}

/**
 * Assets the pages reference that neither out/ nor the bucket has: the seal proves out/ matches its
 * manifest, not that the manifest is whole (a re-sealed out/ with its CSS deleted matches). Refused
 * whatever the seal says; the bucket counts because its assets are the ones readers would load.
 */
export function missingAssets(pages: ReadonlyMap<string, string>, available: ReadonlySet<string>): Refusal | null {
  const missing: string[] = [];
  let broken = 0;
  for (const html of pages.values()) {
    const absent = assetReferences(html).filter((asset) => !available.has(asset));
    if (absent.length > 0) broken += 1;
    for (const asset of absent) if (!missing.includes(asset)) missing.push(asset);
  }
  if (missing.length === 0) return null;
  return {
    allowance: null,
    text: `${broken} page(s) load assets that neither out/ nor the bucket has (${missing.length}: ${missing.slice(0, 3).join(', ')}): out/ is not a whole build, whatever its seal says. Build again with npm run build`,
  };
}

/**
 * The same build id already deployed with other keys: the same commit built again with another
 * toolchain or NEXT_PUBLIC_ value. Deployed, its record would replace the first one's, whose open
 * tabs would lose their files at the next prune.
 */
export function sameIdRefusal(buildId: string, recorded: readonly string[] | null, keys: readonly string[]): Refusal | null {
  if (recorded === null) return null;
  const now = new Set(keys);
  const before = new Set(recorded);
  const gone = recorded.filter((key) => !now.has(key));
  const added = keys.filter((key) => !before.has(key));
  if (gone.length === 0 && added.length === 0) return null;
  return {
    allowance: null,
    text: `build ${buildId} is already deployed with other files (${gone.length} of its keys are not in this out/, e.g. ${gone.slice(0, 2).join(', ') || 'none'}; ${added.length} are new, e.g. ${added.slice(0, 2).join(', ') || 'none'}): the same commit built differently. Make a commit (any change) and build again, so this build gets its own id`,
  };
}

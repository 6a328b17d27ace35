/**
 * `npm run deploy [-- --dry-run] [--delete] [--website] [--force]`: uploads a sealed build to an
 * S3-compatible bucket. It refuses an out/ without a matching build manifest (a failed or refused
 * build), holds a lock so two deploys cannot interleave, refuses a build older than the live one,
 * uploads assets before pages, and with --delete prunes only what neither this build nor the last
 * few builds reference (open tabs keep working), never protected prefixes. README, Deploy.
 */
import { hostname } from 'node:os';
import path from 'node:path';
import { BuildManifestError, readVerifiedManifest, type BuildManifest } from '../lib/deploy/build-manifest';
import { localObjects } from '../lib/deploy/files';
import { acquireDeployLock, DeployLockedError } from '../lib/deploy/lock';
import { DEFAULT_PROTECTED_PREFIXES, planPrune, planUploads, type PrunePlan } from '../lib/deploy/plan';
import { configureWebsite, deleteKeys, inBatches, listRemote, s3Client, upload, type DeployTarget } from '../lib/deploy/s3';
import { buildRecordKey, isLiveRecord, LIVE_KEY, readBuildRecords, readJson, writeJson, type BuildRecord, type LiveRecord } from '../lib/deploy/state';

const args = new Set(process.argv.slice(2));
const force = args.has('--force');
const dryRun = args.has('--dry-run');
const outDir = path.resolve(process.env.OUT_DIR ?? 'out');

class Refusal extends Error {}

function numberSetting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Refusal(`${name} is "${raw}": give a number of 0 or more`);
  return value;
}

function target(): DeployTarget {
  const bucket = process.env.DEPLOY_BUCKET;
  if (!bucket) throw new Refusal('DEPLOY_BUCKET is not set: name the bucket to deploy to (README, Deploy)');
  return {
    bucket,
    region: process.env.DEPLOY_REGION ?? process.env.AWS_REGION ?? 'us-east-1',
    endpoint: process.env.DEPLOY_ENDPOINT,
    forcePathStyle: process.env.DEPLOY_FORCE_PATH_STYLE === 'true' || Boolean(process.env.DEPLOY_ENDPOINT),
  };
}

const settings = () => ({
  keepBuilds: numberSetting('DEPLOY_KEEP_BUILDS', 2),
  maxStrayShare: numberSetting('DEPLOY_MAX_DELETE_SHARE', 0.1),
  lockWaitMs: numberSetting('DEPLOY_LOCK_WAIT', 600) * 1000,
  lockStaleMs: numberSetting('DEPLOY_LOCK_STALE', 1800) * 1000,
  protectedPrefixes: [...DEFAULT_PROTECTED_PREFIXES, ...(process.env.DEPLOY_PROTECTED_PREFIXES ?? '').split(',').map((p) => p.trim()).filter(Boolean)],
});

/** Refusals that --force overrides: each names what was found and what to do. */
function buildRefusals(manifest: BuildManifest, live: LiveRecord | null): string[] {
  const refusals: string[] = [];
  if (manifest.commit === 'none') refusals.push('the build was not made from a git commit, so it cannot be ordered against the live one');
  if (manifest.buildId.endsWith('-dirty')) refusals.push(`the build ${manifest.buildId} has uncommitted changes; commit them and build again`);
  if (live && live.commit !== manifest.commit && Date.parse(manifest.commitTime) < Date.parse(live.commitTime)) {
    refusals.push(`the live site is commit ${live.commit.slice(0, 12)} of ${live.commitTime}, newer than this build's ${manifest.commit.slice(0, 12)} of ${manifest.commitTime}`);
  }
  if (live && manifest.pageCount < live.pageCount / 2) {
    refusals.push(`this build has ${manifest.pageCount} page(s) and the live one ${live.pageCount}: more than half the site would go`);
  }
  return refusals;
}

function refuseUnlessForced(refusals: readonly string[]): void {
  if (refusals.length === 0) return;
  if (force) {
    for (const refusal of refusals) console.warn(`warning (--force): ${refusal}`);
    return;
  }
  throw new Refusal(`${refusals.join('; ')}. Nothing was changed; run with --force if this is really meant`);
}

function printPrune(prune: PrunePlan): void {
  console.log(`Prune: keeping the files of ${prune.kept.length} earlier build(s) (${prune.kept.map((r) => r.buildId).join(', ') || 'none'}); ${prune.deletions.length} object(s) to delete from ${prune.expired.length} expired build(s) and strays.`);
}

async function main(): Promise<void> {
  const manifest = await readVerifiedManifest(outDir);
  const options = settings();
  const where = target();
  const client = s3Client(where);
  const liveValue = await readJson(client, where.bucket, LIVE_KEY);
  const live = isLiveRecord(liveValue) ? liveValue : null;
  refuseUnlessForced(buildRefusals(manifest, live));

  const local = await localObjects(outDir);
  if (dryRun) {
    const remote = await listRemote(client, where.bucket);
    const uploads = planUploads(local, remote);
    console.log(`Deploy of build ${manifest.buildId} to ${where.bucket}: ${uploads.assets.length} asset(s) and ${uploads.pages.length} page(s) to upload, ${uploads.unchanged} unchanged.`);
    for (const object of [...uploads.assets, ...uploads.pages]) console.log(`  upload ${object.key} (${object.contentType}; ${object.cacheControl})`);
    for (const key of uploads.shadows) console.log(`  delete ${key} (an old copy of ${key}/ that would hide its redirect)`);
    if (args.has('--delete')) {
      const previous = (await readBuildRecords(client, where.bucket)).filter((r) => r.buildId !== manifest.buildId);
      const prune = planPrune(remote.filter((object) => !uploads.shadows.includes(object.key)), { current: local.map((o) => o.key), previous, ...options });
      printPrune(prune);
      for (const key of prune.deletions) console.log(`  delete ${key}`);
      for (const refusal of prune.refusals) console.log(`  refused without --force: ${refusal}`);
    }
    console.log('Dry run: nothing was changed.');
    return;
  }

  const release = await acquireDeployLock(client, where.bucket, { owner: `${hostname()} pid ${process.pid}`, commit: manifest.commit, startedAt: new Date().toISOString() }, {
    staleAfterMs: options.lockStaleMs,
    waitMs: options.lockWaitMs,
    log: (line) => console.log(line),
  });
  try {
    // Read again under the lock: a deploy that finished while this one waited may be newer.
    const nowLiveValue = await readJson(client, where.bucket, LIVE_KEY);
    const nowLive = isLiveRecord(nowLiveValue) ? nowLiveValue : null;
    if (nowLive?.deployedAt !== live?.deployedAt) refuseUnlessForced(buildRefusals(manifest, nowLive));

    const remote = await listRemote(client, where.bucket);
    const uploads = planUploads(local, remote);
    const keys = local.map((object) => object.key);
    // Planned before anything changes, so a refused prune leaves the bucket as it was.
    let prune: PrunePlan | null = null;
    if (args.has('--delete')) {
      const previous = (await readBuildRecords(client, where.bucket)).filter((r) => r.buildId !== manifest.buildId);
      prune = planPrune(remote.filter((object) => !uploads.shadows.includes(object.key)), { current: keys, previous, ...options });
      printPrune(prune);
      refuseUnlessForced(prune.refusals);
    }

    const total = uploads.assets.length + uploads.pages.length;
    console.log(`Deploy of build ${manifest.buildId} to ${where.bucket}${where.endpoint ? ` at ${where.endpoint}` : ''}: ${uploads.assets.length} asset(s) and ${uploads.pages.length} page(s) to upload, ${uploads.unchanged} unchanged.`);
    let done = 0;
    const put = async (object: (typeof uploads.assets)[number]) => {
      await upload(client, where.bucket, object);
      done += 1;
      console.log(`uploaded ${done}/${total} ${object.key}`);
    };
    await inBatches(uploads.assets, 8, put);
    await inBatches(uploads.pages, 8, put);
    await deleteKeys(client, where.bucket, uploads.shadows);
    if (uploads.shadows.length > 0) console.log(`deleted ${uploads.shadows.length} old copies of pages stored under their route without the slash (website hosting redirects /x to /x/ now)`);
    if (args.has('--website')) await configureWebsite(client, where.bucket);

    const liveRecord: LiveRecord = { buildId: manifest.buildId, commit: manifest.commit, commitTime: manifest.commitTime, pageCount: manifest.pageCount, deployedAt: new Date().toISOString() };
    await writeJson(client, where.bucket, buildRecordKey(manifest.buildId), { ...liveRecord, keys } satisfies BuildRecord);
    await writeJson(client, where.bucket, LIVE_KEY, liveRecord);

    let deleted = 0;
    if (prune) {
      await deleteKeys(client, where.bucket, prune.deletions);
      await deleteKeys(client, where.bucket, prune.expired.map((r) => buildRecordKey(r.buildId)));
      deleted = prune.deletions.length;
      if (deleted > 0) console.log(`deleted ${deleted} object(s) that neither this build nor the ${prune.kept.length} kept build(s) reference`);
    }
    console.log(`Deployed build ${manifest.buildId}: ${total} uploaded, ${uploads.unchanged} unchanged, ${deleted} deleted.`);
  } finally {
    await release().catch((error: unknown) => {
      console.error(`warning: the deploy lock could not be removed (${error instanceof Error ? error.message : String(error)}); it goes stale after DEPLOY_LOCK_STALE seconds`);
    });
  }
}

try {
  await main();
} catch (error) {
  const known = error instanceof Refusal || error instanceof BuildManifestError || error instanceof DeployLockedError;
  const message = error instanceof Error ? error.message : String(error);
  console.error(known ? `deploy refused: ${message}.` : `deploy failed: ${message}. Nothing was deleted; run it again to finish (unchanged files are skipped).`);
  process.exit(1);
}

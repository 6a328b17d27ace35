/**
 * `npm run deploy` (scripts/deploy.ts is its command line): a sealed build to an S3-compatible
 * bucket, or `--rollback <build id>` to a kept build. Runs in-process so its tests need no
 * subprocess; everything it says goes through `io`, and it returns the exit status.
 *
 * Order of a deploy, so that no reader meets a page whose assets are missing:
 * 1. refusals (lib/deploy/refusals.ts), the store's conditional writes proven, the lock taken;
 * 2. assets and the rollback copies of the pages (nothing references them yet);
 * 3. with the lock re-checked: the pages and the search pointer;
 * 4. with the lock re-checked: the build record and `_deploy/live.json`;
 * 5. with `--delete`, the bucket listed again and the lock re-checked before each batch: what only
 *    expired builds and strays held (lib/deploy/plan.ts), never the live build's files.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { BuildManifestError, readVerifiedManifest, SEAL_KEY_VARIABLE, sealKey, type BuildManifest } from './build-manifest';
import { cacheControlFor, isHtml, localObjects, type LocalObject } from './files';
import { acquireDeployLock, DeployLockedError, LockLostError, NoConditionalWritesError, proveConditionalWrites, type ConditionalStore, type DeployLock } from './lock';
import { ALLOWANCES, parseDeployArgs, UsageError, type DeployOptions } from './options';
import { confirmDeletions, DEFAULT_PROTECTED_PREFIXES, namesAssets, pageDeletionProblem, planPrune, planUploads, type PrunePlan } from './plan';
import { assetReferences, buildRefusals, missingAssets, sameIdRefusal, type Ancestry, type Refusal } from './refusals';
import { conditionalStore, configureWebsite, copyWithin, deleteKeys, inBatches, listRemote, s3Client, upload, type DeployTarget } from './s3';
import { browserSearchKeyProblem } from './search-key';
import { isSharedKey, snapshotKey, snapshotObjects } from './snapshot';
import { buildRecordKey, CorruptStateError, LIVE_KEY, parseLive, readBuildRecord, readBuildRecords, writeJson, type BuildRecord, type LiveRecord } from './state';
import { contentTypeOf, storedEncoding } from './object-storage';
import { exportFolder } from '../build/folders';

export interface DeployIo {
  log: (line: string) => void;
  warn: (line: string) => void;
  error: (line: string) => void;
}

type Env = Readonly<Record<string, string | undefined>>;

class Refused extends Error {}

function numberSetting(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Refused(`${name} is "${raw}": give a number of 0 or more`);
  return value;
}

function target(env: Env): DeployTarget {
  const bucket = env.DEPLOY_BUCKET;
  if (!bucket) throw new Refused('DEPLOY_BUCKET is not set: name the bucket to deploy to (README, Deploy)');
  return {
    bucket,
    region: env.DEPLOY_REGION ?? env.AWS_REGION ?? 'us-east-1',
    endpoint: env.DEPLOY_ENDPOINT,
    forcePathStyle: env.DEPLOY_FORCE_PATH_STYLE === 'true' || Boolean(env.DEPLOY_ENDPOINT),
  };
}

function settings(env: Env) {
  const lockStaleMs = numberSetting(env, 'DEPLOY_LOCK_STALE', 300) * 1000;
  // The holder renews a few times within the stale age and stops when it could not for half of it: 0 leaves no time to renew.
  if (lockStaleMs < 1000) throw new Refused(`DEPLOY_LOCK_STALE is "${env.DEPLOY_LOCK_STALE}": give at least 1 second (the default, 300, suits every store)`);
  return {
    keepBuilds: numberSetting(env, 'DEPLOY_KEEP_BUILDS', 2),
    maxStrayShare: numberSetting(env, 'DEPLOY_MAX_DELETE_SHARE', 0.1),
    lockWaitMs: numberSetting(env, 'DEPLOY_LOCK_WAIT', 600) * 1000,
    lockStaleMs,
    // Five renewals within the stale age: one or two lost to a slow store do not let the lock go stale.
    lockRenewMs: Math.max(100, numberSetting(env, 'DEPLOY_LOCK_RENEW', Math.min(60, lockStaleMs / 5000)) * 1000),
    sealKey: sealKey(env),
    protectedPrefixes: [...DEFAULT_PROTECTED_PREFIXES, ...(env.DEPLOY_PROTECTED_PREFIXES ?? '').split(',').map((p) => p.trim()).filter(Boolean)],
  };
}

/** git's answer where it can give one: the deploy runs in the checkout the build came from, usually. */
const gitAncestry =
  (cwd: string): Ancestry =>
  (a, b) => {
    try {
      execFileSync('git', ['merge-base', '--is-ancestor', a, b], { cwd, stdio: 'ignore' });
      return true;
    } catch (error) {
      // Exit 1: not an ancestor. Anything else (an unknown commit, no git): git cannot tell.
      return error instanceof Error && 'status' in error && error.status === 1 ? false : null;
    }
  };

/** Throws the refusals the options do not allow; warns about the ones they do. */
function refuse(refusals: readonly Refusal[], options: DeployOptions, io: DeployIo): void {
  const blocking = refusals.filter((r) => r.allowance === null || !options.allow.has(r.allowance));
  for (const { allowance, text } of refusals) if (allowance !== null && options.allow.has(allowance)) io.warn(`warning (${ALLOWANCES[allowance].flag}): ${text}`);
  if (blocking.length === 0) return;
  const flags = [...new Set(blocking.map((r) => r.allowance).filter((a) => a !== null))].map((a) => ALLOWANCES[a].flag);
  const hint = flags.length > 0 ? ` If this is really meant, run again with ${flags.join(' and ')}${flags.length < blocking.length ? ' (the other refusal has no flag: fix its cause)' : ''}` : '';
  throw new Refused(`${blocking.map((r) => r.text).join('; ')}. Nothing was changed.${hint}`);
}

async function readLive(store: ConditionalStore): Promise<{ live: LiveRecord | null; storeNow: Date }> {
  const { object, storeNow } = await store.read(LIVE_KEY);
  return { live: object ? parseLive(object.body) : null, storeNow };
}

/** HTML pages of out/ as text, for the references check. */
function pagesOf(outDir: string, local: readonly LocalObject[]): Map<string, string> {
  return new Map(local.filter(isHtml).map((object) => [object.key, readFileSync(path.join(outDir, object.key), 'utf8')]));
}

interface Context {
  client: S3Client;
  store: ConditionalStore;
  where: DeployTarget;
  options: DeployOptions;
  config: ReturnType<typeof settings>;
  env: Env;
  io: DeployIo;
}

async function withLock(context: Context, commit: string, work: (lock: DeployLock) => Promise<void>): Promise<void> {
  const { store, where, config, io } = context;
  await proveConditionalWrites(store, where.endpoint ?? `bucket ${where.bucket}`);
  const lock = await acquireDeployLock(store, { owner: `${hostname()} pid ${process.pid}`, commit }, {
    staleAfterMs: config.lockStaleMs,
    waitMs: config.lockWaitMs,
    renewMs: config.lockRenewMs,
    log: io.log,
  });
  try {
    await work(lock);
  } finally {
    await lock.release().catch((error: unknown) => {
      io.warn(`warning: the deploy lock could not be removed (${error instanceof Error ? error.message : String(error)}); it goes stale after DEPLOY_LOCK_STALE seconds without renewal`);
    });
  }
}

const printPrune = (prune: PrunePlan, io: DeployIo) =>
  io.log(`Prune: keeping the files of ${prune.kept.length} earlier build(s) (${prune.kept.map((r) => r.buildId).join(', ') || 'none'}); ${prune.deletions.length} object(s) to delete from ${prune.expired.length} expired build(s) and strays.`);

async function deployBuild(context: Context, outDir: string, cwd: string): Promise<void> {
  const { client, store, where, options, config, env, io } = context;
  const manifest: BuildManifest = await readVerifiedManifest(outDir, config.sealKey);
  const searchKey = await browserSearchKeyProblem(outDir, env, { attempts: 3, baseDelayMs: 1000 });
  if (searchKey) refuse([{ allowance: null, text: searchKey }], options, io);
  if (!config.sealKey) io.warn(`warning: ${SEAL_KEY_VARIABLE} is not set, so the build's seal proves only that out/ matches its manifest, not that npm run build wrote both (README, Deploy: set it in the build and the deploy)`);
  const isAncestor = gitAncestry(cwd);
  const first = await readLive(store);
  refuse(buildRefusals(manifest, first.live, { isAncestor, storeNow: first.storeNow }), options, io);

  const served = await localObjects(outDir);
  const local = [...served, ...snapshotObjects(served, manifest.buildId)];
  const pages = pagesOf(outDir, served);

  /** Checks that need the bucket as it is now: run before the dry run's plan and again under the lock. */
  const plan = async (live: LiveRecord | null) => {
    const remote = await listRemote(client, where.bucket);
    const servedKeys = new Set(served.map((object) => object.key));
    const available = new Set([...servedKeys, ...remote.map((object) => object.key)]);
    const missing = missingAssets(pages, available);
    // Assets the pages load from the bucket (not in out/) belong to this build's record, so no prune takes them.
    const fromBucket = [...new Set([...pages.values()].flatMap(assetReferences))].filter((key) => !servedKeys.has(key));
    const keys = [...servedKeys, ...fromBucket];
    const recorded = await readBuildRecord(client, where.bucket, manifest.buildId);
    refuse([missing, sameIdRefusal(manifest.buildId, recorded?.keys ?? null, keys)].filter((r) => r !== null), options, io);
    const uploads = planUploads(local, remote);
    let prune: PrunePlan | null = null;
    if (options.delete) {
      const records = await readBuildRecords(client, where.bucket);
      if (live && !records.some((r) => r.buildId === live.buildId)) {
        throw new Refused(`the live build ${live.buildId} has no record (${buildRecordKey(live.buildId)}), so --delete cannot tell its files from strays. Deploy without --delete (the new build then has a record), and prune at the next deploy`);
      }
      const previous = records.filter((r) => r.buildId !== manifest.buildId);
      prune = planPrune(
        remote.filter((object) => !uploads.shadows.includes(object.key)),
        { current: keys, previous, liveBuildId: live?.buildId ?? null, ...config },
      );
    }
    return { uploads, prune, keys };
  };

  if (options.dryRun) {
    const { uploads, prune } = await plan(first.live);
    io.log(`Deploy of build ${manifest.buildId} to ${where.bucket}: ${uploads.assets.length} asset(s) and ${uploads.pages.length} page(s) to upload, ${uploads.unchanged} unchanged.`);
    for (const object of [...uploads.assets, ...uploads.pages]) io.log(`  upload ${object.key} (${object.contentType}; ${object.cacheControl})`);
    for (const key of uploads.shadows) io.log(`  delete ${key} (an old copy of ${key}/ that would hide its redirect)`);
    if (prune) {
      printPrune(prune, io);
      for (const key of prune.deletions) io.log(`  delete ${key}`);
      for (const refusal of prune.refusals) io.log(`  refused without ${ALLOWANCES.strays.flag}: ${refusal}`);
      const pages = pageDeletionProblem(prune.pages, options.confirmPages);
      if (pages) io.log(`  refused: ${pages}`);
    }
    io.log('Dry run: nothing was changed.');
    return;
  }

  await withLock(context, manifest.commit, async (lock) => {
    // Read again under the lock: a deploy that finished while this one waited may be newer.
    const { live, storeNow } = await readLive(store);
    if (live?.deployedAt !== first.live?.deployedAt) refuse(buildRefusals(manifest, live, { isAncestor, storeNow }), options, io);
    // Planned before anything changes, so a refused prune leaves the bucket as it was.
    const { uploads, prune, keys } = await plan(live);
    if (prune) {
      printPrune(prune, io);
      const pages = pageDeletionProblem(prune.pages, options.confirmPages);
      refuse([...prune.refusals.map((text): Refusal => ({ allowance: 'strays', text })), ...(pages ? [{ allowance: null, text: pages }] : [])], options, io);
    }

    const total = uploads.assets.length + uploads.pages.length;
    io.log(`Deploy of build ${manifest.buildId} to ${where.bucket}${where.endpoint ? ` at ${where.endpoint}` : ''}: ${uploads.assets.length} asset(s) and ${uploads.pages.length} page(s) to upload, ${uploads.unchanged} unchanged.`);
    let done = 0;
    const put = async (object: LocalObject) => {
      lock.throwIfLost(`uploading ${object.key}`);
      await upload(client, where.bucket, object);
      done += 1;
      io.log(`uploaded ${done}/${total} ${object.key}`);
    };
    await inBatches(uploads.assets, 8, put);
    await lock.assertHeld('uploading the pages');
    await inBatches(uploads.pages, 8, put);
    await deleteKeys(client, where.bucket, uploads.shadows, () => lock.assertHeld('deleting old copies of pages'));
    if (uploads.shadows.length > 0) io.log(`deleted ${uploads.shadows.length} old copies of pages stored under their route without the slash (website hosting redirects /x to /x/ now)`);
    if (options.website) await configureWebsite(client, where.bucket);

    await lock.assertHeld('writing _deploy/live.json');
    const liveRecord: LiveRecord = { buildId: manifest.buildId, commit: manifest.commit, commitTime: manifest.commitTime, pageCount: manifest.pageCount, deployedAt: new Date().toISOString() };
    const snapshot = served.map((object) => object.key).filter((key) => isSharedKey(key, manifest.buildId));
    await writeJson(client, where.bucket, buildRecordKey(manifest.buildId), { ...liveRecord, keys, snapshot } satisfies BuildRecord);
    await writeJson(client, where.bucket, LIVE_KEY, liveRecord);

    let deleted = 0;
    if (prune) deleted = await prunePlanned(context, lock, prune, liveRecord);
    io.log(`Deployed build ${manifest.buildId}: ${total} uploaded, ${uploads.unchanged} unchanged, ${deleted} deleted.`);
  });
}

/** The planned prune, on a fresh listing (lib/deploy/plan.ts, confirmDeletions); returns how many objects went. */
async function prunePlanned(context: Context, lock: DeployLock, prune: PrunePlan, live: LiveRecord): Promise<number> {
  const { client, where, io } = context;
  await lock.assertHeld('pruning');
  const { deletions, spared } = confirmDeletions({
    planned: prune.deletions,
    fresh: await listRemote(client, where.bucket),
    records: await readBuildRecords(client, where.bucket),
    live,
    expiredIds: new Set(prune.expired.map((r) => r.buildId)),
    since: lock.takenAt,
  });
  const check = () => lock.assertHeld('deleting');
  await deleteKeys(client, where.bucket, deletions, check);
  await deleteKeys(client, where.bucket, prune.expired.map((r) => buildRecordKey(r.buildId)), check);
  if (spared.length > 0) io.log(`kept ${spared.length} planned deletion(s) that changed or became referenced during this deploy, e.g. ${spared.slice(0, 3).join(', ')}`);
  if (deletions.length > 0) io.log(`deleted ${deletions.length} object(s) that neither this build nor the ${prune.kept.length} kept build(s) reference`);
  return deletions.length;
}

/**
 * A kept build made live again from what the bucket holds: its own assets are still there (its
 * record keeps them), and its pages and other shared files are copied back from its snapshot.
 * Nothing is deleted; the next deploy with --delete prunes.
 */
async function rollback(context: Context, buildId: string): Promise<void> {
  const { client, where, io } = context;
  const record = await readBuildRecord(client, where.bucket, buildId);
  if (!record) {
    const kept = (await readBuildRecords(client, where.bucket)).map((r) => r.buildId);
    throw new Refused(`no build ${buildId} is kept in ${where.bucket} (kept: ${kept.join(', ') || 'none'}): deploy its out/ instead`);
  }
  if (!record.snapshot) throw new Refused(`build ${buildId} was deployed before rollbacks stored its pages (${buildRecordKey(buildId)} lists no snapshot): deploy its out/ instead`);
  const snapshot = record.snapshot;
  const present = new Set((await listRemote(client, where.bucket)).map((object) => object.key));
  const shared = new Set(snapshot);
  const missing = [...record.keys.filter((key) => !shared.has(key)), ...snapshot.map((key) => snapshotKey(buildId, key))].filter((key) => !present.has(key));
  if (missing.length > 0) throw new Refused(`build ${buildId} is no longer whole in the bucket (${missing.length} object(s) missing, e.g. ${missing.slice(0, 3).join(', ')}): deploy its out/ instead`);

  await withLock(context, record.commit, async (lock) => {
    const copy = async (key: string) => {
      lock.throwIfLost(`restoring ${key}`);
      await copyWithin(client, where.bucket, snapshotKey(buildId, key), { key, contentType: contentTypeOf(key), contentEncoding: storedEncoding(key), cacheControl: cacheControlFor(key) });
    };
    // As a deploy uploads: what the pages name first, then the pages and the search pointer.
    await inBatches(snapshot.filter((key) => !namesAssets(key)), 8, copy);
    await lock.assertHeld('restoring the pages');
    await inBatches(snapshot.filter(namesAssets), 8, copy);
    await lock.assertHeld('writing _deploy/live.json');
    const liveRecord: LiveRecord = { buildId, commit: record.commit, commitTime: record.commitTime, pageCount: record.pageCount, deployedAt: new Date().toISOString() };
    // Newest deploy again, so the builds kept beside it are counted from it.
    await writeJson(client, where.bucket, buildRecordKey(buildId), { ...record, deployedAt: liveRecord.deployedAt } satisfies BuildRecord);
    await writeJson(client, where.bucket, LIVE_KEY, liveRecord);
    io.log(`Rolled back to build ${buildId} (commit ${record.commit.slice(0, 12)}): ${snapshot.length} page(s) and file(s) restored from ${snapshotKey(buildId, '')}, nothing deleted.`);
  });
}

const KNOWN = [Refused, UsageError, BuildManifestError, DeployLockedError, NoConditionalWritesError, LockLostError, CorruptStateError];

/** The whole deploy; returns the exit status. `cwd` is the checkout git is asked about. */
export async function runDeploy(argv: readonly string[], env: Env, io: DeployIo, cwd = process.cwd()): Promise<number> {
  try {
    const options = parseDeployArgs(argv);
    const where = target(env);
    const credentials = env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY } : undefined;
    const maxAttempts = env.AWS_MAX_ATTEMPTS ? Number(env.AWS_MAX_ATTEMPTS) : undefined;
    const client = s3Client(where, { credentials, maxAttempts });
    const context: Context = { client, store: conditionalStore(client, where.bucket), where, options, config: settings(env), env, io };
    try {
      if (options.rollback !== null) await rollback(context, options.rollback);
      else await deployBuild(context, exportFolder(env, cwd), cwd);
    } finally {
      client.destroy();
    }
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (KNOWN.some((kind) => error instanceof kind)) io.error(`deploy refused: ${message}.`);
    else io.error(`deploy failed: ${message}. Run it again to finish (unchanged files are skipped); the live build's files are never deleted.`);
    return 1;
  }
}

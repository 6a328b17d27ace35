/**
 * The security probe's fault table for the deploy, rerun as a whole. Every scenario starts from a bucket of
 * its own where build B1 is kept and B3 is live, injects its fault, and is measured as the probe measured
 * it: what the deploy did, how many objects of the build live at the end and of all objects were lost, and how
 * many pages load an asset the bucket lacks ("broken"). A deploy killed with SIGKILL is the real command
 * line (scripts/deploy.ts) in its own process, killed by the proxy in front of the store at the request
 * that marks the moment (the first asset, the second page, the first delete). The table is printed at the end.
 * The scenarios share nothing but the store (a bucket and an out/ folder each), so they run at once: most
 * of a scenario is waiting (for the store, for the next whole second).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBuildManifest } from '@/lib/deploy/build-manifest';
import { isRecord } from '@/lib/util/is-record';
import { forward, startConditionalProxy } from '../support/conditional-s3';
import { nextSecond, root, sealFields, startDeployBench, type BucketHealth, type DeployBench } from '../support/deploy-bench';

interface Row {
  id: string;
  scenario: string;
  outcome: string;
  /** Objects of the build live after the scenario that the bucket no longer has. */
  liveLost: number;
  lost: number;
  broken: number;
}

const table: Row[] = [];
/** The scenarios in the order they are declared, which the printed table keeps whatever order they end in. */
const declared: string[] = [];
let bench: DeployBench;

const B1 = { buildId: 'b1', commitTime: '2026-11-01T10:00:00Z' };
const B3 = { buildId: 'b3', commitTime: '2026-11-03T10:00:00Z' };
const B4 = { buildId: 'b4', commitTime: '2026-11-04T10:00:00Z' };

interface Setup {
  bucket: string;
  /** The scenario's own out/. */
  out: string;
  env: Record<string, string>;
  before: BucketHealth;
}

/** A bucket where B1 was deployed, then B3: B3 is live, B1 kept for open tabs. */
async function liveB3(id: string): Promise<Setup> {
  const bucket = `fault-${id.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  const out = path.join(bench.work, `out-${bucket}`);
  await bench.client().send(new CreateBucketCommand({ Bucket: bucket }));
  const env = { DEPLOY_BUCKET: bucket, OUT_DIR: out };
  for (const build of [B1, B3]) {
    await bench.writeExport({ ...build, dir: out });
    const result = await bench.deploy(['--delete'], bench.endpoint, env);
    expect(result.status, result.stderr).toBe(0);
    await nextSecond();
  }
  return { bucket, out, env, before: await bench.health(bucket) };
}

/** Runs one row: the setup, the fault (which says what happened), the probe's measure, and the row's expectations. */
function scenario(id: string, text: string, fault: (setup: Setup) => Promise<string>, expected: { liveLost?: number; broken?: number } = {}) {
  declared.push(id);
  it(`${id}: ${text}`, async () => {
    const setup = await liveB3(id);
    const outcome = await fault(setup);
    const after = await bench.health(setup.bucket);
    const gone = (key: string) => !after.keys.has(key) && !key.startsWith('_deploy/');
    const row = { id, scenario: text, outcome, liveLost: (await keysOfLiveBuild(setup)).filter(gone).length, lost: [...setup.before.keys].filter(gone).length, broken: after.broken };
    table.push(row);
    expect(row.liveLost, 'objects of the live build lost').toBe(expected.liveLost ?? 0);
    expect(row.broken, 'pages that load an asset the bucket lacks').toBe(expected.broken ?? 0);
    // A row is a live deploy and then up to two more: at load 8 one deploy took 60 s and C4's three
    // took over 300 s, the project's default, so a row gets what three slow deploys need.
  }, 900_000);
}

/** Deploys out/ to the scenario's bucket and returns the first line that says why it stopped, or "deployed". */
async function deployTo(setup: Setup, args: string[], extraEnv: Record<string, string> = {}, via = bench.endpoint) {
  const result = await bench.deploy(args, via, { ...setup.env, ...extraEnv });
  return { ...result, said: result.status === 0 ? 'deployed' : (result.stderr.split('\n').find((line) => line.startsWith('deploy')) ?? result.stderr) };
}

/** The keys of the build live now, from its record: what website hosting must still have. */
async function keysOfLiveBuild(setup: Setup): Promise<string[]> {
  const record: unknown = JSON.parse(await bench.text(`_deploy/builds/${await liveId(setup)}.json`, setup.bucket));
  if (!isRecord(record) || !Array.isArray(record.keys)) throw new Error(`the live build's record in ${setup.bucket} has no keys`);
  return record.keys.map(String);
}

const liveId = async (setup: Setup) => {
  const live = await bench.liveBuild(setup.bucket);
  return typeof live === 'object' && live !== null && 'buildId' in live ? String(live.buildId) : 'unreadable';
};

/**
 * A proxy in front of the store that, at the first request `isMoment` picks, kills the deploy in `child` with
 * SIGKILL and never answers that request: the deploy dies exactly there.
 */
async function killingProxy(isMoment: (req: IncomingMessage) => boolean) {
  let child: ChildProcess | undefined;
  let fired = false;
  const target = new URL(bench.endpoint);
  const server: Server = createServer((req, res) => {
    if (!fired && isMoment(req)) {
      fired = true;
      child?.kill('SIGKILL');
      return;
    }
    forward(target, req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Runs `npm run deploy` through the proxy and resolves with the signal that ended it. */
    run: (args: string[], env: Record<string, string>) =>
      new Promise<string>((resolve) => {
        // One process, not tsx's launcher: SIGKILL must hit the deploy itself, which no signal relay can pass on.
        child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/deploy.ts'), ...args], { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' });
        child.on('exit', (code, signal) => resolve(signal ?? `exit ${code}`));
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const keyOf = (req: IncomingMessage) => decodeURIComponent(new URL(req.url ?? '/', 'http://store').pathname).split('/').slice(2).join('/');
const isPut = (req: IncomingMessage, test: (key: string) => boolean) => req.method === 'PUT' && test(keyOf(req));
const isPage = (key: string) => key.endsWith('.html') && !key.startsWith('_deploy/');

/** Kills a deploy of B4 at the moment, then deploys again as an operator would, after the dead deploy's lock went stale. */
async function killedThenRerun(setup: Setup, isMoment: (req: IncomingMessage) => boolean, extraEnv: Record<string, string> = {}) {
  await bench.writeExport({ ...B4, extraAssets: 20, dir: setup.out });
  const proxy = await killingProxy(isMoment);
  const env = { ...bench.deployEnv(proxy.endpoint, { ...setup.env, ...extraEnv }) };
  let ended: string;
  try {
    ended = await proxy.run(['--delete'], env);
  } finally {
    await proxy.close();
  }
  const mid = await bench.health(setup.bucket);
  const lockLeft = mid.keys.has('_deploy/lock.json');
  expect(ended).toBe('SIGKILL');
  expect(mid.broken, 'pages broken while the dead deploy is not re-run').toBe(0);
  const rerun = await deployTo(setup, ['--delete'], { ...extraEnv, DEPLOY_LOCK_STALE: '6', DEPLOY_LOCK_RENEW: '0.5', DEPLOY_LOCK_WAIT: '60' });
  expect(rerun.status, rerun.stderr).toBe(0);
  expect(await liveId(setup)).toBe('b4');
  return `killed; site intact (0 broken), lock ${lockLeft ? 'left, stale after DEPLOY_LOCK_STALE' : 'not left'}; re-run took it over and finished`;
}

beforeAll(async () => {
  bench = await startDeployBench();
});

afterAll(async () => {
  await bench.close();
  // The table, as the probe gave it: the note and docs/deploy.md quote this run.
  const lines = ['| # | scenario | outcome | live build\'s objects lost | objects lost | pages broken |', '| --- | --- | --- | --- | --- | --- |', ...table.sort((a, b) => declared.indexOf(a.id) - declared.indexOf(b.id)).map((r) => `| ${r.id} | ${r.scenario} | ${r.outcome} | ${r.liveLost} | ${r.lost} | ${r.broken} |`)];
  console.log(`The deploy's fault table (B3 live, B1 kept):\n${lines.join('\n')}`);
});

describe.concurrent('the probe\'s fault table, each scenario on a bucket of its own', { timeout: 300_000 }, () => {
  scenario('A2', 'out/ of one file, no seal, --delete', async (setup) => {
    rmSync(setup.out, { recursive: true, force: true });
    mkdirSync(setup.out);
    writeFileSync(path.join(setup.out, '404.html'), '<html><body>Page not found</body></html>');
    const result = await deployTo(setup, ['--delete']);
    expect(result.said).toMatch(/build-manifest\.json is missing/);
    return 'refused (no seal)';
  });

  scenario('A2b', 'missing out/', async (setup) => {
    rmSync(setup.out, { recursive: true, force: true });
    const result = await deployTo(setup, ['--delete']);
    expect(result.status).toBe(1);
    return 'refused (no out/)';
  });

  scenario('A3', 'partial out/ (a page and the stylesheet deleted after the build)', async (setup) => {
    await bench.writeExport({ ...B4, dir: setup.out });
    rmSync(path.join(setup.out, 'webhooks/configuration/index.html'));
    rmSync(path.join(setup.out, `_next/static/css/site-${B4.buildId}.css`));
    const result = await deployTo(setup, ['--delete']);
    expect(result.said).toMatch(/does not match its build manifest \(2 missing/);
    return 'refused (manifest mismatch)';
  });

  scenario("A3b'", 'partial out/ (stylesheet deleted), sealed again by hand', async (setup) => {
    await bench.writeExport({ ...B4, dir: setup.out });
    rmSync(path.join(setup.out, `_next/static/css/site-${B4.buildId}.css`));
    await writeBuildManifest(setup.out, sealFields(B4.buildId, B4.commitTime));
    const result = await deployTo(setup, ['--delete']);
    expect(result.said).toContain('load assets that neither out/ nor the bucket has');
    return 'refused (pages load assets nobody has)';
  });

  scenario('A4', 'one page changed after the build', async (setup) => {
    await bench.writeExport({ ...B4, dir: setup.out });
    writeFileSync(path.join(setup.out, 'index.html'), '<html><body>Send your card number to evil.example</body></html>');
    const result = await deployTo(setup, ['--delete']);
    expect(result.said).toMatch(/does not match its build manifest \(0 missing, 0 extra, 1 changed/);
    return 'refused (manifest mismatch)';
  });

  scenario('A4b', 'one page changed, manifest rewritten to match, BUILD_SEAL_KEY set', async (setup) => {
    const sealKey = `${'a'.repeat(16)}seal-key-of-the-ci-only-0123456789`;
    await bench.writeExport({ ...B4, sealKey, dir: setup.out });
    writeFileSync(path.join(setup.out, 'index.html'), '<html><body>Send your card number to evil.example</body></html>');
    await writeBuildManifest(setup.out, sealFields(B4.buildId, B4.commitTime));
    const unsigned = await deployTo(setup, ['--delete'], { BUILD_SEAL_KEY: sealKey });
    expect(unsigned.said).toContain('is not signed, and BUILD_SEAL_KEY is set here');
    await writeBuildManifest(setup.out, sealFields(B4.buildId, B4.commitTime), undefined, 'b'.repeat(40));
    const forged = await deployTo(setup, ['--delete'], { BUILD_SEAL_KEY: sealKey });
    expect(forged.said).toContain('does not match BUILD_SEAL_KEY');
    return 'refused (unsigned, then signed with another key)';
  });

  scenario('A5', 'older build (B1 over B3), then with --allow-older', async (setup) => {
    await bench.writeExport({ ...B1, dir: setup.out });
    const refused = await deployTo(setup, ['--delete']);
    expect(refused.said).toContain("newer than this build's");
    const allowed = await deployTo(setup, ['--delete', '--allow-older']);
    expect(allowed.status, allowed.stderr).toBe(0);
    expect(await liveId(setup)).toBe('b1');
    return 'refused; with --allow-older, B1 live again';
  });

  scenario('A7', 'build with uncommitted changes (-dirty)', async (setup) => {
    await bench.writeExport({ buildId: 'b4-dirty', commitTime: B4.commitTime, dir: setup.out });
    const refused = await deployTo(setup, ['--delete']);
    expect(refused.said).toContain('has uncommitted or untracked changes');
    return 'refused; --allow-dirty names that refusal alone';
  });

  scenario('A6', 'sealed 1-page build, --delete', async (setup) => {
    await bench.writeExport({ ...B4, pages: 1, dir: setup.out });
    const refused = await deployTo(setup, ['--delete']);
    expect(refused.said).toContain('this build has 1 page(s) and the live one 3');
    return 'refused (shrink)';
  });

  scenario('A6f', 'same, --delete --force', async (setup) => {
    await bench.writeExport({ ...B4, pages: 1, dir: setup.out });
    const refused = await deployTo(setup, ['--delete', '--force']);
    expect(refused.said).toContain('--force is gone');
    return 'refused (--force is gone)';
  });

  scenario('A6k', 'same, --delete --allow-shrink, DEPLOY_KEEP_BUILDS=0', async (setup) => {
    await bench.writeExport({ ...B4, pages: 1, dir: setup.out });
    const allowed = await deployTo(setup, ['--delete', '--allow-shrink'], { DEPLOY_KEEP_BUILDS: '0' });
    expect(allowed.status, allowed.stderr).toBe(0);
    return "deployed; the live build's files kept, B1's pruned";
  });

  scenario('C1', 'SIGKILL during the asset upload', (setup) => killedThenRerun(setup, (req) => isPut(req, (key) => key.startsWith('_next/'))));

  let pagesSeen = 0;
  scenario('C2', 'SIGKILL during the page upload (at the second page)', (setup) => killedThenRerun(setup, (req) => isPut(req, isPage) && (pagesSeen += 1) === 2));

  // The prune is S3's multi-object delete (POST ?delete); the lock's release is a single DELETE.
  scenario('C3', 'SIGKILL during the prune (DEPLOY_KEEP_BUILDS=0)', (setup) => killedThenRerun(setup, (req) => req.method === 'POST' && new URL(req.url ?? '/', 'http://store').searchParams.has('delete'), { DEPLOY_KEEP_BUILDS: '0' }));

  scenario('C4', 'two deploys at once (B4 and B5)', async (setup) => {
    const second = `${setup.out}-b5`;
    await bench.writeExport({ ...B4, dir: setup.out });
    await bench.writeExport({ buildId: 'b5', commitTime: '2026-11-05T10:00:00Z', dir: second, extraAssets: 10 });
    const [first, next] = await Promise.all([deployTo(setup, ['--delete'], { DEPLOY_LOCK_WAIT: '600' }), deployTo(setup, ['--delete'], { DEPLOY_LOCK_WAIT: '600', OUT_DIR: second })]);
    expect(next.status, next.stderr).toBe(0);
    if (first.status !== 0) expect(first.stderr).toContain("newer than this build's");
    expect(await liveId(setup)).toBe('b5');
    return `serialised by the lock; B5 live${first.status === 0 ? '' : ', B4 refused as older'}`;
  });

  scenario('C5/D1', 'a store that ignores conditional writes', async (setup) => {
    const ignoring = await startConditionalProxy(bench.s3rverEndpoint, { ignoreConditions: true });
    try {
      await bench.writeExport({ ...B4, dir: setup.out });
      const result = await deployTo(setup, ['--delete'], {}, ignoring.endpoint);
      expect(result.said).toContain('ignores conditional writes');
    } finally {
      await ignoring.close();
    }
    return 'refused before taking the lock';
  });

  scenario('C6/D2/D4', 'another deploy takes the lock over during the asset upload', async (setup) => {
    await bench.writeExport({ ...B4, dir: setup.out });
    const lock = { Bucket: setup.bucket, Key: '_deploy/lock.json', Body: JSON.stringify({ token: 'thief', owner: 'ci-runner-9', commit: 'def', startedAt: '' }) };
    let taken = false;
    const target = new URL(bench.endpoint);
    const thief = createServer((req, res) => {
      const forwardIt = () => forward(target, req, res);
      if (!taken && isPut(req, (key) => key.startsWith('_next/static/'))) {
        taken = true;
        void bench.client().send(new PutObjectCommand(lock)).then(forwardIt);
      } else forwardIt();
    });
    await new Promise<void>((resolve) => thief.listen(0, '127.0.0.1', resolve));
    try {
      const result = await deployTo(setup, ['--delete'], {}, `http://127.0.0.1:${(thief.address() as AddressInfo).port}`);
      expect(result.said).toContain('lost the deploy lock before uploading the pages');
      expect(await liveId(setup)).toBe('b3');
      expect(await bench.text('_deploy/lock.json', setup.bucket)).toContain('"token":"thief"');
    } finally {
      thief.close();
    }
    return "stopped before the pages; live.json still B3; the other deploy's lock left alone";
  });

  scenario('D5', 'build id B3 deployed again with other files', async (setup) => {
    await bench.writeExport({ ...B3, cssName: 'b3-rebuilt', dir: setup.out });
    const result = await deployTo(setup, ['--delete']);
    expect(result.said).toContain('build b3 is already deployed with other files');
    return 'refused';
  });

  scenario('E3', 'rollback to kept B1 with no out/, then to an unknown build', async (setup) => {
    rmSync(setup.out, { recursive: true, force: true });
    const back = await deployTo(setup, ['--rollback', 'b1']);
    expect(back.status, back.stderr).toBe(0);
    expect(await liveId(setup)).toBe('b1');
    const unknown = await deployTo(setup, ['--rollback', 'b0']);
    expect(unknown.said).toContain('no build b0 is kept');
    return 'B1 live again from the bucket alone; unknown build refused';
  });

  scenario('F', 'corrupt live.json, then a truncated build record', async (setup) => {
    await bench.client().send(new PutObjectCommand({ Bucket: setup.bucket, Key: '_deploy/live.json', Body: 'not json' }));
    await bench.writeExport({ ...B4, dir: setup.out });
    const corrupt = await deployTo(setup, ['--delete']);
    expect(corrupt.said).toMatch(/live\.json in the bucket is not JSON .*--rollback <build id>/);
    expect((await deployTo(setup, ['--rollback', 'b3'])).status).toBe(0);
    await bench.client().send(new PutObjectCommand({ Bucket: setup.bucket, Key: '_deploy/builds/b1.json', Body: '{"buildId":"b1","ke' }));
    const truncated = await deployTo(setup, ['--delete']);
    expect(truncated.said).toMatch(/builds\/b1\.json in the bucket is not JSON .*delete the key by hand/);
    return 'refused, naming the key and the way out; the rollback it names mends live.json';
  });
});

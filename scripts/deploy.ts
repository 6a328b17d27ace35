/**
 * `npm run deploy [-- --dry-run] [--delete] [--website]`: uploads out/ to an S3-compatible bucket.
 * Only changed files go up (MD5 against the bucket's ETags); assets before pages; deletions last and
 * only with --delete, after every upload succeeded. Settings come from the environment (README, Deploy).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { localObjects } from '../lib/deploy/files';
import { planDeploy } from '../lib/deploy/plan';
import { configureWebsite, deleteKeys, inBatches, listRemote, s3Client, upload, type DeployTarget } from '../lib/deploy/s3';

const args = new Set(process.argv.slice(2));
const outDir = path.resolve(process.env.OUT_DIR ?? 'out');

function target(): DeployTarget {
  const bucket = process.env.DEPLOY_BUCKET;
  if (!bucket) throw new Error('DEPLOY_BUCKET is not set: name the bucket to deploy to (README, Deploy).');
  return {
    bucket,
    region: process.env.DEPLOY_REGION ?? process.env.AWS_REGION ?? 'us-east-1',
    endpoint: process.env.DEPLOY_ENDPOINT,
    forcePathStyle: process.env.DEPLOY_FORCE_PATH_STYLE === 'true' || Boolean(process.env.DEPLOY_ENDPOINT),
  };
}

try {
  if (!existsSync(path.join(outDir, '404.html'))) throw new Error(`No complete export in ${outDir}: run npm run build first.`);
  const where = target();
  const client = s3Client(where);
  const local = await localObjects(outDir);
  const plan = planDeploy(local, await listRemote(client, where.bucket), { delete: args.has('--delete') });
  const total = plan.assets.length + plan.pages.length;
  console.log(`Deploy to ${where.bucket}${where.endpoint ? ` at ${where.endpoint}` : ''}: ${plan.assets.length} asset(s) and ${plan.pages.length} page(s) to upload, ${plan.unchanged} unchanged, ${plan.deletions.length} to delete.`);
  if (args.has('--dry-run')) {
    for (const object of [...plan.assets, ...plan.pages]) console.log(`  upload ${object.key} (${object.contentType}; ${object.cacheControl})`);
    for (const key of plan.deletions) console.log(`  delete ${key}`);
    console.log('Dry run: nothing was changed.');
  } else {
    let done = 0;
    const put = async (object: (typeof plan.assets)[number]) => {
      await upload(client, where.bucket, object);
      done += 1;
      console.log(`uploaded ${done}/${total} ${object.key}`);
    };
    await inBatches(plan.assets, 8, put);
    await inBatches(plan.pages, 8, put);
    if (args.has('--website')) await configureWebsite(client, where.bucket);
    if (plan.deletions.length > 0) {
      await deleteKeys(client, where.bucket, plan.deletions);
      console.log(`deleted ${plan.deletions.length} object(s) the new build no longer has`);
    }
    console.log(`Deployed: ${total} uploaded, ${plan.unchanged} unchanged, ${plan.deletions.length} deleted.`);
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`deploy failed: ${message}. Nothing was deleted; run it again to finish (unchanged files are skipped).`);
  process.exit(1);
}

/**
 * `npm run deploy [-- --dry-run] [--delete] [--website] [--allow-…]` or `npm run deploy -- --rollback
 * <build id>`: a sealed build to an S3-compatible bucket, or a kept build made live again
 * (lib/deploy/run.ts; README, Deploy).
 */
import { runDeploy } from '../lib/deploy/run';

process.exitCode = await runDeploy(process.argv.slice(2), process.env, {
  log: (line) => console.log(line),
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
});

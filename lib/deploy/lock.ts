/**
 * One deploy at a time. The lock is an object created with a conditional write (`If-None-Match: *`):
 * S3 creates it for exactly one of two racing deploys and answers the other 412. The holder removes it
 * at the end; a lock older than `staleAfterMs` belongs to a deploy that died and is taken over.
 */
import { DeleteObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { readJson, STATE_PREFIX } from './state';
import { isRecord } from '../is-record';

const LOCK_KEY = `${STATE_PREFIX}lock.json`;

export interface LockHolder {
  owner: string;
  commit: string;
  startedAt: string;
}

export class DeployLockedError extends Error {}

function isConflict(error: unknown): boolean {
  if (!isRecord(error)) return false;
  const status = isRecord(error.$metadata) ? error.$metadata.httpStatusCode : undefined;
  return error.name === 'PreconditionFailed' || error.name === 'ConditionalRequestConflict' || status === 412 || status === 409;
}

async function tryCreate(client: S3Client, bucket: string, holder: LockHolder): Promise<boolean> {
  try {
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: LOCK_KEY, Body: JSON.stringify(holder), ContentType: 'application/json', CacheControl: 'no-store', IfNoneMatch: '*' }));
    return true;
  } catch (error) {
    if (isConflict(error)) return false;
    throw error;
  }
}

const describe = (value: unknown) =>
  isRecord(value) ? `${String(value.owner)} (commit ${String(value.commit).slice(0, 12)}, started ${String(value.startedAt)})` : 'an unknown deploy';

export interface LockOptions {
  staleAfterMs: number;
  waitMs: number;
  pollMs?: number;
  log?: (line: string) => void;
}

/** Takes the lock, waiting up to `waitMs` for another deploy to finish; returns the release function. */
export async function acquireDeployLock(client: S3Client, bucket: string, holder: LockHolder, options: LockOptions): Promise<() => Promise<void>> {
  const deadline = Date.now() + options.waitMs;
  let announced = false;
  for (;;) {
    if (await tryCreate(client, bucket, holder)) {
      return async () => {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: LOCK_KEY }));
      };
    }
    const current = await readJson(client, bucket, LOCK_KEY);
    const started = isRecord(current) && typeof current.startedAt === 'string' ? Date.parse(current.startedAt) : Number.NaN;
    if (current !== null && (Number.isNaN(started) || Date.now() - started > options.staleAfterMs)) {
      options.log?.(`The deploy lock of ${describe(current)} is stale (older than ${Math.round(options.staleAfterMs / 1000)} s): taking it over.`);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: LOCK_KEY }));
      continue;
    }
    if (Date.now() >= deadline) {
      throw new DeployLockedError(`another deploy holds the lock: ${describe(current)}. Wait for it to finish (DEPLOY_LOCK_WAIT sets how long to wait), or remove ${LOCK_KEY} from the bucket if that deploy died`);
    }
    if (!announced) options.log?.(`Waiting for the deploy of ${describe(current)} to finish...`);
    announced = true;
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 2000));
  }
}

/**
 * What the bucket remembers between deploys, under `_deploy/` (never served to readers by links, never
 * pruned): which build is live, and for each deployed build the keys it references, so pruning keeps
 * every file a recent build's open tabs may still ask for.
 */
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { isRecord } from '../is-record';

export const STATE_PREFIX = '_deploy/';
export const LIVE_KEY = `${STATE_PREFIX}live.json`;
const BUILDS_PREFIX = `${STATE_PREFIX}builds/`;

export interface BuildRecord {
  buildId: string;
  commit: string;
  commitTime: string;
  deployedAt: string;
  pageCount: number;
  /** Every key this build uploaded or found unchanged. */
  keys: string[];
}

export type LiveRecord = Omit<BuildRecord, 'keys'>;

export function isLiveRecord(value: unknown): value is LiveRecord {
  return (
    isRecord(value) &&
    typeof value.buildId === 'string' &&
    typeof value.commit === 'string' &&
    typeof value.commitTime === 'string' &&
    typeof value.deployedAt === 'string' &&
    typeof value.pageCount === 'number'
  );
}

function isBuildRecord(value: unknown): value is BuildRecord {
  if (!isRecord(value) || !isLiveRecord(value)) return false;
  const keys: unknown = Reflect.get(value, 'keys');
  return Array.isArray(keys) && keys.every((key: unknown) => typeof key === 'string');
}

function isNotFound(error: unknown): boolean {
  return isRecord(error) && (error.name === 'NoSuchKey' || error.name === 'NotFound' || (isRecord(error.$metadata) && error.$metadata.httpStatusCode === 404));
}

export async function readJson(client: S3Client, bucket: string, key: string): Promise<unknown> {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const text = (await object.Body?.transformToString()) ?? '';
    return JSON.parse(text);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export async function writeJson(client: S3Client, bucket: string, key: string, value: unknown): Promise<void> {
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: JSON.stringify(value), ContentType: 'application/json', CacheControl: 'no-store' }));
}

export const buildRecordKey = (buildId: string) => `${BUILDS_PREFIX}${buildId}.json`;

/** Every build record in the bucket, newest deploy first. A record that does not parse is reported, not guessed at. */
export async function readBuildRecords(client: S3Client, bucket: string): Promise<BuildRecord[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: BUILDS_PREFIX, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key?.endsWith('.json')) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  const records: BuildRecord[] = [];
  for (const key of keys) {
    const value = await readJson(client, bucket, key);
    if (!isBuildRecord(value)) throw new Error(`${key} in the bucket is not a build record: fix or remove it by hand, then deploy again`);
    records.push(value);
  }
  return records.sort((a, b) => b.deployedAt.localeCompare(a.deployedAt));
}

/**
 * What the bucket remembers between deploys, under `_deploy/` (denied to readers by the bucket policy,
 * README, Deploy; never pruned but with its build): which build is live, and for each deployed build
 * the keys it references, so pruning keeps every file a recent build's open tabs may still ask for,
 * and the keys it stored a copy of for a rollback (lib/deploy/snapshot.ts).
 */
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { isRecord } from '../util/is-record';
import { DEPLOY_STATE_PREFIX } from './object-storage';

export const STATE_PREFIX = DEPLOY_STATE_PREFIX;
export const LIVE_KEY = `${STATE_PREFIX}live.json`;
const BUILDS_PREFIX = `${STATE_PREFIX}builds/`;

export interface BuildRecord {
  buildId: string;
  commit: string;
  commitTime: string;
  deployedAt: string;
  pageCount: number;
  /** Every key this build uploaded or found unchanged, and the bucket's assets its pages reference. */
  keys: string[];
  /** The keys stored under `_deploy/snapshots/<buildId>/` for a rollback; absent in records written before rollbacks. */
  snapshot?: string[];
}

export type LiveRecord = Omit<BuildRecord, 'keys' | 'snapshot'>;

/** A state object that is there but cannot be read as what its key holds: named, with what to do. */
export class CorruptStateError extends Error {}

function isLiveRecord(value: unknown): value is LiveRecord {
  return (
    isRecord(value) &&
    typeof value.buildId === 'string' &&
    typeof value.commit === 'string' &&
    typeof value.commitTime === 'string' &&
    typeof value.deployedAt === 'string' &&
    typeof value.pageCount === 'number'
  );
}

const isStringList = (value: unknown) => Array.isArray(value) && value.every((key: unknown) => typeof key === 'string');

function isBuildRecord(value: unknown): value is BuildRecord {
  if (!isRecord(value) || !isLiveRecord(value)) return false;
  const snapshot: unknown = Reflect.get(value, 'snapshot');
  return isStringList(Reflect.get(value, 'keys')) && (snapshot === undefined || isStringList(snapshot));
}

export function isNotFound(error: unknown): boolean {
  return isRecord(error) && (error.name === 'NoSuchKey' || error.name === 'NotFound' || (isRecord(error.$metadata) && error.$metadata.httpStatusCode === 404));
}

/** What to do about a corrupt state object, by key. */
function remedy(key: string): string {
  if (key === LIVE_KEY) {
    return 'it names the live build, and no deploy can be ordered against it unread. Make a kept build live again with npm run deploy -- --rollback <build id> (the builds are the names under _deploy/builds/), which rewrites it; or delete it by hand, and the next deploy takes its build as the first';
  }
  return "it lists the keys a kept build's open tabs need, so no prune can run unread. If that build is no longer live, delete the key by hand (its files then count as unrecorded, which --delete refuses to delete past DEPLOY_MAX_DELETE_SHARE); if it is, deploy that build again without --delete, which rewrites the record";
}

/** Parses a state object's text, or throws a CorruptStateError naming `key`, what is wrong and what to do. */
function parseState<T>(key: string, text: string, isValid: (value: unknown) => value is T, what: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CorruptStateError(`${key} in the bucket is not JSON (it starts ${JSON.stringify(text.slice(0, 40))}): ${remedy(key)}`);
  }
  if (!isValid(value)) throw new CorruptStateError(`${key} in the bucket is JSON but not ${what}: ${remedy(key)}`);
  return value;
}

async function readText(client: S3Client, bucket: string, key: string): Promise<string | null> {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return (await object.Body?.transformToString()) ?? '';
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export const parseLive = (text: string) => parseState(LIVE_KEY, text, isLiveRecord, 'a live record (buildId, commit, commitTime, deployedAt, pageCount)');

const parseBuildRecord = (key: string, text: string) => parseState(key, text, isBuildRecord, 'a build record (buildId, commit, commitTime, deployedAt, pageCount, keys)');

/** The record of `buildId`, or null when the bucket has none. */
export async function readBuildRecord(client: S3Client, bucket: string, buildId: string): Promise<BuildRecord | null> {
  const key = buildRecordKey(buildId);
  const text = await readText(client, bucket, key);
  return text === null ? null : parseBuildRecord(key, text);
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
    for (const object of page.Contents ?? []) if (object.Key && /^[^/]+\.json$/.test(object.Key.slice(BUILDS_PREFIX.length))) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  const records: BuildRecord[] = [];
  for (const key of keys) {
    const text = await readText(client, bucket, key);
    if (text !== null) records.push(parseBuildRecord(key, text));
  }
  return records.sort((a, b) => b.deployedAt.localeCompare(a.deployedAt));
}

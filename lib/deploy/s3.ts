/** The bucket side of a deploy, with AWS SDK v3: list, upload, copy, delete, conditional writes, website configuration. */
import { CopyObjectCommand, DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutBucketWebsiteCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { isRecord } from '../util/is-record';
import { ERROR_DOCUMENT, INDEX_DOCUMENT } from './object-storage';
import type { LocalObject } from './files';
import type { ConditionalStore } from './lock';
import type { RemoteObject } from './plan';
import { isNotFound } from './state';

export interface DeployTarget {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, a local server); AWS when unset. */
  endpoint?: string;
  forcePathStyle: boolean;
}

export interface ClientSettings {
  credentials?: { accessKeyId: string; secretAccessKey: string };
  maxAttempts?: number;
}

export function s3Client(target: DeployTarget, settings: ClientSettings = {}): S3Client {
  return new S3Client({
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    ...(settings.maxAttempts ? { maxAttempts: settings.maxAttempts } : {}),
    region: target.region,
    endpoint: target.endpoint,
    forcePathStyle: target.forcePathStyle,
    // Plain MD5-comparable uploads; S3-compatible servers do not all accept the newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export async function listRemote(client: S3Client, bucket: string, prefix?: string): Promise<RemoteObject[]> {
  const objects: RemoteObject[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key && object.ETag) objects.push({ key: object.Key, etag: object.ETag, lastModified: object.LastModified ?? new Date(Number.NaN) });
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

export async function upload(client: S3Client, bucket: string, object: LocalObject): Promise<void> {
  await client.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: object.key,
      Body: object.body,
      ContentType: object.contentType,
      ...(object.contentEncoding ? { ContentEncoding: object.contentEncoding } : {}),
      CacheControl: object.cacheControl,
    }),
  );
}

/**
 * Copies `from` to `key` inside the bucket with the given headers (a rollback puts a kept build's
 * stored page back under its route without a round trip through this machine).
 */
export async function copyWithin(client: S3Client, bucket: string, from: string, object: Pick<LocalObject, 'key' | 'contentType' | 'contentEncoding' | 'cacheControl'>): Promise<void> {
  await client.send(
    new CopyObjectCommand({
      Bucket: bucket,
      Key: object.key,
      CopySource: `${bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
      MetadataDirective: 'REPLACE',
      ContentType: object.contentType,
      ...(object.contentEncoding ? { ContentEncoding: object.contentEncoding } : {}),
      CacheControl: object.cacheControl,
    }),
  );
}

/**
 * Deletes in batches of at most 1,000 (S3's limit for one request); `beforeBatch` runs before each,
 * so a deploy can check it still holds the lock right before it deletes anything.
 */
export async function deleteKeys(client: S3Client, bucket: string, keys: readonly string[], beforeBatch?: () => Promise<void>): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000);
    await beforeBatch?.();
    const result = await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
    if (result.Errors && result.Errors.length > 0) throw new Error(`The bucket refused to delete ${result.Errors.length} object(s), first ${result.Errors[0]?.Key}: ${result.Errors[0]?.Message}`);
  }
}

/** index.html answers folder URLs; 404.html is the error document. */
export async function configureWebsite(client: S3Client, bucket: string): Promise<void> {
  await client.send(new PutBucketWebsiteCommand({ Bucket: bucket, WebsiteConfiguration: { IndexDocument: { Suffix: INDEX_DOCUMENT }, ErrorDocument: { Key: ERROR_DOCUMENT } } }));
}

/** Runs `task` over `items` with at most `limit` at a time; the first failure stops new work and is thrown. */
export async function inBatches<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: unknown = null;
  const worker = async () => {
    while (failure === null && next < items.length) {
      const item = items[next] as T;
      next += 1;
      try {
        await task(item);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure !== null) throw failure;
}

const status = (error: unknown) => (isRecord(error) && isRecord(error.$metadata) ? error.$metadata.httpStatusCode : undefined);

/** 412 (or 409, which S3 answers to two conditional writes racing on one key). */
function isConflict(error: unknown): boolean {
  return isRecord(error) && (error.name === 'PreconditionFailed' || error.name === 'ConditionalRequestConflict' || status(error) === 412 || status(error) === 409);
}


/** Reads the `Date` header of the raw answer, before it is parsed (a 404 is thrown by the parser, and its date counts too). */
function dateHeader(onDate: (date: string) => void) {
  return <Args, Output>(next: (args: Args) => Promise<Output>) =>
    async (args: Args): Promise<Output> => {
      const result = await next(args);
      const response = isRecord(result) ? result.response : undefined;
      const headers = isRecord(response) ? response.headers : undefined;
      if (isRecord(headers) && typeof headers.date === 'string') onDate(headers.date);
      return result;
    };
}

/** The conditional operations of the deploy lock (lib/deploy/lock.ts) on an S3 bucket. */
export function conditionalStore(client: S3Client, bucket: string): ConditionalStore {
  const put = async (key: string, body: string, condition: { IfNoneMatch: '*' } | { IfMatch: string }) => {
    try {
      const answer = await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: 'application/json', CacheControl: 'no-store', ...condition }));
      return answer.ETag ?? null;
    } catch (error) {
      // If-Match on a key that is gone: S3 answers 404.
      if (isConflict(error) || ('IfMatch' in condition && isNotFound(error))) return null;
      throw error;
    }
  };
  return {
    create: (key, body) => put(key, body, { IfNoneMatch: '*' }),
    replace: (key, body, etag) => put(key, body, { IfMatch: etag }),
    async read(key) {
      let date = '';
      const command = new GetObjectCommand({ Bucket: bucket, Key: key });
      command.middlewareStack.add(dateHeader((value) => (date = value)), { step: 'deserialize', priority: 'low', name: 'paymoraStoreDate' });
      const storeTime = () => {
        const parsed = new Date(date);
        if (Number.isNaN(parsed.getTime())) throw new Error(`the store answered a read of ${key} without a Date header: the deploy lock judges a lock's age by the store's clock only`);
        return parsed;
      };
      try {
        const answer = await client.send(command);
        const body = (await answer.Body?.transformToString()) ?? '';
        return { object: { body, etag: answer.ETag ?? '', lastModified: answer.LastModified ?? new Date(Number.NaN) }, storeNow: storeTime() };
      } catch (error) {
        if (isNotFound(error)) return { object: null, storeNow: storeTime() };
        throw error;
      }
    },
    async remove(key, etag) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key, IfMatch: etag }));
      } catch (error) {
        // Gone already, or changed since it was read (another deploy's now): either way not ours to delete.
        if (isConflict(error) || isNotFound(error)) return;
        // A store that implements conditional PUT but not conditional DELETE (501): the caller compared the token just before.
        if (status(error) === 501) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
        else throw error;
      }
    },
  };
}

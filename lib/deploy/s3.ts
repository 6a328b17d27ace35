/** The bucket side of a deploy, with AWS SDK v3: list, upload, delete, website configuration. */
import { DeleteObjectsCommand, ListObjectsV2Command, PutBucketWebsiteCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ERROR_DOCUMENT, INDEX_DOCUMENT } from '../object-storage';
import type { LocalObject } from './files';
import type { RemoteObject } from './plan';

export interface DeployTarget {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, a local server); AWS when unset. */
  endpoint?: string;
  forcePathStyle: boolean;
}

export function s3Client(target: DeployTarget): S3Client {
  return new S3Client({
    region: target.region,
    endpoint: target.endpoint,
    forcePathStyle: target.forcePathStyle,
    // Plain MD5-comparable uploads; S3-compatible servers do not all accept the newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export async function listRemote(client: S3Client, bucket: string): Promise<RemoteObject[]> {
  const objects: RemoteObject[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key && object.ETag) objects.push({ key: object.Key, etag: object.ETag });
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

export async function deleteKeys(client: S3Client, bucket: string, keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000);
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

/** Algolia: replaceAllObjects fills a temporary index and moves it over the live one in one operation. */
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import type { SearchRecord } from '../types';
import { PushError, isTransientStatus, withRetry, type RetryOptions } from './retry';
import { toAlgoliaObject } from './shape';
import { shrinkProblem } from './shrink-guard';

export interface AlgoliaTarget {
  appId: string;
  adminKey: string;
  indexName: string;
  /** For a proxy or a test server: `http://127.0.0.1:8108`. */
  host?: string;
}

function algoliaClient(target: AlgoliaTarget): Algoliasearch {
  if (!target.host) return algoliasearch(target.appId, target.adminKey);
  const url = new URL(target.host);
  return algoliasearch(target.appId, target.adminKey, {
    hosts: [{ url: url.host, accept: 'readWrite', protocol: url.protocol.replace(':', '') as 'http' | 'https' }],
  });
}

function explain(error: unknown, target: AlgoliaTarget): PushError {
  const status = (error as { status?: number }).status;
  const message = error instanceof Error ? error.message : String(error);
  if (status === 401 || status === 403) return new PushError(`Algolia refused the admin key (${status}): check ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY`, false);
  if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) return new PushError(`Algolia rejected the records (${status}): ${message}`, false);
  if ((error as { name?: string }).name === 'RetryError') return new PushError(`Cannot reach Algolia${target.host ? ` at ${target.host}` : ''}: ${message}`, true);
  return new PushError(`Algolia answered ${status ?? 'an error'}: ${message}`, isTransientStatus(status));
}

/** Records in the live index, or null when there is none yet. */
async function liveCount(client: Algoliasearch, target: AlgoliaTarget, retry: RetryOptions): Promise<number | null> {
  return withRetry(async () => {
    try {
      return (await client.searchSingleIndex({ indexName: target.indexName, searchParams: { query: '', hitsPerPage: 0 } })).nbHits ?? 0;
    } catch (error) {
      if (typeof error === 'object' && error !== null && 'status' in error && error.status === 404) return null;
      throw explain(error, target);
    }
  }, retry);
}

export async function pushToAlgolia(records: readonly SearchRecord[], target: AlgoliaTarget, options: { retry: RetryOptions; client?: Algoliasearch; allowShrink?: boolean }): Promise<void> {
  const client = options.client ?? algoliaClient(target);
  const shrink = shrinkProblem(records.length, await liveCount(client, target, options.retry), options.allowShrink ?? false);
  if (shrink) throw new PushError(shrink, false);
  await withRetry(async () => {
    try {
      await client.replaceAllObjects({ indexName: target.indexName, objects: records.map(toAlgoliaObject), batchSize: 1000 });
    } catch (error) {
      throw explain(error, target);
    }
  }, options.retry);
}

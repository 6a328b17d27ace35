/**
 * Algolia: the browser's key checked first, then the index settings the site needs set on the live
 * index, then replaceAllObjects, which copies those settings to a temporary index, fills it and moves
 * it over the live one in one operation.
 */
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import type { SynonymGroups } from '../synonyms';
import type { SearchRecord } from '../types';
import { publicKeyProblem } from './public-key';
import { PushError, isTransientStatus, withRetry, type RetryOptions } from './retry';
import { algoliaIndexSettings, algoliaSynonyms, toAlgoliaObject } from './shape';
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

/** One read that Algolia answers with 404 when there is nothing to read: the answer, or null then. */
async function readOrNull<T>(read: () => Promise<T>, target: AlgoliaTarget, retry: RetryOptions): Promise<T | null> {
  return withRetry(async () => {
    try {
      return await read();
    } catch (error) {
      if (typeof error === 'object' && error !== null && 'status' in error && error.status === 404) return null;
      throw explain(error, target);
    }
  }, retry);
}

/** Records in the live index, or null when there is none yet. */
async function liveCount(client: Algoliasearch, target: AlgoliaTarget, retry: RetryOptions): Promise<number | null> {
  return readOrNull(async () => (await client.searchSingleIndex({ indexName: target.indexName, searchParams: { query: '', hitsPerPage: 0 } })).nbHits ?? 0, target, retry);
}

/** Refuses a browser key (`publicKey`, from the build) whose ACL holds more than `search`. */
async function checkPublicKey(client: Algoliasearch, target: AlgoliaTarget, publicKey: string, retry: RetryOptions): Promise<void> {
  const granted = publicKey === target.adminKey ? [] : await readOrNull(async () => (await client.getApiKey({ key: publicKey })).acl, target, retry);
  const problem = publicKeyProblem('algolia', { value: publicKey, adminKey: target.adminKey, granted });
  if (problem) throw new PushError(problem, false);
}

export async function pushToAlgolia(
  records: readonly SearchRecord[],
  target: AlgoliaTarget,
  options: { retry: RetryOptions; client?: Algoliasearch; allowShrink?: boolean; publicKey?: string; synonyms?: SynonymGroups },
): Promise<void> {
  const client = options.client ?? algoliaClient(target);
  if (options.publicKey !== undefined) await checkPublicKey(client, target, options.publicKey, options.retry);
  const shrink = shrinkProblem(records.length, await liveCount(client, target, options.retry), options.allowShrink ?? false);
  if (shrink) throw new PushError(shrink, false);
  await withRetry(async () => {
    try {
      const { taskID } = await client.setSettings({ indexName: target.indexName, indexSettings: algoliaIndexSettings });
      await client.waitForTask({ indexName: target.indexName, taskID });
      // Regular (two-way) synonyms, one a group, replacing any others: copied with the settings below.
      const synonyms = await client.saveSynonyms({ indexName: target.indexName, synonymHit: algoliaSynonyms(options.synonyms ?? []), replaceExistingSynonyms: true });
      await client.waitForTask({ indexName: target.indexName, taskID: synonyms.taskID });
    } catch (error) {
      throw explain(error, target);
    }
  }, options.retry);
  await withRetry(async () => {
    try {
      await client.replaceAllObjects({ indexName: target.indexName, objects: records.map(toAlgoliaObject), batchSize: 1000 });
    } catch (error) {
      throw explain(error, target);
    }
  }, options.retry);
}

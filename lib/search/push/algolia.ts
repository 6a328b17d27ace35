/**
 * Algolia: the browser's key checked first, then a temporary index made beside the live one (its
 * settings copied, the site's settings and synonyms set, the records added) and moved over the live
 * one in one operation, as replaceAllObjects does but without changing the live index's settings
 * first. Temporary indexes that interrupted pushes left are swept.
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

export function algoliaClient(target: Omit<AlgoliaTarget, 'indexName'>): Algoliasearch {
  if (!target.host) return algoliasearch(target.appId, target.adminKey);
  const url = new URL(target.host);
  return algoliasearch(target.appId, target.adminKey, {
    hosts: [{ url: url.host, accept: 'readWrite', protocol: url.protocol.replace(':', '') as 'http' | 'https' }],
  });
}

function explain(error: unknown, target: Pick<AlgoliaTarget, 'host'>): PushError {
  const status = (error as { status?: number }).status;
  const message = error instanceof Error ? error.message : String(error);
  if (status === 401 || status === 403) return new PushError(`Algolia refused the admin key (${status}): check ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY`, false);
  if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) return new PushError(`Algolia rejected the records (${status}): ${message}`, false);
  if ((error as { name?: string }).name === 'RetryError') return new PushError(`Cannot reach Algolia${target.host ? ` at ${target.host}` : ''}: ${message}`, true);
  return new PushError(`Algolia answered ${status ?? 'an error'}: ${message}`, isTransientStatus(status));
}

/** One read that Algolia answers with 404 when there is nothing to read: the answer, or null then. */
async function readOrNull<T>(read: () => Promise<T>, target: Pick<AlgoliaTarget, 'host'>, retry: RetryOptions): Promise<T | null> {
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

/**
 * The new index, built beside the live one: the live index's settings, synonyms and rules copied, the
 * site's settings and synonyms set on the copy, then the records. The live index is not touched, so a
 * refused record leaves it exactly as it was, settings included (probe L7).
 */
async function fillTemporary(client: Algoliasearch, live: string, temporary: string, records: readonly SearchRecord[], synonyms: SynonymGroups): Promise<void> {
  const copy = await client.operationIndex({ indexName: live, operationIndexParams: { operation: 'copy', destination: temporary, scope: ['settings', 'synonyms', 'rules'] } });
  await client.waitForTask({ indexName: temporary, taskID: copy.taskID });
  const settings = await client.setSettings({ indexName: temporary, indexSettings: algoliaIndexSettings });
  await client.waitForTask({ indexName: temporary, taskID: settings.taskID });
  // Regular (two-way) synonyms, one a group, replacing any others.
  const saved = await client.saveSynonyms({ indexName: temporary, synonymHit: algoliaSynonyms(synonyms), replaceExistingSynonyms: true });
  await client.waitForTask({ indexName: temporary, taskID: saved.taskID });
  await client.chunkedBatch({ indexName: temporary, objects: records.map(toAlgoliaObject), waitForTasks: true, batchSize: 1000 });
}

/** How long a temporary index is left alone: another push may still be filling it. */
const TEMPORARY_GRACE_MS = 60 * 60_000;

/**
 * Temporary indexes `<index>_tmp_<digits>` that a push killed mid-way left behind (probe L7: they
 * count against the plan's records), once Algolia says they have not changed for the grace period.
 */
async function sweepTemporaryIndexes(client: Algoliasearch, index: string, now: () => number, warn: (message: string) => void): Promise<void> {
  try {
    const prefix = `${index}_tmp_`;
    const { items } = await client.listIndices();
    for (const { name, updatedAt } of items) {
      if (!name.startsWith(prefix) || !/^\d+$/.test(name.slice(prefix.length)) || Date.parse(updatedAt) > now() - TEMPORARY_GRACE_MS) continue;
      await client.deleteIndex({ indexName: name });
      warn(`Deleted ${name}, a temporary index an interrupted push left behind`);
    }
  } catch (error) {
    warn(`Could not sweep the temporary indexes of ${index}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Why the browser's key (`publicKey`, from the build) must not ship: an ACL beyond `search` (lib/search/push/public-key.ts); null when it may. */
export async function algoliaKeyProblem(client: Algoliasearch, target: Pick<AlgoliaTarget, 'adminKey' | 'host'>, publicKey: string, retry: RetryOptions): Promise<string | null> {
  const granted = publicKey === target.adminKey ? [] : await readOrNull(async () => (await client.getApiKey({ key: publicKey })).acl, target, retry);
  return publicKeyProblem('algolia', { value: publicKey, adminKey: target.adminKey, granted });
}

export async function pushToAlgolia(
  records: readonly SearchRecord[],
  target: AlgoliaTarget,
  options: { retry: RetryOptions; client?: Algoliasearch; allowShrink?: boolean; publicKey?: string; synonyms?: SynonymGroups; now?: () => number; warn?: (message: string) => void },
): Promise<void> {
  const client = options.client ?? algoliaClient(target);
  if (options.publicKey !== undefined) {
    const problem = await algoliaKeyProblem(client, target, options.publicKey, options.retry);
    if (problem) throw new PushError(problem, false);
  }
  const shrink = shrinkProblem(records.length, await liveCount(client, target, options.retry), options.allowShrink ?? false);
  if (shrink) throw new PushError(shrink, false);
  await sweepTemporaryIndexes(client, target.indexName, options.now ?? Date.now, options.warn ?? console.warn);
  await withRetry(async () => {
    // The form replaceAllObjects gives its temporary index, which the sweep looks for.
    const temporary = `${target.indexName}_tmp_${(options.now ?? Date.now)()}`;
    try {
      await fillTemporary(client, target.indexName, temporary, records, options.synonyms ?? []);
      const { taskID } = await client.operationIndex({ indexName: temporary, operationIndexParams: { operation: 'move', destination: target.indexName } });
      await client.waitForTask({ indexName: target.indexName, taskID });
    } catch (error) {
      // Nothing of the live index changed; the temporary one goes (after a move that did happen, there is none).
      await client.deleteIndex({ indexName: temporary }).catch(() => undefined);
      throw explain(error, target);
    }
  }, options.retry);
}

/**
 * Typesense: a new collection per push, filled and counted before the alias readers query is swapped
 * to it, then the old collection dropped. A failure before or during the swap drops the new
 * collection and leaves the live alias as it was (a swap whose answer was lost but which happened
 * counts as done); collections of earlier failed pushes are swept, since Typesense keeps them in memory:
 * only those a push created and recorded in their metadata, and only after a grace period.
 * Before any of it, the browser's key is checked to be search-only.
 */
import { Client, Errors } from 'typesense';
import type { SynonymGroups } from '../synonyms';
import type { SearchRecord } from '../types';
import { publicKeyProblem } from './public-key';
import { PushError, isNetworkError, isTransientStatus, withRetry, type RetryOptions } from './retry';
import { shrinkProblem } from './shrink-guard';
import { toTypesenseDocument, typesenseSchemaFields } from './shape';

export interface TypesenseTarget {
  url: string;
  adminKey: string;
  alias: string;
}

export interface PushLog {
  info: (message: string) => void;
  warn: (message: string) => void;
}

export function typesenseClient(target: Pick<TypesenseTarget, 'url' | 'adminKey'>): Client {
  const url = new URL(target.url);
  return new Client({
    nodes: [{ host: url.hostname, port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)), protocol: url.protocol.replace(':', ''), path: url.pathname.replace(/\/$/, '') }],
    apiKey: target.adminKey,
    // Retries are ours (withRetry), so that every step backs off the same way and fails clearly.
    numRetries: 0,
    connectionTimeoutSeconds: 10,
    logLevel: 'silent',
  });
}

function explain(error: unknown, step: string, target: Pick<TypesenseTarget, 'url'>): PushError {
  if (error instanceof PushError) return error;
  if (error instanceof Errors.ImportError) {
    const failed = error.importResults.filter((r) => !r.success);
    const first = failed[0];
    return new PushError(`Typesense rejected ${failed.length} record(s) while ${step}; first: ${first?.error ?? 'unknown error'} in ${first?.document ?? 'a record'}`, false);
  }
  if (error instanceof Errors.RequestUnauthorized) {
    return new PushError(`Typesense refused the admin key while ${step} (401): check TYPESENSE_ADMIN_KEY`, false);
  }
  if (error instanceof Errors.TypesenseError) {
    const status = error.httpStatus;
    return new PushError(`Typesense answered ${status ?? 'an error'} while ${step}: ${error.message}`, isTransientStatus(status));
  }
  const reason = error instanceof Error ? error.message : String(error);
  // Only a failure to connect is worth retrying; anything else (a malformed request the client refuses) fails the same way again.
  if (isNetworkError(error)) return new PushError(`Cannot reach Typesense at ${target.url} while ${step}: ${reason}`, true);
  return new PushError(`Typesense refused the request while ${step}: ${reason}`, false);
}

/** Why the browser's key `publicKey` must not ship, as the service answers with the admin key (lib/search/push/public-key.ts), or null. */
export async function typesenseKeyProblem(client: Client, target: Pick<TypesenseTarget, 'url' | 'adminKey'>, publicKey: string, retry: RetryOptions): Promise<string | null> {
  // Typesense lists a key by the first characters of its value; every key that matches must be search-only.
  const granted =
    publicKey === target.adminKey
      ? []
      : await withRetry(async () => {
          try {
            const matching = (await client.keys().retrieve()).keys.filter((key) => key.value_prefix && publicKey.startsWith(key.value_prefix));
            return matching.length === 0 ? null : matching.flatMap((key) => key.actions.map(String));
          } catch (error) {
            throw explain(error, 'reading the keys', target);
          }
        }, retry);
  return publicKeyProblem('typesense', { value: publicKey, adminKey: target.adminKey, granted });
}

export async function pushToTypesense(
  records: readonly SearchRecord[],
  target: TypesenseTarget,
  options: { retry: RetryOptions; log: PushLog; now?: () => number; client?: Client; allowShrink?: boolean; publicKey?: string; synonyms?: SynonymGroups },
): Promise<{ collection: string; previous: string | null }> {
  const client = options.client ?? typesenseClient(target);
  const step = <T>(name: string, run: () => Promise<T>) =>
    withRetry(async () => {
      try {
        return await run();
      } catch (error) {
        throw explain(error, name, target);
      }
    }, options.retry);

  if (options.publicKey !== undefined) {
    const problem = await typesenseKeyProblem(client, target, options.publicKey, options.retry);
    if (problem) throw new PushError(problem, false);
  }

  const now = options.now ?? Date.now;
  const collection = `${target.alias}_${now()}`;
  const documents = records.map((record) => toTypesenseDocument(record, records.length));

  const previous = await step('reading the alias', async () => {
    try {
      return (await client.aliases(target.alias).retrieve()).collection_name;
    } catch (error) {
      if (error instanceof Errors.ObjectNotFound) return null;
      throw error;
    }
  });

  const live = previous ? await step('counting the live records', async () => (await client.collections(previous).retrieve()).num_documents ?? 0) : null;
  const shrink = shrinkProblem(documents.length, live, options.allowShrink ?? false);
  if (shrink) throw new PushError(shrink, false);

  await step('creating the collection', () =>
    client.collections().create({
      name: collection,
      fields: typesenseSchemaFields.map((field) => ({ ...field })),
      default_sorting_field: 'item_priority',
      token_separators: ['_', '-'],
      // The record that this push made it: only collections carrying it are ever swept (sweepOrphans).
      metadata: pushMark(target.alias),
    }),
  );
  options.log.info(`Created collection ${collection}`);

  try {
    // Multi-way synonyms, one a group, in the new collection before it goes live (lib/search/synonyms.ts).
    for (const [i, phrases] of (options.synonyms ?? []).entries()) {
      await step('setting the synonyms', () => client.collections(collection).synonyms().upsert(`synonyms-${i + 1}`, { synonyms: phrases }));
    }
    const results = await step('importing records', () => client.collections(collection).documents().import(documents, { action: 'create' }));
    const failed = results.filter((result) => !result.success);
    if (failed.length > 0) {
      throw new PushError(`Typesense rejected ${failed.length} record(s) while importing records; first: ${failed[0]?.error ?? 'unknown error'}`, false);
    }
    const count = await step('counting records', async () => (await client.collections(collection).retrieve()).num_documents);
    if (count !== documents.length) throw new PushError(`Typesense holds ${count} of ${documents.length} records in ${collection}; the alias was not changed`, false);
  } catch (error) {
    await step('dropping the unfinished collection', () => client.collections(collection).delete()).catch((dropError: unknown) =>
      options.log.warn(`Could not drop ${collection}: ${dropError instanceof Error ? dropError.message : String(dropError)}`),
    );
    throw error;
  }

  try {
    await step('swapping the alias', () => client.aliases().upsert(target.alias, { collection_name: collection }));
  } catch (error) {
    const now = await step('reading the alias after a failed swap', async () => (await client.aliases(target.alias).retrieve()).collection_name).catch(() => null);
    if (now !== collection) {
      await step('dropping the collection that did not go live', () => client.collections(collection).delete()).catch((dropError: unknown) =>
        options.log.warn(`Could not drop ${collection}: ${dropError instanceof Error ? dropError.message : String(dropError)}`),
      );
      throw error;
    }
    options.log.warn('The alias swap answered with an error, but the alias does point to the new collection: the push went through.');
  }
  options.log.info(`Alias ${target.alias} now points to ${collection} (${documents.length} records)`);
  if (previous && previous !== collection) {
    await step('dropping the old collection', () => client.collections(previous).delete()).catch((error: unknown) =>
      options.log.warn(`The new index is live, but the old collection ${previous} could not be dropped: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
  await sweepOrphans(client, target.alias, collection, options.log, now());
  return { collection, previous };
}

/** What a push writes into the metadata of each collection it creates, naming the alias it was made for. */
const pushMark = (alias: string) => ({ createdBy: PUSH_MARK, alias });
const PUSH_MARK = 'paymora search:push';

/**
 * How long a collection this alias's push made is left alone before it counts as abandoned: a push
 * still importing elsewhere (another runner, a slow link) must not lose its collection to this one.
 */
const ORPHAN_GRACE_MS = 60 * 60_000;

/**
 * Whether `collection` is one a push of `alias` created and recorded (its metadata, and the name a
 * push gives: `<alias>_<13-digit ms>`) more than the grace period before `now`. A collection that
 * merely shares the alias's prefix (`paymora-docs_staging`, another environment's index) is not.
 */
function isAbandonedPush(collection: { name: string; metadata?: object }, alias: string, now: number): boolean {
  const match = /^(.*)_(\d{13})$/.exec(collection.name);
  if (!match || match[1] !== alias) return false;
  const { metadata } = collection;
  const marked = metadata !== undefined && 'createdBy' in metadata && metadata.createdBy === PUSH_MARK && 'alias' in metadata && metadata.alias === alias;
  return marked && Number(match[2]) < now - ORPHAN_GRACE_MS;
}

/** Collections this alias's pushes created and recorded, left by pushes that died between creating and dropping them. */
async function sweepOrphans(client: Client, alias: string, live: string, log: PushLog, now: number): Promise<void> {
  try {
    const aliased = new Set((await client.aliases().retrieve()).aliases.map((a) => a.collection_name));
    const orphans = (await client.collections().retrieve()).filter((c) => c.name !== live && !aliased.has(c.name) && isAbandonedPush(c, alias, now)).map((c) => c.name);
    for (const name of orphans) {
      await client.collections(name).delete();
      log.info(`Dropped ${name}, left by an earlier push`);
    }
  } catch (error) {
    log.warn(`Could not sweep old collections of ${alias}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Typesense: a new collection per push, filled and counted before the alias readers query is swapped
 * to it, then the old collection dropped. A failure before the swap drops the new collection and
 * leaves the live alias as it was.
 */
import { Client, Errors } from 'typesense';
import type { SearchRecord } from '../types';
import { PushError, isTransientStatus, withRetry, type RetryOptions } from './retry';
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

function typesenseClient(target: TypesenseTarget): Client {
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

function explain(error: unknown, step: string, target: TypesenseTarget): PushError {
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
  return new PushError(`Cannot reach Typesense at ${target.url} while ${step}: ${reason}`, true);
}

export async function pushToTypesense(
  records: readonly SearchRecord[],
  target: TypesenseTarget,
  options: { retry: RetryOptions; log: PushLog; now?: () => number; client?: Client },
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

  const collection = `${target.alias}_${(options.now ?? Date.now)()}`;
  const documents = records.map((record) => toTypesenseDocument(record, records.length));

  const previous = await step('reading the alias', async () => {
    try {
      return (await client.aliases(target.alias).retrieve()).collection_name;
    } catch (error) {
      if (error instanceof Errors.ObjectNotFound) return null;
      throw error;
    }
  });

  await step('creating the collection', () =>
    client.collections().create({
      name: collection,
      fields: typesenseSchemaFields.map((field) => ({ ...field })) as never,
      default_sorting_field: 'item_priority',
      token_separators: ['_', '-'],
    }),
  );
  options.log.info(`Created collection ${collection}`);

  try {
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

  await step('swapping the alias', () => client.aliases().upsert(target.alias, { collection_name: collection }));
  options.log.info(`Alias ${target.alias} now points to ${collection} (${documents.length} records)`);
  if (previous && previous !== collection) {
    await step('dropping the old collection', () => client.collections(previous).delete()).catch((error: unknown) =>
      options.log.warn(`The new index is live, but the old collection ${previous} could not be dropped: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
  return { collection, previous };
}

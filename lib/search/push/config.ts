/** What `npm run search:push` reads from the environment and the build; the keys here are admin keys and never reach the browser. */
import { readFile } from 'node:fs/promises';
import { parseRecords, SplitFormatError } from '../split/format';
import type { SearchRecord } from '../types';

export type PushConfig =
  | { backend: 'typesense'; url: string; adminKey: string; indexName: string }
  | { backend: 'algolia'; appId: string; adminKey: string; indexName: string; host?: string };

export class ConfigError extends Error {}

export function readPushConfig(env: Readonly<Record<string, string | undefined>>): PushConfig {
  const backend = env.SEARCH_BACKEND;
  // One name for the push and the browser: the push fills the index the build told the browser to query.
  const indexName = env.NEXT_PUBLIC_SEARCH_INDEX ?? 'paymora-docs';
  if (env.SEARCH_INDEX !== undefined && env.SEARCH_INDEX !== indexName) {
    throw new ConfigError(`SEARCH_INDEX is "${env.SEARCH_INDEX}" but the browser queries "${indexName}": set NEXT_PUBLIC_SEARCH_INDEX alone, which names the index for both`);
  }
  const need = (name: string): string => {
    const value = env[name];
    if (!value) throw new ConfigError(`${name} is not set: the ${backend} push needs it (see README, Search).`);
    return value;
  };
  if (backend === 'typesense') return { backend, url: need('TYPESENSE_URL'), adminKey: need('TYPESENSE_ADMIN_KEY'), indexName };
  if (backend === 'algolia') return { backend, appId: need('ALGOLIA_APP_ID'), adminKey: need('ALGOLIA_ADMIN_KEY'), indexName, host: env.ALGOLIA_HOST };
  throw new ConfigError(`SEARCH_BACKEND is ${backend ? `"${backend}"` : 'not set'}: set it to typesense or algolia to push (the local index needs no push).`);
}

/**
 * The build's search records from `file`, or a ConfigError naming the file, the record and what to do
 * (probe L8: a file that is not JSON, or a record without its url, printed a stack trace).
 */
export async function readPushRecords(file: string): Promise<SearchRecord[]> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`${file} cannot be read as JSON (${reason}): build again with npm run build, then push`, { cause: error });
  }
  try {
    return parseRecords(value, file);
  } catch (error) {
    if (error instanceof SplitFormatError) throw new ConfigError(`${error.message.replace(/\.$/, '')}, then push`, { cause: error });
    throw error;
  }
}

/**
 * A hosted-search build gives every reader its browser key (probe M5). `npm run search:push` already
 * asks the service what that key may do; a deploy that no push precedes, or a key changed without a
 * new push, would ship a write key all the same. So the deploy asks too, with the admin key of its own
 * environment, and refuses a key that may do more than search, or one it cannot check.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { publicSearchConfigIn, SearchConfigError } from '../search/public-config';
import { algoliaClient, algoliaKeyProblem } from '../search/push/algolia';
import { PushError, type RetryOptions } from '../search/push/retry';
import { typesenseClient, typesenseKeyProblem } from '../search/push/typesense';

type Env = Readonly<Record<string, string | undefined>>;

/** Why out/'s browser search key must not ship, or null when the build has none or the service says it may only search. */
export async function browserSearchKeyProblem(outDir: string, env: Env, retry: RetryOptions): Promise<string | null> {
  const home = path.join(outDir, 'index.html');
  // An out/ without a home page has no search settings to check (the deploy's page count refuses it).
  if (!existsSync(home)) return null;
  let config;
  try {
    config = publicSearchConfigIn(readFileSync(home, 'utf8'));
  } catch (error) {
    if (error instanceof SearchConfigError) return `${home}: ${error.message}`;
    throw error;
  }
  if (!config || config.backend === 'local') return null;
  const adminVariable = config.backend === 'typesense' ? 'TYPESENSE_ADMIN_KEY' : 'ALGOLIA_ADMIN_KEY';
  const adminKey = env[adminVariable]?.trim();
  if (!adminKey) {
    return `this build queries ${config.backend} with a browser key that every reader gets, and ${adminVariable} is not set here, so the deploy cannot ask ${config.backend} what that key may do: set ${adminVariable} in the deploy's environment (as for npm run search:push)`;
  }
  try {
    if (config.backend === 'typesense') {
      // The admin API may live at another address than the one readers query.
      const target = { url: env.TYPESENSE_URL ?? config.url, adminKey };
      return await typesenseKeyProblem(typesenseClient(target), target, config.searchKey, retry);
    }
    const target = { appId: config.appId, adminKey, host: env.ALGOLIA_HOST ?? config.host };
    return await algoliaKeyProblem(algoliaClient(target), target, config.searchKey, retry);
  } catch (error) {
    if (!(error instanceof PushError)) throw error;
    return `the deploy could not ask ${config.backend} what the browser key may do (${error.message}): run it again when the service answers`;
  }
}

/** What `npm run search:push` reads from the environment; the keys here are admin keys and never reach the browser. */
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

/** What `npm run search:push` reads from the environment; the keys here are admin keys and never reach the browser. */
export type PushConfig =
  | { backend: 'typesense'; url: string; adminKey: string; indexName: string }
  | { backend: 'algolia'; appId: string; adminKey: string; indexName: string; host?: string };

export class ConfigError extends Error {}

export function readPushConfig(env: Readonly<Record<string, string | undefined>>): PushConfig {
  const backend = env.SEARCH_BACKEND;
  const indexName = env.SEARCH_INDEX ?? 'paymora-docs';
  const need = (name: string): string => {
    const value = env[name];
    if (!value) throw new ConfigError(`${name} is not set: the ${backend} push needs it (see README, Search).`);
    return value;
  };
  if (backend === 'typesense') return { backend, url: need('TYPESENSE_URL'), adminKey: need('TYPESENSE_ADMIN_KEY'), indexName };
  if (backend === 'algolia') return { backend, appId: need('ALGOLIA_APP_ID'), adminKey: need('ALGOLIA_ADMIN_KEY'), indexName, host: env.ALGOLIA_HOST };
  throw new ConfigError(`SEARCH_BACKEND is ${backend ? `"${backend}"` : 'not set'}: set it to typesense or algolia to push (the local index needs no push).`);
}

/**
 * The search settings the browser gets, read at build time from NEXT_PUBLIC_* variables. Only
 * search-only keys belong here; admin keys are read by `npm run search:push` alone.
 */
export type PublicSearchConfig =
  | { backend: 'local'; indexName: string }
  | { backend: 'typesense'; indexName: string; url: string; searchKey: string }
  | { backend: 'algolia'; indexName: string; appId: string; searchKey: string };

export class SearchConfigError extends Error {}

export function readPublicSearchConfig(env: Readonly<Record<string, string | undefined>>): PublicSearchConfig {
  const backend = env.NEXT_PUBLIC_SEARCH_BACKEND ?? 'local';
  const indexName = env.NEXT_PUBLIC_SEARCH_INDEX ?? 'paymora-docs';
  const need = (name: string): string => {
    const value = env[name];
    if (!value) throw new SearchConfigError(`NEXT_PUBLIC_SEARCH_BACKEND is ${backend} but ${name} is not set: give the browser a search-only key (see README, Search).`);
    return value;
  };
  if (backend === 'local') return { backend, indexName };
  if (backend === 'typesense') return { backend, indexName, url: need('NEXT_PUBLIC_TYPESENSE_URL'), searchKey: need('NEXT_PUBLIC_TYPESENSE_SEARCH_KEY') };
  if (backend === 'algolia') return { backend, indexName, appId: need('NEXT_PUBLIC_ALGOLIA_APP_ID'), searchKey: need('NEXT_PUBLIC_ALGOLIA_SEARCH_KEY') };
  throw new SearchConfigError(`NEXT_PUBLIC_SEARCH_BACKEND is "${backend}": use local, typesense or algolia.`);
}

/**
 * The search settings the browser gets, read at build time from NEXT_PUBLIC_* variables. Only
 * search-only keys belong here; admin keys are read by `npm run search:push` alone. The build writes
 * them into every page's `<meta name="paymora:search-config">` (pages/_document.tsx), so the client
 * code is the same for every backend; what a page says is what its build was given.
 */
import { isRecord } from '../util/is-record';

export type PublicSearchConfig =
  | { backend: 'local'; indexName: string }
  | { backend: 'typesense'; indexName: string; url: string; searchKey: string }
  | { backend: 'algolia'; indexName: string; appId: string; searchKey: string; host?: string };

export class SearchConfigError extends Error {}

export const SEARCH_CONFIG_META = 'paymora:search-config';

/** The variables the browser's search-only key is read from, per hosted backend. */
export const SEARCH_KEY_VARIABLE = { typesense: 'NEXT_PUBLIC_TYPESENSE_SEARCH_KEY', algolia: 'NEXT_PUBLIC_ALGOLIA_SEARCH_KEY' } as const;

export function readPublicSearchConfig(env: Readonly<Record<string, string | undefined>>): PublicSearchConfig {
  const backend = env.NEXT_PUBLIC_SEARCH_BACKEND ?? 'local';
  const indexName = env.NEXT_PUBLIC_SEARCH_INDEX ?? 'paymora-docs';
  const need = (name: string): string => {
    const value = env[name];
    if (!value) throw new SearchConfigError(`NEXT_PUBLIC_SEARCH_BACKEND is ${backend} but ${name} is not set: give the browser a search-only key (see README, Search).`);
    return value;
  };
  if (backend === 'local') return { backend, indexName };
  if (backend === 'typesense') return { backend, indexName, url: need('NEXT_PUBLIC_TYPESENSE_URL'), searchKey: need(SEARCH_KEY_VARIABLE.typesense) };
  if (backend === 'algolia') {
    const host = env.NEXT_PUBLIC_ALGOLIA_HOST;
    return { backend, indexName, appId: need('NEXT_PUBLIC_ALGOLIA_APP_ID'), searchKey: need(SEARCH_KEY_VARIABLE.algolia), ...(host ? { host } : {}) };
  }
  throw new SearchConfigError(`NEXT_PUBLIC_SEARCH_BACKEND is "${backend}": use local, typesense or algolia.`);
}

const ENTITIES: Readonly<Record<string, string>> = { '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/** The configuration an exported page carries, or null when it has none (read by `npm run search:push`). */
export function publicSearchConfigIn(html: string): PublicSearchConfig | null {
  const content = new RegExp(`<meta name="${SEARCH_CONFIG_META}" content="([^"]*)"`).exec(html)?.[1];
  return content === undefined ? null : parsePublicSearchConfig(content.replace(/&(?:quot|#x27|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity));
}

/** The configuration a page carries, checked as the build's environment is. */
export function parsePublicSearchConfig(json: string): PublicSearchConfig {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new SearchConfigError(`<meta name="${SEARCH_CONFIG_META}"> is not JSON: build the site again.`);
  }
  const field = (name: string): string | undefined => {
    const inner = isRecord(value) ? value[name] : undefined;
    return typeof inner === 'string' ? inner : undefined;
  };
  return readPublicSearchConfig({
    NEXT_PUBLIC_SEARCH_BACKEND: field('backend'),
    NEXT_PUBLIC_SEARCH_INDEX: field('indexName'),
    NEXT_PUBLIC_TYPESENSE_URL: field('url'),
    [SEARCH_KEY_VARIABLE.typesense]: field('searchKey'),
    NEXT_PUBLIC_ALGOLIA_APP_ID: field('appId'),
    [SEARCH_KEY_VARIABLE.algolia]: field('searchKey'),
    NEXT_PUBLIC_ALGOLIA_HOST: field('host'),
  });
}

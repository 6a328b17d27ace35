/**
 * The browser's search key ships in every page of a hosted-search build, so anyone can read it. The
 * push asks the service what that key may do and refuses when it may do more than search: a key that
 * can add records, change settings or delete the index would let any reader deface the search.
 */
import { SEARCH_KEY_VARIABLE, type PublicSearchConfig } from '../public-config';

type Hosted = Exclude<PublicSearchConfig['backend'], 'local'>;

/** What a search-only key may do: Algolia's ACL `search`, Typesense's action `documents:search`. */
const SEARCH_ONLY: Readonly<Record<Hosted, readonly string[]>> = {
  algolia: ['search'],
  typesense: ['documents:search'],
};

const ADMIN_VARIABLE: Readonly<Record<Hosted, string>> = { typesense: 'TYPESENSE_ADMIN_KEY', algolia: 'ALGOLIA_ADMIN_KEY' };

const fix = (backend: Hosted) => `give the browser a key that may only ${SEARCH_ONLY[backend].join(', ')}, build again and push`;

/**
 * Why the browser's key must not ship, or null when it may: `granted` is what the service says the key
 * may do (Algolia's ACL, Typesense's actions), null when the service does not know the key.
 */
export function publicKeyProblem(backend: Hosted, key: { value: string; adminKey: string; granted: readonly string[] | null }): string | null {
  const variable = SEARCH_KEY_VARIABLE[backend];
  if (key.value === key.adminKey) return `${variable}, which this build gives every browser, is the admin key (${ADMIN_VARIABLE[backend]}): ${fix(backend)}`;
  if (key.granted === null) return `${variable}, which this build gives every browser, is not a key ${backend} knows, so what it may do cannot be checked (a derived or scoped key cannot be either): ${fix(backend)}`;
  const beyond = key.granted.filter((permission) => !SEARCH_ONLY[backend].includes(permission));
  if (beyond.length === 0) return null;
  return `${variable}, which this build gives every browser, may also ${beyond.join(', ')}: anyone could change the index; ${fix(backend)}`;
}

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

/** Variables that hold write or admin credentials: never exposed to the browser, never found in its files. */
export function secretVariables(env: Readonly<Record<string, string | undefined>>): { name: string; value: string }[] {
  return Object.entries(env)
    .filter((entry): entry is [string, string] => /(ADMIN|WRITE|SECRET|PRIVATE)/i.test(entry[0]) && typeof entry[1] === 'string' && entry[1].length >= 8)
    .map(([name, value]) => ({ name, value }));
}

/** Problems before the build: a secret put in a NEXT_PUBLIC_ variable would be inlined into the browser code. */
export function publicSecretProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  const problems = Object.keys(env)
    .filter((name) => name.startsWith('NEXT_PUBLIC_') && /(ADMIN|WRITE|SECRET|PRIVATE)/i.test(name))
    .map((name) => `${name} would be bundled into the browser code; admin and write keys are for npm run search:push only`);
  const secretValues = new Map(secretVariables(env).filter((s) => !s.name.startsWith('NEXT_PUBLIC_')).map((s) => [s.value, s.name]));
  for (const [name, value] of Object.entries(env)) {
    if (name.startsWith('NEXT_PUBLIC_') && value && secretValues.has(value)) {
      problems.push(`${name} holds the same value as ${secretValues.get(value)}: the browser must get a search-only key, never an admin key`);
    }
  }
  return problems;
}

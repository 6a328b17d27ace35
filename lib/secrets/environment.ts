/**
 * Which environment variables are secrets. A name that says key, token, secret, password or
 * credential (or admin, write, private) is a secret unless it is on the short list of names meant
 * for the browser: guessing by the exact admin-key names let `TYPESENSE_API_KEY`, Typesense's usual
 * name for its admin key, through.
 */
import { formatFindings } from './format-scan';

const PUBLIC_VARIABLES: ReadonlySet<string> = new Set(['NEXT_PUBLIC_TYPESENSE_SEARCH_KEY', 'NEXT_PUBLIC_ALGOLIA_SEARCH_KEY', 'NEXT_PUBLIC_ALGOLIA_APP_ID']);

/** A word of the name (between underscores) that ends in key, token, secret, password or credential, or is admin, write, private or pass. */
const SECRET_NAME = /(^|_)([A-Z0-9]*(KEYS?|TOKENS?|SECRETS?|PASSWORD|PASSWD|CREDENTIALS?)|ADMIN|WRITE|PRIVATE|PASS)(_|$)/i;

/** Values shorter than this are not searched for in files: they would match ordinary text. */
export const MIN_SCANNED_LENGTH = 8;

export interface SecretVariable {
  name: string;
  value: string;
}

function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name) && !PUBLIC_VARIABLES.has(name);
}

/** Every secret variable with a value, its value trimmed (a pasted key often carries a space or a newline). */
export function secretVariables(env: Readonly<Record<string, string | undefined>>): SecretVariable[] {
  return Object.entries(env)
    .filter((entry): entry is [string, string] => isSecretName(entry[0]) && typeof entry[1] === 'string' && entry[1].trim() !== '')
    .map(([name, value]) => ({ name, value: value.trim() }));
}

/**
 * Problems before the build: a secret in a NEXT_PUBLIC_ variable would be inlined into the browser
 * code. By the name, by the value of a secret variable, and by the value's format whatever the name
 * (probe L16: `NEXT_PUBLIC_STRIPE_LIVE=sk_live_…` passed, and shipped as soon as code read it).
 */
export function publicSecretProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  const problems = Object.keys(env)
    .filter((name) => name.startsWith('NEXT_PUBLIC_') && isSecretName(name))
    .map((name) => `${name} would be bundled into the browser code: only ${[...PUBLIC_VARIABLES].join(', ')} may name a key there (admin and write keys are for npm run search:push only)`);
  const secretValues = new Map(secretVariables(env).filter((s) => !s.name.startsWith('NEXT_PUBLIC_')).map((s) => [s.value, s.name]));
  for (const name of PUBLIC_VARIABLES) {
    const value = env[name]?.trim();
    const same = value ? secretValues.get(value) : undefined;
    if (same) problems.push(`${name} holds the same value as ${same}: the browser must get a search-only key, never an admin key`);
  }
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith('NEXT_PUBLIC_') || !value) continue;
    const hit = formatFindings(value)[0];
    if (hit) problems.push(`${name} holds ${hit.shown}…, which looks like ${hit.rule}: it would be bundled into the browser code; keep it out of NEXT_PUBLIC_ variables`);
  }
  return problems;
}

/**
 * Which rows of the rate limits table (content/data/api-limits.json) apply to an operation. A row
 * names its calls as "METHOD /path" in its `operations` sentence, or covers every call ("Every call",
 * "Every other call") that no other row of its environment names; so the table stays the one place
 * the limits are written, and the reference reads each operation's limits from it.
 */
export interface RateLimitRow {
  environment: string;
  operations: string;
  requestsPerSecond: number;
  scope: string;
}

const CALL = /\b(GET|POST|PUT|PATCH|DELETE) (\/[\w{}/-]*)/g;

/** The calls a row names ("POST /payments"), each as "METHOD /path". */
function callsNamed(row: Pick<RateLimitRow, 'operations'>): string[] {
  return [...row.operations.matchAll(CALL)].map((match) => `${match[1]} ${match[2]}`);
}

/** The rows that apply to `METHOD /path`: in each environment, the row naming it, else the one naming no call. */
export function rateLimitsOf(rows: readonly RateLimitRow[], method: string, path: string): RateLimitRow[] {
  const call = `${method.toUpperCase()} ${path}`;
  const environments = [...new Set(rows.map((row) => row.environment))];
  return environments.flatMap((environment) => {
    const own = rows.filter((row) => row.environment === environment);
    const named = own.find((row) => callsNamed(row).includes(call));
    const rest = own.find((row) => callsNamed(row).length === 0);
    return named ? [named] : rest ? [rest] : [];
  });
}

/**
 * The retry schedule of failed webhook deliveries (content/data/webhook-retries.json): each row waits
 * `afterMinutes` after the attempt before; the last row repeats until `repeatUntilDays` after the event's
 * createdAt (when the first attempt goes out, unless a delay holds it back), the same anchor as the age check. The table, the inline retry window (paymora/webhook-retry-window.ts) and the fact test all read it
 * through these functions.
 */
import type { WebhookRetryRow } from './page-data';
import { MINUTES_A_DAY, retryWindowDays } from './webhook-retry-window';

/** Minutes from the first attempt to each retry of the fixed part of the schedule (before the repeating wait). */
export function fixedRetryTimes(rows: readonly WebhookRetryRow[]): number[] {
  let at = 0;
  return rows.map((row) => (at += row.afterMinutes));
}

/** How many attempts a message gets in all, the first one included, when every attempt fails. */
export function attemptCount(rows: readonly WebhookRetryRow[]): number {
  const times = fixedRetryTimes(rows);
  const last = rows.at(-1);
  const end = retryWindowDays(rows) * MINUTES_A_DAY;
  const lastFixed = times.at(-1) ?? 0;
  if (!last || lastFixed > end) return 1 + times.filter((t) => t <= end).length;
  return 1 + times.length + Math.floor((end - lastFixed) / last.afterMinutes);
}

/** Rules the rows must keep, as "file: retries[i] …" messages. */
export function webhookRetryProblems(file: string, rows: readonly WebhookRetryRow[]): string[] {
  const problems: string[] = [];
  if (rows.length === 0) return [`${file}: retries is empty; list at least the repeating wait`];
  rows.forEach((row, i) => {
    const isLast = i === rows.length - 1;
    if (!Number.isInteger(row.afterMinutes) || row.afterMinutes <= 0) problems.push(`${file}: retries[${i}].afterMinutes is ${row.afterMinutes}; write a positive whole number of minutes`);
    if (i > 0 && row.afterMinutes < (rows[i - 1]?.afterMinutes ?? 0)) problems.push(`${file}: retries[${i}].afterMinutes is shorter than the wait before it; retries back off, so each wait is at least as long as the last`);
    if (isLast && row.repeatUntilDays === undefined) problems.push(`${file}: retries[${i}] is the last row and has no repeatUntilDays; say for how many days after an event's createdAt it repeats`);
    if (!isLast && row.repeatUntilDays !== undefined) problems.push(`${file}: retries[${i}].repeatUntilDays is set on a row that is not the last; only the last wait repeats`);
  });
  const lastFixed = fixedRetryTimes(rows).at(-1) ?? 0;
  const until = rows.at(-1)?.repeatUntilDays;
  if (until !== undefined && lastFixed > until * MINUTES_A_DAY) problems.push(`${file}: the waits add up to more than repeatUntilDays (${until}); shorten them or lengthen the window`);
  return problems;
}

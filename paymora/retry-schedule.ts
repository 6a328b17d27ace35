/**
 * The client's retry schedule (api-limits.json retrySchedule) in the words a sentence of the docs uses: the
 * HTTP status codes page renders each part with <RetrySchedule part="…" />.
 */
import type { RetrySchedulePart } from './mdx-components';
import type { DataRow } from './page-data';

export type RetryScheduleRow = DataRow<'retrySchedule'>;

const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;

/** What a list of numbers reads as in a sentence: `2, 4 and 8`. */
const listed = (values: readonly number[]) => (values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} and ${values.at(-1)}`);

/** `waits`: `2, 4 and 8 seconds, 4 tries in all` (each wait doubles the one before it); the others: `1 second`. */
export function retryScheduleText(schedule: RetryScheduleRow, part: RetrySchedulePart): string {
  if (part === 'jitter') return seconds(schedule.jitterSeconds);
  if (part === 'shopperWait') return seconds(schedule.shopperWaitSeconds);
  if (part === 'shopperMaxRetryAfter') return seconds(schedule.shopperMaxRetryAfterSeconds);
  const waits = Array.from({ length: schedule.tries - 1 }, (_, i) => schedule.firstWaitSeconds * 2 ** i);
  return `${listed(waits)} seconds, ${schedule.tries} tries in all`;
}

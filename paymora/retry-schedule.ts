/**
 * The client's retry schedule (api-limits.json retrySchedule) in the words a sentence of the docs uses: the
 * HTTP status codes page renders each part with <RetrySchedule part="…" />.
 */
import type { RetrySchedulePart } from './mdx-components';
import type { DataRow } from './page-data';
import { wordList } from '../lib/util/word-list';

export type RetryScheduleRow = DataRow<'retrySchedule'>;

const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;

/** `waits`: `2, 4 and 8 seconds, 4 tries in all` (each wait doubles the one before it); the others: `1 second`. */
export function retryScheduleText(schedule: RetryScheduleRow, part: RetrySchedulePart): string {
  if (part === 'jitter') return seconds(schedule.jitterSeconds);
  if (part === 'shopperWait') return seconds(schedule.shopperWaitSeconds);
  if (part === 'shopperMaxRetryAfter') return seconds(schedule.shopperMaxRetryAfterSeconds);
  const waits = Array.from({ length: schedule.tries - 1 }, (_, i) => schedule.firstWaitSeconds * 2 ** i);
  return `${wordList(waits)} seconds, ${schedule.tries} tries in all`;
}

/**
 * The webhook retry window as a sentence states it (`3 days`), from the retry schedule
 * (paymora/webhook-retries.ts). Its own module: the inline window is on pages' first-load JavaScript, the
 * schedule's arithmetic only in the retry table's lazy chunk.
 */
import type { WebhookRetryRow } from './page-data';

export const MINUTES_A_DAY = 24 * 60;

function unit(value: number, name: string): string {
  return `${value} ${name}${value === 1 ? '' : 's'}`;
}

/** `1 minute`, `2 hours`, `3 days`, `8 hours 36 minutes`. */
export function durationText(minutes: number): string {
  const parts: string[] = [];
  const days = Math.floor(minutes / MINUTES_A_DAY);
  const hours = Math.floor((minutes % MINUTES_A_DAY) / 60);
  const rest = minutes % 60;
  if (days > 0) parts.push(unit(days, 'day'));
  if (hours > 0) parts.push(unit(hours, 'hour'));
  if (rest > 0 || parts.length === 0) parts.push(unit(rest, 'minute'));
  return parts.join(' ');
}

/** How long after the event's createdAt Paymora stops retrying, in days: the anchor of the endpoints' age check too. */
export function retryWindowDays(rows: readonly WebhookRetryRow[]): number {
  const last = rows.at(-1);
  if (last?.repeatUntilDays === undefined) throw new Error('webhook-retries.json: the last row needs repeatUntilDays');
  return last.repeatUntilDays;
}

/** The webhook retry schedule (content/data/webhook-retries.json) as the pages render it, and its rules. */
import { describe, expect, it } from 'vitest';
import { attemptCount, fixedRetryTimes, webhookRetryProblems } from '@/paymora/webhook-retries';
import { durationText, retryWindowDays } from '@/paymora/webhook-retry-window';

const schedule = [{ afterMinutes: 1 }, { afterMinutes: 5 }, { afterMinutes: 30 }, { afterMinutes: 120 }, { afterMinutes: 360, repeatUntilDays: 3 }];

describe('webhook retries', () => {
  it('words durations in their largest units', () => {
    expect(durationText(1)).toBe('1 minute');
    expect(durationText(120)).toBe('2 hours');
    expect(durationText(516)).toBe('8 hours 36 minutes');
    expect(durationText(4 * 24 * 60)).toBe('4 days');
  });

  it('adds the waits up and counts the attempts of a message that always fails', () => {
    expect(retryWindowDays(schedule)).toBe(3);
    expect(fixedRetryTimes(schedule)).toEqual([1, 6, 36, 156, 516]);
    // The first attempt, five retries up to 8 h 36 min, then every 6 hours until 72 h: 10 more.
    expect(attemptCount(schedule)).toBe(16);
  });

  it('reports a schedule that does not back off, repeats mid-way or outlasts its window', () => {
    expect(webhookRetryProblems('webhook-retries.json', schedule)).toEqual([]);
    expect(webhookRetryProblems('webhook-retries.json', [{ afterMinutes: 30 }, { afterMinutes: 5, repeatUntilDays: 1 }, { afterMinutes: 3000 }])).toEqual([
      'webhook-retries.json: retries[1].afterMinutes is shorter than the wait before it; retries back off, so each wait is at least as long as the last',
      'webhook-retries.json: retries[1].repeatUntilDays is set on a row that is not the last; only the last wait repeats',
      "webhook-retries.json: retries[2] is the last row and has no repeatUntilDays; say for how many days after an event's createdAt it repeats",
    ]);
    expect(webhookRetryProblems('webhook-retries.json', [{ afterMinutes: 2000 }, { afterMinutes: 2000, repeatUntilDays: 2 }])).toEqual([
      'webhook-retries.json: the waits add up to more than repeatUntilDays (2); shorten them or lengthen the window',
    ]);
  });
});

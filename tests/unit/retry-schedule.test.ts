import { describe, expect, it } from 'vitest';
import { retryScheduleText } from '@/paymora/retry-schedule';

const schedule = { tries: 4, firstWaitSeconds: 2, jitterSeconds: 1, shopperTries: 2, shopperWaitSeconds: 1, shopperMaxRetryAfterSeconds: 5 };

describe('the retry schedule in words', () => {
  it('doubles each wait from the first, one wait fewer than the tries', () => {
    expect(retryScheduleText(schedule, 'waits')).toBe('2, 4 and 8 seconds, 4 tries in all');
    expect(retryScheduleText({ ...schedule, tries: 3, firstWaitSeconds: 1 }, 'waits')).toBe('1 and 2 seconds, 3 tries in all');
  });

  it('gives the jitter and the shopper-waiting limits in seconds', () => {
    expect(retryScheduleText(schedule, 'jitter')).toBe('1 second');
    expect(retryScheduleText(schedule, 'shopperWait')).toBe('1 second');
    expect(retryScheduleText(schedule, 'shopperMaxRetryAfter')).toBe('5 seconds');
  });
});

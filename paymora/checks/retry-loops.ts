/**
 * The samples retry on the one schedule the docs give (api-limits.json retrySchedule, rendered on the HTTP status
 * codes page): a loop over tries runs the job's number of tries or, for a request a shopper waits for, the
 * shopper's. A sample with a third count retries on a schedule the docs do not give, which a reader copies.
 */
import type { Problem } from '../../lib/checks/model';
import { samplesOf } from '../../lib/checks/samples';
import type { Sample } from '../../lib/samples/samples';
import { dataSets } from '../data-sets';
import type { PaymoraCheck } from './model';

/** `for (var attempt = 1; attempt <= 4; attempt++)`, `for (let tries = 1; tries <= 2 && …; tries += 1)`: the variable and its bound. */
const TRY_LOOP = /for \((?:var|let|int) (\w*(?:attempt|tries|try)\w*) = 1; \1 <= (\d+)\b/gi;

/** Each loop over tries in the sample whose count is neither allowed one, at its file line. */
function loopProblems(sample: Sample, allowed: readonly number[]): Problem[] {
  return [...sample.code.matchAll(TRY_LOOP)].flatMap((match) => {
    const count = Number(match[2]);
    if (allowed.includes(count)) return [];
    const line = sample.line + sample.code.slice(0, match.index).split('\n').length - 1;
    const [job, shopper] = allowed;
    return [{ file: sample.file, line, message: `this retry loop makes ${count} tries; the retry schedule in ${dataSets.ApiLimitSet.file} (retrySchedule) gives a job ${job} tries and a request a shopper waits for ${shopper}: use one of them, with its waits (/resources/http-status-codes#retry-with-backoff)` }];
  });
}

export const retryLoopsCheck: PaymoraCheck = {
  name: 'retry-loops',
  run: (site) =>
    site.versions.flatMap((version) => {
      const [schedule] = version.data.rows('retrySchedule');
      if (!schedule) return [];
      const allowed = [schedule.tries, schedule.shopperTries];
      return [...samplesOf(version, 'csharp'), ...samplesOf(version, 'javascript')].flatMap((sample) => loopProblems(sample, allowed));
    }),
};

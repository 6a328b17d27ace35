/**
 * The retry schedule of failed webhook deliveries (content/data/webhook-retries.json) as a table, so that
 * no page retypes it (WebhookRetryWindow.tsx renders the window inline). The window is counted from the event's
 * createdAt, the same anchor as the endpoints' age check (hmac-validation.mdx), so that no retry is older than
 * that check allows even when the first attempt went out late. Each cell is one string: no comment markers for
 * the Markdown copies.
 */
import { attemptCount, fixedRetryTimes } from '@/paymora/webhook-retries';
import { durationText, retryWindowDays } from '@/paymora/webhook-retry-window';
import type { WebhookRetryRow } from '@/paymora/page-data';
import { usePageData } from './PageDataContext';

export function WebhookRetryTable() {
  return <RetrySchedule rows={usePageData('webhookRetries')} />;
}

/** The schedule's table and what it adds up to; the API reference's webhook events render it too. */
export function RetrySchedule({ rows }: { rows: readonly WebhookRetryRow[] }) {
  const times = fixedRetryTimes(rows);
  const days = retryWindowDays(rows);
  return (
    <>
      <table tabIndex={0} data-data-set="webhookRetries">
        <thead>
          <tr>
            <th>Retry</th>
            <th>Wait after the attempt before</th>
            <th>Time since the first attempt</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              <td>{row.repeatUntilDays === undefined ? `${i + 1}` : `${i + 1} and after`}</td>
              <td>{row.repeatUntilDays === undefined ? durationText(row.afterMinutes) : `${durationText(row.afterMinutes)}, again and again`}</td>
              <td>{row.repeatUntilDays === undefined ? durationText(times[i] ?? 0) : `From ${durationText(times[i] ?? 0)} until ${durationText(row.repeatUntilDays * 24 * 60)} after the event's createdAt`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{`The first attempt goes out when the event happens, at its createdAt. Retries end ${durationText(days * 24 * 60)} after that createdAt, not after the first attempt: if a delay at Paymora holds the first attempt back, the schedule starts later and ends at the same time. A message that fails every time gets at most ${attemptCount(rows)} attempts, the first included. After the last one, the portal marks the delivery Failed.`}</p>
    </>
  );
}

/**
 * The webhook retry window inline in a sentence, such as `3 days`, from content/data/webhook-retries.json.
 * Not a lazy block: those wrap their markup in a div, which a paragraph cannot hold.
 */
import { durationText, retryWindowDays } from '@/paymora/webhook-retry-window';
import { usePageData } from './PageDataContext';

/** `plusDays` adds whole days, for a period that must outlast every retry (a secret key's overlap). */
export function WebhookRetryWindow({ plusDays = 0 }: { plusDays?: number }) {
  const rows = usePageData('webhookRetries');
  return <>{durationText((retryWindowDays(rows) + plusDays) * 24 * 60)}</>;
}

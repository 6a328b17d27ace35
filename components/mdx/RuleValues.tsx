/**
 * Values of the API's rules inside a sentence, each read from its data file: an authorisation's capture window,
 * how long an idempotency key is kept, a sandbox trigger amount. Not lazy blocks: those wrap their markup in a
 * div, which a paragraph cannot hold.
 */
import { shortestWindowDays, type WindowQuery } from '@/paymora/authorisation-windows';
import { testAmount } from '@/paymora/test-scenarios';
import { usePageData } from './PageDataContext';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The shortest window that holds for such a payment whatever its card brand: `7 days`. */
export function AuthorisationWindow(query: WindowQuery) {
  return <>{plural(shortestWindowDays(usePageData('authorisationValidity'), query), 'day')}</>;
}

export function IdempotencyKeyLifetime() {
  const [lifetime] = usePageData('idempotencyKeyLifetime');
  return <>{plural(lifetime?.hours ?? 0, 'hour')}</>;
}

/** A sandbox trigger: the scenario's amount ending, or a whole amount with `prefix` (`prefix="520"` gives `52096`). */
export function TestAmount({ scenario, prefix }: { scenario: string; prefix?: string }) {
  return <code>{testAmount(usePageData('testScenarios'), scenario, prefix)}</code>;
}

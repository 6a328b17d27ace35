/**
 * Tables of the guides' typed data: API limits (content/data/api-limits.json) and sandbox test
 * scenarios beyond cards (content/data/test-scenarios.json). The numbers live in those files only.
 */
import type { DataRow as RowOf } from '@/paymora/page-data';
import { CodeItems, DataTable, type Column } from './DataTable';
import { usePageData } from './PageDataContext';

const rateLimitColumns: Column<RowOf<'rateLimits'>>[] = [
  { header: 'Environment', cell: (l) => l.environment },
  { header: 'Calls', cell: (l) => l.operations },
  // One string, so that the server renders no comment markers between the parts (Markdown copies read them).
  { header: 'Limit', cell: (l) => `${l.requestsPerSecond} requests a second ${l.scope}` },
];

export function RateLimitTable() {
  return <DataTable data-data-set="rateLimits" columns={rateLimitColumns} rows={usePageData('rateLimits')} rowKey={(l) => `${l.environment}-${l.operations}`} />;
}

const timeLimitColumns: Column<RowOf<'timeLimits'>>[] = [
  {
    header: 'Calls',
    cell: (l) => (
      <>
        {l.operations}
        {l.note && <span className="block text-xs text-slate-500 dark:text-slate-400">{l.note}</span>}
      </>
    ),
  },
  { header: 'Paymora answers within', cell: (l) => `${l.paymoraSeconds} s` },
  { header: 'Set your client timeout to', cell: (l) => `${l.clientTimeoutSeconds} s` },
];

export function TimeLimitTable() {
  return <DataTable data-data-set="timeLimits" columns={timeLimitColumns} rows={usePageData('timeLimits')} rowKey={(l) => l.operations} />;
}

const testScenarioColumns: Column<RowOf<'testScenarios'>>[] = [
  { header: 'Payment method', cell: (s) => s.method },
  { header: 'What to send or do', cell: (s) => s.input },
  { header: 'What happens', cell: (s) => s.outcome },
  { header: 'Webhooks', cell: (s) => <CodeItems items={s.webhooks} /> },
];

export function TestScenarioTable() {
  return <DataTable data-data-set="testScenarios" columns={testScenarioColumns} rows={usePageData('testScenarios')} rowKey={(s) => `${s.method}-${s.input}`} />;
}

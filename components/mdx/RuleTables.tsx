/**
 * The API's rules as tables, each from its one source: what an idempotency key keeps after each answer
 * (content/data/idempotency.json) and what an operation answers in each status of its object
 * (content/data/operation-states.json). Pages render these instead of writing the rules out.
 */
import { answerSummary, answersOf, type AnswerSummaryRow, type StateAnswer } from '@/paymora/operation-states';
import type { DataRow as RowOf } from '@/paymora/page-data';
import { DataTable, type Column } from './DataTable';
import { InlineText } from './InlineText';
import { usePageData } from './PageDataContext';

type IdempotencyRow = RowOf<'idempotency'>;

const carriedOutLabel: Readonly<Record<IdempotencyRow['carriedOut'], string>> = {
  yes: 'Yes',
  no: 'No',
  in_progress: 'Still running',
  unknown: 'Not known from the answer',
};

/** Status codes and error codes in an answer's name read as code. */
const answerText = (answer: string) => answer.replace(/\b(\dxx|\d{3}|[a-z]+(?:_[a-z]+)+)\b/g, '`$1`');

const storedLabel: Readonly<Record<IdempotencyRow['stored'], string>> = {
  answer: 'The status and body',
  outcome: 'The operation, once Paymora knows whether it was carried out',
  nothing: 'Nothing',
};

const idempotencyColumns: Column<IdempotencyRow>[] = [
  { header: 'Answer', cell: (row) => <InlineText text={answerText(row.answer)} /> },
  { header: 'Carried out?', cell: (row) => carriedOutLabel[row.carriedOut] },
  { header: 'What the key keeps, while it is kept', cell: (row) => storedLabel[row.stored] },
  { header: 'A retry with the same key', cell: (row) => <InlineText text={row.retry} /> },
];

export function IdempotencyTable() {
  return <DataTable data-data-set="idempotency" columns={idempotencyColumns} rows={usePageData('idempotency')} rowKey={(row) => row.answer} />;
}

const stateColumns: Column<StateAnswer>[] = [
  {
    header: 'Status',
    cell: (row) => (
      <>
        <InlineText text={row.states.map((state) => `\`${state}\``).join(', ')} />
        {row.condition && (
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            <InlineText text={row.condition} />
          </span>
        )}
      </>
    ),
  },
  { header: 'Answer', cell: (row) => <InlineText text={row.code ? `\`${row.answer}\` \`${row.code}\`` : `\`${row.answer}\``} /> },
  { header: 'What happens', cell: (row) => <InlineText text={row.result} /> },
];

/** What `operation` answers in each status of its object. */
export function OperationStateTable({ operation }: { operation: string }) {
  const rows = answersOf(usePageData('operationStates'), operation);
  const summary = answerSummary(rows, usePageData('errorActions'));
  return (
    <>
      {summary.length > 1 && (
        <details data-answer-summary={operation}>
          <summary>{`The ${summary.length} error codes at a glance, and what to do`}</summary>
          <DataTable data-data-set="errorActions" data-operation={operation} columns={summaryColumns} rows={summary} rowKey={(row) => row.code} />
        </details>
      )}
      <StateAnswerTable operation={operation} rows={rows} />
    </>
  );
}

const summaryColumns: Column<AnswerSummaryRow>[] = [
  { header: 'Answer', cell: (row) => <InlineText text={`\`${row.answer}\` \`${row.code}\``} /> },
  { header: 'In status', cell: (row) => <InlineText text={row.states.map((state) => `\`${state}\``).join(', ')} /> },
  { header: 'What to do', cell: (row) => <InlineText text={row.action} /> },
];

/** The answers themselves, which the API reference also renders under each operation it holds. */
export function StateAnswerTable({ operation, rows }: { operation: string; rows: readonly StateAnswer[] }) {
  return <DataTable data-data-set="operationStates" data-operation={operation} columns={stateColumns} rows={rows} rowKey={(row) => `${row.states.join(' ')} ${row.condition ?? ''}`} />;
}

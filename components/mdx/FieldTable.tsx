import type { FieldRow } from '@/lib/openapi/endpoint';
import { CodeItems, DataTable, type Column } from './DataTable';

/** `valueProps` marks the values' lines (a reference row whose values later rows fold, lib/reference/schema-fold.ts). */
export function FieldDescription({ row, valueProps }: { row: FieldRow; valueProps?: Record<`data-${string}`, string> }) {
  return (
    <>
      {`${row.description} `}
      {row.allowedMeanings ? (
        // One line per value; spans, not a list, so that the Markdown copy keeps the table row on one line.
        row.allowed.map((value) => (
          <span key={value} className="mt-1 block text-xs" {...valueProps}>
            <code>{value}</code>
            {`: ${row.allowedMeanings?.[value] ?? ''} `}
          </span>
        ))
      ) : row.allowed.length > 0 && (
        <span className="mt-1 block text-xs" {...valueProps}>
          {'One of: '}
          <CodeItems items={row.allowed} />
          {' '}
        </span>
      )}
      {(row.default !== undefined || row.constraints.length > 0) && (
        <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
          {` ${[...(row.default !== undefined ? [`Default: ${row.default}`] : []), ...row.constraints].join(' · ')}`}
        </span>
      )}
    </>
  );
}

const fieldColumns: Column<FieldRow>[] = [
  { header: 'Field', cell: (row) => <code>{row.name}</code> },
  { header: 'Type', cell: (row) => row.type },
  { header: 'Required', cell: (row) => (row.required ? 'Yes' : 'No') },
  { header: 'Description', cell: (row) => <FieldDescription row={row} /> },
];

/** Fields of a request, response or parameter: name, type, required, and what the schema says of them (named by its caption). */
export function FieldTable({ caption, rows }: { caption: string; rows: readonly FieldRow[] }) {
  if (rows.length === 0) return null;
  // field-table: on a phone each row becomes a block (styles/globals.css), so the description is not squeezed into a column.
  return <DataTable caption={caption} columns={fieldColumns} rows={rows} rowKey={(row) => row.name} className="field-table" />;
}

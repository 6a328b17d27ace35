import type { ComponentPropsWithoutRef, Key, ReactNode } from 'react';

export interface Column<Row> {
  header: ReactNode;
  align?: 'left' | 'center' | 'right';
  cell: (row: Row) => ReactNode;
}

/** Rows under a heading row that spans the table, each group its own tbody. */
interface RowGroup<Row> {
  label: string;
  rows: readonly Row[];
}

type TableAttributes = Omit<ComponentPropsWithoutRef<'table'>, 'children' | 'tabIndex'>;

const alignClass = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

/**
 * One table of data rows: a header per column, a cell renderer per column. Focusable, because a wide
 * table scrolls sideways on a phone and a keyboard must be able to scroll it; the attributes
 * (`data-data-set`, `aria-label`) go on the table as given.
 */
export function DataTable<Row>({
  columns,
  rows,
  groups,
  rowKey,
  rowId,
  caption,
  ...attributes
}: TableAttributes & {
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => Key;
  rowId?: (row: Row) => string;
  caption?: ReactNode;
} & ({ rows: readonly Row[]; groups?: never } | { groups: readonly RowGroup<Row>[]; rows?: never })) {
  const body = (list: readonly Row[]) =>
    list.map((row) => (
      <tr key={rowKey(row)} id={rowId?.(row)}>
        {columns.map((column, i) => (
          <td key={i} className={column.align && alignClass[column.align]}>
            {column.cell(row)}
          </td>
        ))}
      </tr>
    ));
  return (
    <table tabIndex={0} {...attributes}>
      {caption !== undefined && <caption className="text-left text-sm font-semibold">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th key={i} className={column.align && alignClass[column.align]}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      {groups ? (
        groups.map((group) => (
          <tbody key={group.label}>
            <tr>
              <th colSpan={columns.length} scope="colgroup" className="text-left">
                {group.label}
              </th>
            </tr>
            {body(group.rows)}
          </tbody>
        ))
      ) : (
        <tbody>{body(rows)}</tbody>
      )}
    </table>
  );
}

/** Values as inline code, separated by commas. */
export function CodeItems({ items }: { items: readonly string[] }) {
  return items.map((item, i) => (
    <span key={item}>
      {i > 0 && ', '}
      <code>{item}</code>
    </span>
  ));
}

/** A boolean cell: a check mark or a dash, each named for screen readers. */
export function YesNoMark({ value }: { value: boolean }) {
  return value ? <span aria-label="Yes">✓</span> : <span aria-label="No" className="text-slate-400">–</span>;
}

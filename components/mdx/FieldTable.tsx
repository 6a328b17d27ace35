import type { FieldRow } from '@/lib/openapi/endpoint';

/** Fields of a request, response or parameter: name, type, required, and what the schema says of them. */
export function FieldTable({ caption, rows }: { caption: string; rows: readonly FieldRow[] }) {
  if (rows.length === 0) return null;
  return (
    // Long field names make it scroll sideways: focusable, so that a keyboard can scroll it (named by its caption).
    <table tabIndex={0}>
      <caption className="text-left text-sm font-semibold">{caption}</caption>
      <thead>
        <tr>
          <th>Field</th>
          <th>Type</th>
          <th>Required</th>
          <th>Description</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td>
              <code>{row.name}</code>
            </td>
            <td>{row.type}</td>
            <td>{row.required ? 'Yes' : 'No'}</td>
            <td>
              {`${row.description} `}
              {row.allowedMeanings ? (
                // One line per value; spans, not a list, so that the Markdown copy keeps the table row on one line.
                row.allowed.map((value) => (
                  <span key={value} className="mt-1 block text-xs">
                    <code>{value}</code>
                    {`: ${row.allowedMeanings?.[value] ?? ''} `}
                  </span>
                ))
              ) : row.allowed.length > 0 && (
                <span className="mt-1 block text-xs">
                  {'One of: '}
                  {row.allowed.map((value, i) => (
                    <span key={value}>
                      {i > 0 && ', '}
                      <code>{value}</code>
                    </span>
                  ))}
                  {' '}
                </span>
              )}
              {(row.default !== undefined || row.constraints.length > 0) && (
                <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
                  {` ${[...(row.default !== undefined ? [`Default: ${row.default}`] : []), ...row.constraints].join(' · ')}`}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

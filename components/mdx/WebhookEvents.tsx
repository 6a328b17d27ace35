import { webhookEventAnchor } from '@/lib/openapi/anchors';
import { useContext } from 'react';
import { ApiContext } from './ApiContext';
import { DataTable, type Column } from './DataTable';
import { FieldTable } from './FieldTable';
import { HighlightedTabs } from './HighlightedTabs';

/**
 * Every webhook event of content/data/webhook-events.json: when it is sent, the data fields it carries
 * (described by the webhook message schema of content/api/openapi.yaml) and an example message.
 */
export function WebhookEventReference() {
  const events = useContext(ApiContext).webhookEvents;
  if (!events) throw new Error('The page uses <WebhookEventReference /> but its props do not carry the events: see lib/openapi/page-endpoints.ts');
  return (
    <div data-webhook-events={events.length}>
      {events.map((event) => (
        <section key={event.type} id={webhookEventAnchor(event.type)} aria-label={`Event ${event.type}`} className="my-6">
          <p className="not-prose rounded-lg border border-slate-200 px-4 py-3 text-sm font-bold dark:border-slate-800">
            <code>{event.type}</code>
          </p>
          <p>
            {`${event.description} `}
            <em>Sent when:</em>
            {` ${event.trigger}`}
          </p>
          <FieldTable caption={`data fields of ${event.type}`} rows={event.rows} />
          <details className="my-4">
            <summary className="cursor-pointer text-sm font-semibold">{`Example ${event.type} message`}</summary>
            <HighlightedTabs samples={[event.example]} generated />
          </details>
        </section>
      ))}
    </div>
  );
}

// A status enum's values are statuses; another enum's (an evidence kind, an advice's action) are values.
const statusColumns = (schema: string): Column<{ value: string; meaning: string }>[] => [
  { header: schema.endsWith('Status') ? 'Status' : 'Value', cell: (s) => <code>{s.value}</code> },
  { header: 'What it means', cell: (s) => s.meaning },
];

/**
 * The values of one status enum of the API document, each with what it means: the one place statuses are defined.
 * `rows` (values separated by spaces) renders the rows a section is about, in the enum's order.
 */
export function StatusTable({ schema, describe, rows: listed }: { schema: string; describe?: 'schema'; rows?: string }) {
  const statuses = useContext(ApiContext).statuses?.[schema];
  if (!statuses) throw new Error(`The page uses <StatusTable schema="${schema}" /> but its props do not carry it: see lib/openapi/page-endpoints.ts`);
  const wanted = listed?.split(/\s+/).filter(Boolean);
  const unknown = wanted?.filter((value) => !statuses.values.some((s) => s.value === value)) ?? [];
  if (unknown.length > 0) throw new Error(`<StatusTable schema="${schema}" rows="${listed ?? ''}">: ${schema} has no value ${unknown.join(', ')} (it has ${statuses.values.map((s) => s.value).join(', ')})`);
  const rows = wanted ? statuses.values.filter((s) => wanted.includes(s.value)) : statuses.values;
  const table = <DataTable data-statuses={schema} columns={statusColumns(schema)} rows={rows} rowKey={(s) => s.value} />;
  // describe="schema": the enum's own description first, for a rule the document states once beside its values.
  if (describe !== 'schema') return table;
  return (
    <>
      <p>{statuses.description}</p>
      {table}
    </>
  );
}

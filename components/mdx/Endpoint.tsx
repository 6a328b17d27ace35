import { useContext } from 'react';
import { AppLink } from '@/components/AppLink';
import type { RenderedEndpoint } from '@/lib/openapi/page-endpoints';
import { endpointKey } from '@/lib/openapi/keys';
import { ApiContext } from './ApiContext';
import { CodeItems, DataTable, type Column } from './DataTable';
import { FieldTable } from './FieldTable';
import { HighlightedTabs } from './HighlightedTabs';

const methodColours: Record<string, string> = {
  GET: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  POST: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  PATCH: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  DELETE: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
};

/** A guide's way to the operation's section in the API reference. */
export function ReferenceLink({ href, method, path }: { href: string | null; method: string; path: string }) {
  if (!href) return null;
  return (
    <p className="not-prose mt-2 text-sm">
      <AppLink href={href} className="text-brand-700 hover:underline dark:text-brand-300" data-reference-link>
        {`${method} ${path} in the API reference`}
      </AppLink>
    </p>
  );
}

/** An HTTP method in its colour; `className` sizes it where it stands. */
export function MethodBadge({ method, className = '' }: { method: string; className?: string }) {
  return <span className={`rounded px-2 py-0.5 font-bold ${methodColours[method] ?? methodColours.POST} ${className}`}>{method}</span>;
}

/** Method, path and how the call is authenticated, on one line. */
export function MethodPath({ method, path, webhook }: { method: string; path: string; webhook: boolean }) {
  return (
    <p className="not-prose flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 px-4 py-3 font-mono text-sm dark:border-slate-800">
      <MethodBadge method={method} />{' '}
      <span className="text-slate-900 dark:text-white">{webhook ? 'your webhook URL' : path}</span>{' '}
      <span className="ml-auto font-sans text-xs text-slate-600 dark:text-slate-400">{webhook ? 'Signed: Paymora-Signature' : 'Auth: X-Api-Key'}</span>
    </p>
  );
}

/** One operation of the API, rendered from content/api/openapi.yaml: nothing here is written twice. */
export function Endpoint({ operation, example }: { operation: string; example?: string }) {
  const endpoint = useContext(ApiContext).endpoints[endpointKey(operation, example)];
  if (!endpoint) throw new Error(`The page uses <Endpoint operation="${operation}"> but its props do not carry it: see lib/openapi/page-endpoints.ts`);
  return (
    <section aria-label={endpoint.webhook ? `POST webhook ${endpoint.path}` : `${endpoint.method} ${endpoint.path}`} data-endpoint={operation} className="my-6">
      <MethodPath method={endpoint.method} path={endpoint.path} webhook={endpoint.webhook} />
      <ReferenceLink href={endpoint.reference} method={endpoint.webhook ? 'Webhook' : endpoint.method} path={endpoint.path} />
      <FieldTable caption="Headers" rows={endpoint.headers} />
      <FieldTable caption="Path parameters" rows={endpoint.pathParams} />
      <FieldTable caption="Query parameters" rows={endpoint.queryParams} />
      <FieldTable caption={endpoint.webhook ? 'Message body' : 'Request body'} rows={endpoint.requestFields} />
      {endpoint.webhook && <p className="text-sm font-semibold">Example message</p>}
      <HighlightedTabs samples={endpoint.samples} generated />
      {!endpoint.webhook && <FieldTable caption={`Response ${endpoint.responseStatus}`} rows={endpoint.responseFields} />}
      {endpoint.exampleResponse && (
        <details className="my-4">
          <summary className="cursor-pointer text-sm font-semibold">{`Example response ${endpoint.responseStatus}`}</summary>
          <HighlightedTabs samples={[endpoint.exampleResponse]} generated />
        </details>
      )}
      {endpoint.errors.length > 0 && <ErrorTable errors={endpoint.errors} />}
    </section>
  );
}

const errorColumns: Column<RenderedEndpoint['errors'][number]>[] = [
  { header: 'Status', cell: (error) => error.status },
  { header: 'When', cell: (error) => error.description },
  { header: 'Codes', cell: (error) => <CodeItems items={error.codes} /> },
];

function ErrorTable({ errors }: { errors: RenderedEndpoint['errors'] }) {
  return <DataTable caption="Errors" columns={errorColumns} rows={errors} rowKey={(error) => error.status} />;
}

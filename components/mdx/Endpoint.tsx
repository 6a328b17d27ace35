import { createContext, useContext } from 'react';
import type { FieldRow } from '@/lib/openapi/endpoint';
import type { RenderedEndpoint } from '@/lib/openapi/page-endpoints';
import { CodeBlock } from './CodeBlock';
import { CodeTabs } from './CodeTabs';

const methodColours: Record<string, string> = {
  GET: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  POST: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  PATCH: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  DELETE: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
};

export const EndpointContext = createContext<Record<string, RenderedEndpoint>>({});

function Fields({ caption, rows }: { caption: string; rows: readonly FieldRow[] }) {
  if (rows.length === 0) return null;
  return (
    <table>
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
            <td>{row.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One operation of the API, rendered from content/api/openapi.yaml: nothing here is written twice. */
export function Endpoint({ operation }: { operation: string }) {
  const endpoint = useContext(EndpointContext)[operation];
  if (!endpoint) throw new Error(`The page uses <Endpoint operation="${operation}"> but its props do not carry it: see lib/openapi/page-endpoints.ts`);
  return (
    <section aria-label={`${endpoint.method} ${endpoint.path}`} data-endpoint={operation} className="my-6">
      <p className="not-prose flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 px-4 py-3 font-mono text-sm dark:border-slate-800">
        <span className={`rounded px-2 py-0.5 font-bold ${methodColours[endpoint.method] ?? methodColours.POST}`}>{endpoint.method}</span>
        <span className="text-slate-900 dark:text-white">{endpoint.path}</span>
        <span className="ml-auto font-sans text-xs text-slate-600 dark:text-slate-400">Auth: X-Api-Key</span>
      </p>
      <Fields caption="Headers" rows={endpoint.headers} />
      <Fields caption="Path parameters" rows={endpoint.pathParams} />
      <Fields caption="Query parameters" rows={endpoint.queryParams} />
      <Fields caption="Request body" rows={endpoint.requestFields} />
      <CodeTabs>
        {endpoint.samples.map((sample) => (
          <CodeBlock key={sample.language} data-language={sample.language} className={sample.className} style={parseStyle(sample.style)}>
            <code dangerouslySetInnerHTML={{ __html: sample.html }} />
          </CodeBlock>
        ))}
      </CodeTabs>
      <Fields caption={`Response ${endpoint.responseStatus}`} rows={endpoint.responseFields} />
      {endpoint.errors.length > 0 && <ErrorTable errors={endpoint.errors} />}
    </section>
  );
}

function ErrorTable({ errors }: { errors: RenderedEndpoint['errors'] }) {
  return (
    <table>
      <caption className="text-left text-sm font-semibold">Errors</caption>
      <thead>
        <tr>
          <th>Status</th>
          <th>When</th>
          <th>Codes</th>
        </tr>
      </thead>
      <tbody>
        {errors.map((error) => (
          <tr key={error.status}>
            <td>{error.status}</td>
            <td>{error.description}</td>
            <td>
              {error.codes.map((code, i) => (
                <span key={code}>
                  {i > 0 && ', '}
                  <code>{code}</code>
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Shiki's inline style string as a React style object. */
function parseStyle(style: string): Record<string, string> {
  return Object.fromEntries(
    style
      .split(';')
      .map((part) => part.split(':').map((s) => s.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]))
      .map(([name, value]) => [name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()), value]),
  );
}

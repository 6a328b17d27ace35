/**
 * An operation's "Try it" console: the example request prefilled and editable, sent from the browser
 * to the sandbox with the reader's own sandbox key, and the answer shown with its status, headers, body
 * and time. Loaded on first open (./TryIt); its data (parameters, example body, request schema, base
 * URL) is fetched then too (lib/openapi/console-data.ts). The request is made in lib/console/request.ts;
 * the key is kept in session storage only (lib/console/api-key.ts).
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { apiKeyProblem, readSessionKey, storeSessionKey } from '@/lib/console/api-key';
import { IDEMPOTENCY_HEADER } from '@/lib/openapi/idempotency';
import { consoleDataOf, type ConsoleData, type ConsoleOperation, type ConsoleParameter } from '@/lib/console/data';
import { bodyProblems, consoleRequest, failureExplanation, fieldKey, type ConsoleRequest } from '@/lib/console/request';

export interface ApiConsoleProps {
  operationId: string;
  /** Where the version's console data is served (`/api/console.json`). */
  dataUrl: string;
}

const loads = new Map<string, Promise<ConsoleData>>();

function loadData(url: string): Promise<ConsoleData> {
  let load = loads.get(url);
  if (!load) {
    load = fetch(url).then(async (response) => {
      const data = response.ok ? consoleDataOf(await response.json()) : null;
      if (!data) throw new Error(`${url} answered ${response.status}`);
      return data;
    });
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: ConsoleData; operation: ConsoleOperation };

export function ApiConsole({ operationId, dataUrl }: ApiConsoleProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    loadData(dataUrl).then(
      (data) => {
        const operation = data.operations[operationId];
        if (current) setLoaded(operation ? { state: 'ready', data, operation } : { state: 'failed' });
      },
      () => current && setLoaded({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [dataUrl, operationId]);
  if (loaded.state === 'loading') return <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Loading the request…</p>;
  if (loaded.state === 'failed') return <p className="mt-2 text-sm text-red-800 dark:text-red-300">{`The console's data (${dataUrl}) could not be loaded: reload the page and try again.`}</p>;
  return <ConsoleForm data={loaded.data} operation={loaded.operation} operationId={operationId} />;
}

type Answer =
  | { kind: 'response'; status: number; statusText: string; headers: [string, string][]; body: string; ms: number; idempotencyKey: string | null }
  | { kind: 'failure'; message: string };

// Classes the site's stylesheet already has where one serves: the console adds little to the one stylesheet every page loads.
const inputClass = 'w-full rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-xs text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';
const labelClass = 'block text-xs font-medium text-slate-700 dark:text-slate-300';

const newKey = () => crypto.randomUUID();

function initialValues(operation: ConsoleOperation): Record<string, string> {
  return Object.fromEntries(operation.parameters.map((parameter) => [fieldKey(parameter), parameter.name === IDEMPOTENCY_HEADER && parameter.in === 'header' ? newKey() : parameter.example]));
}

function ConsoleForm({ data, operation, operationId }: { data: ConsoleData; operation: ConsoleOperation; operationId: string }) {
  const id = useId();
  const [apiKey, setApiKey] = useState(readSessionKey);
  const [values, setValues] = useState(() => initialValues(operation));
  const [body, setBody] = useState(operation.body?.example ?? '');
  const [problems, setProblems] = useState<string[]>([]);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [sending, setSending] = useState(false);
  const keyProblem = apiKey.trim() === '' ? null : apiKeyProblem(apiKey);
  const schemaProblems = useMemo(() => (operation.body ? bodyProblems(body, operation.body.schema, operation.body.required) : []), [body, operation.body]);
  const idempotency = operation.parameters.find((parameter) => parameter.in === 'header' && parameter.name === IDEMPOTENCY_HEADER);
  const origin = new URL(data.baseUrl).origin;

  const setValue = (parameter: ConsoleParameter, value: string) => setValues((previous) => ({ ...previous, [fieldKey(parameter)]: value }));
  const changeKey = (value: string) => {
    setApiKey(value);
    storeSessionKey(value);
  };

  const send = async () => {
    const made = consoleRequest(operation, { baseUrl: data.baseUrl, apiKeyHeader: data.apiKeyHeader, apiKey, values, body });
    if ('problems' in made) {
      setProblems(made.problems);
      return;
    }
    setProblems([]);
    setSending(true);
    setAnswer(null);
    const { request } = made;
    const sentKey = idempotency ? (request.headers[IDEMPOTENCY_HEADER] ?? null) : null;
    setAnswer(await sendRequest(request, sentKey));
    setSending(false);
    // Each send is a new operation: the next one gets a new key (a retry of this one would reuse it, typed back in).
    if (idempotency) setValue(idempotency, newKey());
  };

  return (
    <form
      className="mt-3 space-y-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-3 text-sm dark:border-slate-800 dark:bg-slate-900"
      data-console={operationId}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {'Sends '}
        <code className="break-all">{`${operation.method} ${data.baseUrl}${operation.path}`}</code>
        {' from this browser.'}
      </p>
      <div>
        <label htmlFor={`${id}-key`} className={labelClass}>
          Sandbox API key
        </label>
        <input
          id={`${id}-key`}
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder="sk_test_…"
          value={apiKey}
          onChange={(event) => changeKey(event.target.value)}
          aria-invalid={keyProblem !== null}
          aria-describedby={`${id}-key-note`}
          className={inputClass}
          data-console-key
        />
        <p id={`${id}-key-note`} className={`mt-1 text-xs ${keyProblem ? 'font-medium text-red-800 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`} data-console-key-note role={keyProblem ? 'alert' : undefined}>
          {keyProblem ?? `Kept in this tab only (session storage) and sent only to ${origin}, in the ${data.apiKeyHeader} header.`}
        </p>
      </div>
      {operation.parameters.map((parameter) => (
        <div key={fieldKey(parameter)}>
          <label htmlFor={`${id}-${fieldKey(parameter)}`} className={labelClass}>
            <code>{parameter.name}</code>
            {` (${parameter.in}${parameter.required ? ', required' : ''})`}
          </label>
          <div className="flex gap-2">
            <input id={`${id}-${fieldKey(parameter)}`} value={values[fieldKey(parameter)] ?? ''} onChange={(event) => setValue(parameter, event.target.value)} spellCheck={false} className={inputClass} data-console-field={fieldKey(parameter)} />
            {parameter === idempotency && (
              <button type="button" onClick={() => setValue(parameter, newKey())} className="shrink-0 rounded-md px-2 text-xs text-brand-700 hover:bg-slate-100 dark:text-brand-300 dark:hover:bg-slate-800">
                New key
              </button>
            )}
          </div>
          {parameter === idempotency && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">A new key after each send; type the last one back to retry it.</p>}
        </div>
      ))}
      {operation.body && (
        <div>
          <label htmlFor={`${id}-body`} className={labelClass}>
            {`Body (JSON${operation.body.required ? '' : ', optional'})`}
          </label>
          <textarea
            id={`${id}-body`}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            spellCheck={false}
            rows={Math.min(16, Math.max(4, body.split('\n').length))}
            aria-describedby={`${id}-body-check`}
            className={inputClass}
            data-console-body
          />
          <div id={`${id}-body-check`} className="mt-1 text-xs" data-console-body-check>
            {schemaProblems.length === 0 ? (
              <p className="text-emerald-800 dark:text-emerald-300">Matches the request schema.</p>
            ) : (
              <ul className="space-y-1 text-red-800 dark:text-red-300">
                {schemaProblems.slice(0, 6).map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
                {schemaProblems.length > 6 && <li>{`and ${schemaProblems.length - 6} more`}</li>}
              </ul>
            )}
          </div>
        </div>
      )}
      {problems.length > 0 && (
        <ul role="alert" className="space-y-1 text-xs font-medium text-red-800 dark:text-red-300" data-console-problems>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <button type="submit" disabled={sending} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600" data-console-send>
        {sending ? 'Sending…' : 'Send request'}
      </button>
      <div aria-live="polite">{answer && <AnswerView answer={answer} />}</div>
    </form>
  );
}

async function sendRequest(request: ConsoleRequest, idempotencyKey: string | null): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body, mode: 'cors', credentials: 'omit', cache: 'no-store', referrerPolicy: 'no-referrer', signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    return { kind: 'response', status: response.status, statusText: response.statusText, headers: [...response.headers.entries()], body: prettyJson(text), ms: Math.round(performance.now() - started), idempotencyKey };
  } catch (error) {
    const cause = !navigator.onLine ? 'offline' : error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'failed';
    return { kind: 'failure', message: failureExplanation(request, window.location.origin, cause) };
  }
}

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function AnswerView({ answer }: { answer: Answer }) {
  if (answer.kind === 'failure')
    return (
      <p className="rounded-md border border-red-300 bg-white p-2 text-xs text-red-900 dark:border-red-800 dark:bg-slate-950 dark:text-red-300" data-console-failure>
        {answer.message}
      </p>
    );
  const ok = answer.status >= 200 && answer.status < 300;
  return (
    <div data-console-answer data-status={answer.status}>
      <p className="flex flex-wrap items-baseline gap-x-3 text-xs">
        <strong className={`font-mono text-sm ${ok ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-800 dark:text-red-300'}`} data-console-status>{`${answer.status}${answer.statusText ? ` ${answer.statusText}` : ''}`}</strong>
        <span className="text-slate-600 dark:text-slate-400" data-console-time>{`${answer.ms} ms`}</span>
        {answer.idempotencyKey && <span className="break-all text-slate-600 dark:text-slate-400">{`${IDEMPOTENCY_HEADER} ${answer.idempotencyKey}`}</span>}
      </p>
      <details className="mt-2">
        <summary className="cursor-pointer text-xs font-medium text-brand-700 dark:text-brand-300">{`${answer.headers.length} response headers`}</summary>
        <ul className="mt-1 space-y-1 font-mono text-xs" data-console-headers>
          {answer.headers.map(([name, value]) => (
            <li key={name} className="break-all text-slate-900 dark:text-slate-100">
              <span className="text-slate-600 dark:text-slate-400">{`${name}: `}</span>
              {value}
            </li>
          ))}
        </ul>
      </details>
      <pre className="mt-2 overflow-auto rounded-md bg-white p-2 text-xs text-slate-900 dark:bg-slate-950 dark:text-slate-100" data-console-response-body>
        {answer.body || '(no body)'}
      </pre>
    </div>
  );
}

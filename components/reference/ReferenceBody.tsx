/**
 * The API reference's content, computed at build time (lib/reference/reference-page.ts): the index of
 * every operation by resource with the downloads, a resource's operations, each with its fields on
 * one side and its request and response beside them, or the changelog (./Changelog.tsx). Loaded as its own chunk (components/mdx/lazyBlocks.tsx):
 * the server renders it in full, so readers without JavaScript, the Markdown copy and search have it all.
 */
import { useEffect, type ReactNode } from 'react';
import { AppLink } from '@/components/AppLink';
import { useCopy } from '@/components/hooks/useCopy';
import { CheckIcon, CopyIcon } from '@/components/icons';
import { MethodBadge } from '@/components/mdx/Endpoint';
import { FieldDescription } from '@/components/mdx/FieldTable';
import { HighlightedTabs } from '@/components/mdx/HighlightedTabs';
import { RetrySchedule } from '@/components/mdx/WebhookRetries';
import { StateAnswerTable } from '@/components/mdx/RuleTables';
import { attemptCount } from '@/paymora/webhook-retries';
import { durationText, MINUTES_A_DAY, retryWindowDays } from '@/paymora/webhook-retry-window';
import { Changelog } from './Changelog';
import { foldFieldsOfProps, foldPartProps, foldValuesOfProps, searchSkipProps } from '@/lib/html-contract/props';
import type { FieldFold, ReferenceField } from '@/lib/reference/schema-fold';
import type { ReferenceContent, ReferenceEvent, ReferenceOperation, ReferenceResponse, ReferenceRetries } from '@/lib/reference/reference-page';
import { TryIt } from './TryIt';
import { EVENT_SECTIONS } from '@/lib/openapi/anchors';
import { resourceContentOf } from '@/lib/reference/deferred-content';

/** A resource page's content from its data file, when its HTML's page data left it there (lib/reference/deferred-content.ts). */
export async function fetchResourceContent(dataUrl: string): Promise<ReferenceContent | null> {
  const response = await fetch(dataUrl);
  return response.ok ? resourceContentOf(await response.json()) : null;
}

export function ReferenceBody({ content }: { content: ReferenceContent }) {
  useScrollToHashOnArrival();
  if (content.view === 'changelog') return <Changelog {...content} />;
  if (content.view === 'index') return <ReferenceIndex {...content} />;
  return (
    <>
      <ResourceOperations operations={content.operations} consoleData={content.consoleData} />
      {content.events && <WebhookEvents {...content.events} />}
    </>
  );
}

/**
 * After a client-side navigation to `/api/<resource>/#operation`, the router scrolls before this chunk
 * has rendered the operation; once it has, bring the operation into view (unless it already is). A
 * fold's link leads to a field row that may sit in a closed <details> (a response's fields): open
 * those first, which not every browser does for a fragment.
 */
function useScrollToHashOnArrival() {
  useEffect(() => {
    const reveal = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (!target) return;
      for (let details = target.parentElement?.closest('details'); details; details = details.parentElement?.closest('details')) details.open = true;
      const { top } = target.getBoundingClientRect();
      if (top < 0 || top > window.innerHeight) target.scrollIntoView();
    };
    reveal();
    window.addEventListener('hashchange', reveal);
    return () => window.removeEventListener('hashchange', reveal);
  }, []);
}

function ReferenceIndex({ resources, downloads }: Extract<ReferenceContent, { view: 'index' }>) {
  return (
    <>
      <h2 id="downloads">Downloads</h2>
      <ul data-api-downloads>
        {downloads.map((download) => (
          <li key={download.href}>
            <a href={download.href} download>
              {download.label}
            </a>
            {`: ${download.description}`}
          </li>
        ))}
      </ul>
      {resources.map((resource) => (
        <section key={resource.anchor} aria-labelledby={resource.anchor}>
          <h2 id={resource.anchor}>
            <AppLink href={resource.href} className="no-underline hover:underline">
              {resource.name}
            </AppLink>
          </h2>
          <p>{resource.description}</p>
          <ul {...searchSkipProps} className="not-prose divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800" data-operation-list>
            {resource.operations.map((operation) => (
              <li key={operation.id} data-operation-id={operation.id}>
                <AppLink href={operation.href} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-2.5 hover:bg-slate-50 dark:hover:bg-slate-900">
                  <MethodBadge method={operation.method} className="w-16 shrink-0 text-center font-mono text-xs" />
                  <code className="break-all text-sm text-slate-900 dark:text-white">{operation.webhook ? `webhook ${operation.path}` : operation.path}</code>
                  <span className="text-sm text-slate-600 dark:text-slate-400">{operation.summary}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function ResourceOperations({ operations, consoleData }: { operations: readonly ReferenceOperation[]; consoleData: string }) {
  return (
    <>
      {operations.map((operation) => (
        <Operation key={operation.id} operation={operation} consoleData={consoleData} />
      ))}
    </>
  );
}

/**
 * One operation: its fields on the left; its request and response beside them from 997 px, pinned
 * while the reader scrolls the operation. Search reads its method, path, id, description and facts;
 * its fields, responses and samples are skipped, as the guides' tables and samples say the same and
 * would otherwise outrank the guide that explains a field (`abandonUrl`).
 */
function Operation({ operation, consoleData }: { operation: ReferenceOperation; consoleData: string }) {
  return (
    <section data-operation={operation.id} aria-labelledby={operation.id} className="mt-10 grid grid-cols-1 gap-x-8 gap-y-4 border-t border-slate-200 pt-8 desktop:grid-cols-2 dark:border-slate-800">
      <div data-operation-fields className="min-w-0">
        {/* Method and path belong to the heading: search ranks a heading's words above the text, so `GET /payments` finds the operation. */}
        <h2 id={operation.id} className="not-prose mb-3 scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          <span className="block">{operation.summary}</span>{' '}
          <span className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-base font-normal tracking-normal">
            <MethodBadge method={operation.method} className="font-mono text-sm" />{' '}
            <code className="break-all text-sm text-slate-900 dark:text-white">{operation.webhook ? 'your webhook URL' : operation.path}</code>
          </span>
        </h2>
        <OperationActions operation={operation} />
        {operation.description && <p>{operation.description}</p>}
        <OperationFacts operation={operation} />
        {operation.states.length > 0 && (
          <>
            <h3 className="mb-2 mt-6 text-base font-semibold text-slate-900 dark:text-white">Answers by status</h3>
            <StateAnswerTable operation={operation.id} rows={operation.states} />
          </>
        )}
        {operation.parameters.map((group) => (
          <FieldGroup key={group.location} title={`${group.location} parameters`} fields={group.fields} />
        ))}
        {operation.body && <FieldGroup title={operation.webhook ? 'Message body' : `Request body${operation.body.required ? '' : ' (optional)'}`} fields={operation.body.fields} />}
        {!operation.webhook && <Responses responses={operation.responses} />}
      </div>
      <div data-operation-samples {...searchSkipProps} className="not-prose min-w-0 desktop:sticky desktop:top-[calc(var(--navbar-height)+1rem)] desktop:max-h-[calc(100vh-var(--navbar-height)-2rem)] desktop:self-start desktop:overflow-y-auto">
        {!operation.webhook && <TryIt operationId={operation.id} dataUrl={consoleData} />}
        <p className="text-sm font-semibold text-slate-900 dark:text-white">{operation.webhook ? 'Example message' : 'Request'}</p>
        <HighlightedTabs samples={operation.samples} generated />
        {operation.replace.length > 0 && <ValuesToReplace values={operation.replace} />}
        {operation.exampleResponse && (
          <>
            <p className="mt-4 text-sm font-semibold text-slate-900 dark:text-white">{`Response ${operation.responseStatus}`}</p>
            <HighlightedTabs samples={[operation.exampleResponse]} generated />
          </>
        )}
      </div>
    </section>
  );
}

/**
 * After a resource's operations, when its webhooks send events: how a delivery is acknowledged and
 * retried (the same for every event, so said once), then a section per event laid out as an
 * operation is, its example message beside what it says.
 */
function WebhookEvents({ retries, list }: { retries: ReferenceRetries; list: readonly ReferenceEvent[] }) {
  return (
    <>
      <section aria-labelledby={EVENT_SECTIONS.retries.id} className="mt-10 border-t border-slate-200 pt-8 dark:border-slate-800" data-webhook-retries>
        <h2 id={EVENT_SECTIONS.retries.id} className="scroll-mt-24">
          {EVENT_SECTIONS.retries.text}
        </h2>
        <p>{`Every event is delivered the same way. Answer with any 2xx status within ${retries.answerWithinSeconds} seconds to acknowledge a message; any other answer, or none in time, is a failed delivery, which Paymora retries with the same event id and signature, waiting longer each time:`}</p>
        <RetrySchedule rows={retries.rows} />
      </section>
      <h2 id={EVENT_SECTIONS.events.id} className="mt-10 scroll-mt-24 border-t border-slate-200 pt-8 dark:border-slate-800">
        {EVENT_SECTIONS.events.text}
      </h2>
      <p>{`The ${list.length} events a message can carry, by its type field: when each is sent, what leads to it, the data it carries and a whole example message.`}</p>
      {list.map((event) => (
        <WebhookEvent key={event.type} event={event} retries={retries} />
      ))}
    </>
  );
}

function WebhookEvent({ event, retries }: { event: ReferenceEvent; retries: ReferenceRetries }) {
  const window = durationText(retryWindowDays(retries.rows) * MINUTES_A_DAY);
  const rows: [string, ReactNode][] = [['Sent when', event.trigger]];
  if (event.operations.length > 0) rows.push(['Calls that lead to it', <LinkList key="calls" links={event.operations.map((operation) => ({ ...operation, code: true }))} />]);
  if (event.states.length > 0) {
    const states = event.states.map((state) => `${state.from.join(' or ')} → ${state.to} (${state.label})`).join('; ');
    rows.push(['Payment status', states]);
  }
  rows.push([
    'Retries',
    <span key="retries">
      {`Until acknowledged, for ${window}: `}
      <a href={`#${EVENT_SECTIONS.retries.id}`}>{`${attemptCount(retries.rows)} attempts at most`}</a>
    </span>,
  ]);
  return (
    <section data-webhook-event={event.type} aria-labelledby={event.anchor} className="mt-8 grid grid-cols-1 gap-x-8 gap-y-4 border-t border-slate-200 pt-6 desktop:grid-cols-2 dark:border-slate-800">
      <div className="min-w-0">
        <h3 id={event.anchor} className="not-prose mb-3 scroll-mt-24 text-xl font-bold tracking-tight text-slate-900 dark:text-white">
          <code className="break-all">{event.type}</code>
        </h3>
        <p>{event.description}</p>
        <Facts rows={rows} data-event-facts />
        <FieldGroup title="Data fields" fields={event.fields} />
      </div>
      <div {...searchSkipProps} className="not-prose min-w-0 desktop:sticky desktop:top-[calc(var(--navbar-height)+1rem)] desktop:max-h-[calc(100vh-var(--navbar-height)-2rem)] desktop:self-start desktop:overflow-y-auto">
        <p className="text-sm font-semibold text-slate-900 dark:text-white">Example message</p>
        <HighlightedTabs samples={[event.example]} generated />
      </div>
    </section>
  );
}

function OperationActions({ operation }: { operation: ReferenceOperation }) {
  const [state, copy] = useCopy();
  const { curl } = operation;
  return (
    // A div, not a paragraph: search reads a paragraph's text whole, and the button is not text to find.
    <div className="not-prose mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <a href={`#${operation.id}`} aria-label={`${operation.id}: link to ${operation.summary}`} className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-300" data-permalink>
        <span aria-hidden>#</span> {operation.id}
      </a>
      {curl && (
        <button type="button" onClick={() => copy(curl)} className="flex items-center gap-1 rounded-md px-2 py-1 text-xs text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white" data-copy-curl>
          {state === 'copied' ? <CheckIcon width={14} height={14} /> : <CopyIcon width={14} height={14} />}
          <span>{state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy' : 'Copy as cURL'}</span>
        </button>
      )}
    </div>
  );
}

/** Authentication, idempotency, rate limits, the events it leads to and the guides that use it. */
function OperationFacts({ operation }: { operation: ReferenceOperation }) {
  const rows: [string, ReactNode][] = [
    ['Authentication', operation.webhook ? 'Paymora signs each message: check the Paymora-Signature header before you trust it.' : 'Your API key in the X-Api-Key header.'],
  ];
  // Without a key, the operation's own line: a read's, or what the document says a repeat of the write does.
  if (!operation.webhook && operation.idempotent) rows.push(['Idempotency', <IdempotencyFact key="idempotency" {...operation.idempotency} />]);
  else if (!operation.webhook && operation.repeat !== null) rows.push(['Idempotency', operation.repeat]);
  if (operation.rateLimits.length > 0) rows.push(['Rate limit', operation.rateLimits.map((limit) => `${limit.environment}: ${limit.requestsPerSecond} requests per second ${limit.scope}`).join('; ')]);
  if (operation.events.length > 0) rows.push(['Webhook events', <LinkList key="events" links={operation.events.map((event) => ({ text: event.text, href: event.href, code: true }))} />]);
  if (operation.guides.length > 0) rows.push(['Guides', <LinkList key="guides" links={operation.guides.map((guide) => ({ ...guide, code: false }))} />]);
  return <Facts rows={rows} data-operation-facts />;
}

/** How long a key is kept, from api-limits.json; what a retry gets after each answer is the idempotency table's. */
function IdempotencyFact({ hours, scope, answersPage }: ReferenceOperation['idempotency']) {
  const kept = `Send an Idempotency-Key header: Paymora keeps it ${hours} hours and never carries the operation out twice with it.${scope ? ` ${scope}` : ''}`;
  if (!answersPage) return <>{kept}</>;
  return (
    <>
      {`${kept} `}
      <AppLink href={answersPage}>What a retry gets after each answer</AppLink>.
    </>
  );
}

/** Labelled facts, one a line: `Authentication: …`. */
function Facts({ rows, ...data }: { rows: readonly [string, ReactNode][] } & Record<`data-${string}`, true>) {
  return (
    <ul {...data} className="pl-0 [&>li]:pl-0 [&>li]:list-none">
      {rows.map(([label, value]) => (
        <li key={label}>
          <strong>{`${label}:`}</strong> {value}
        </li>
      ))}
    </ul>
  );
}

function LinkList({ links }: { links: readonly { text: string; href: string | null; code: boolean }[] }) {
  return links.map((link, i) => {
    const text = link.code ? <code>{link.text}</code> : link.text;
    return (
      <span key={link.text}>
        {i > 0 && ', '}
        {link.href ? <AppLink href={link.href}>{text}</AppLink> : text}
      </span>
    );
  });
}

function FieldGroup({ title, fields }: { title: string; fields: readonly ReferenceField[] }) {
  if (fields.length === 0) return null;
  return (
    <div {...searchSkipProps} className="not-prose mt-6">
      <h3 className="mb-2 text-base font-semibold text-slate-900 dark:text-white">{title}</h3>
      <SchemaFields fields={fields} />
    </div>
  );
}

/**
 * A schema's fields; an object's own fields fold under it in a <details>, which opens without JavaScript.
 * A named schema's long values and its fields are written out at its first row on the page, which
 * later rows of it link to (lib/reference/schema-fold.ts).
 */
function SchemaFields({ fields }: { fields: readonly ReferenceField[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800" data-schema-fields>
      {fields.map((field) => (
        <li key={field.name} id={field.listed?.anchor} className={field.listed ? 'scroll-mt-24 px-3 py-2.5' : 'px-3 py-2.5'} data-field={field.name}>
          <p className="flex flex-wrap items-baseline gap-x-2">
            <code className="break-all font-semibold text-slate-900 dark:text-white">{field.name}</code>{' '}
            <span className="text-xs text-slate-600 dark:text-slate-400">{field.type}</span>
            {field.required && <span className="text-xs font-medium text-red-700 dark:text-red-300"> required</span>}
            {field.nullable && <span className="text-xs text-slate-600 dark:text-slate-400"> nullable</span>}
          </p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            <FieldDescription row={field} valueProps={field.listed && field.listed.values > 0 ? foldPartProps('values') : undefined} />
            {field.fold && field.fold.values > 0 && (
              <span className="mt-1 block text-xs" {...foldValuesOfProps(field.fold.anchor)}>
                {`One of the ${field.fold.values} ${field.fold.schema} values: see `}
                <FoldLink fold={field.fold} />
              </span>
            )}
          </p>
          {field.fold && field.fold.fields > 0 && (
            <p className="mt-2 text-xs" {...foldFieldsOfProps(field.fold.anchor)}>
              {`The ${field.fold.fields} fields of ${field.fold.schema}: see `}
              <FoldLink fold={field.fold} />
            </p>
          )}
          {/* A listed row's summary names its schema, which the rows that link here and their Markdown copies share. */}
          <FoldedFields fields={field.children} of={field.listed?.schema ?? field.name} part={field.listed !== undefined} />
        </li>
      ))}
    </ul>
  );
}

/** A later row's link to the first row of its schema, which lists the values and fields the row leaves out. */
function FoldLink({ fold }: { fold: FieldFold }) {
  // The field rows are not prose, so the link is coloured and underlined here as the prose's links are.
  return (
    <a href={`#${fold.anchor}`} className="text-brand-700 underline underline-offset-2 dark:text-brand-300">
      {fold.at}
    </a>
  );
}

/** Fields inside a field (or a response), folded until the reader opens them; `part` when later rows' folds stand for them. */
function FoldedFields({ fields, of, part = false }: { fields: readonly ReferenceField[]; of: string; part?: boolean }) {
  if (fields.length === 0) return null;
  return (
    <details className="mt-2" {...(part ? foldPartProps('fields') : {})}>
      <summary className="cursor-pointer text-xs font-medium text-brand-700 dark:text-brand-300">{`${fields.length} ${fields.length === 1 ? 'field' : 'fields'} of ${of}`}</summary>
      <div className="mt-2">
        <SchemaFields fields={fields} />
      </div>
    </details>
  );
}

const statusTone = (status: string) => (status.startsWith('2') ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-800 dark:text-red-300');

/** Every status the operation answers: the success with its fields, each error with its codes linked to the errors page. */
function Responses({ responses }: { responses: readonly ReferenceResponse[] }) {
  return (
    <div {...searchSkipProps} className="not-prose mt-6">
      <h3 className="mb-2 text-base font-semibold text-slate-900 dark:text-white">Responses</h3>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800" data-responses>
        {responses.map((response) => (
          <li key={response.status} className="px-3 py-2.5" data-status={response.status}>
            <p>
              <strong className={`font-mono ${statusTone(response.status)}`}>{response.status}</strong>
              {` ${response.description}`}
            </p>
            {response.codes.length > 0 && (
              <p className="mt-1 text-xs">
                {'Codes: '}
                <LinkList links={response.codes.map((code) => ({ ...code, code: true }))} />
              </p>
            )}
            <FoldedFields fields={response.fields} of="the response" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ValuesToReplace({ values }: { values: ReferenceOperation['replace'] }) {
  return (
    <div className="mt-2 text-xs text-slate-700 dark:text-slate-300" data-values-to-replace>
      <p className="font-semibold">Replace before you run it</p>
      <ul className="mt-1 space-y-1">
        {values.map((value) => (
          <li key={value.name}>
            <code>{value.value}</code>
            {value.name === value.value.replace(/^\$/, '') ? '' : ` (${value.name})`}
            {`: ${value.description}`}
          </li>
        ))}
      </ul>
    </div>
  );
}

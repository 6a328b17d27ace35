/**
 * The changelog page's content (lib/reference/changelog-page.ts): each docs version's entries, and the
 * API changes from each archived version to the latest, breaking ones marked. The diff's lists are
 * left out of the search records (the entries say the same in words; a list naming `metadata` 17
 * times would outrank the reference for it), and stay in the page and its Markdown copy. Part of the reference's
 * chunk (ReferenceBody), so no page's first load carries it.
 */
import type { ReactNode } from 'react';
import { AppLink } from '@/components/AppLink';
import { MethodBadge } from '@/components/mdx/Endpoint';
import { InlineText } from '@/components/mdx/InlineText';
import { searchSkipProps } from '@/lib/html-contract/props';
import type { ApiChange } from '@/lib/openapi/api-diff';
import type { ChangelogContent, ChangelogDiffOperation, ChangelogSection } from '@/lib/reference/changelog-page';

/**
 * Badges with the colours the site already uses, so that the one stylesheet stays within its budget
 * (budgets.json): the change's type in neutral, breaking in red.
 */
function Badge({ children, breaking = false }: { children: ReactNode; breaking?: boolean }) {
  const colour = breaking ? 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-300' : 'border-slate-300 text-slate-700 dark:border-slate-700 dark:text-slate-300';
  return <span className={`rounded border px-1.5 text-xs font-semibold uppercase tracking-wide ${colour}`}>{children}</span>;
}

function Breaking() {
  return (
    <Badge breaking>
      <span data-breaking="">Breaking</span>
    </Badge>
  );
}

export function Changelog({ feed, types, sections }: ChangelogContent) {
  return (
    <>
      <p>
        Follow it in a feed reader: <a href={feed}>RSS feed of the changelog</a>.
      </p>
      <p>Each entry&apos;s type says what it means for an integration:</p>
      <ul data-change-types="">
        {types.map(({ type, meaning }) => (
          <li key={type}>
            <Badge>{type}</Badge> {meaning}.
          </li>
        ))}
      </ul>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} data-changelog-section={section.kind}>
          <h2 id={section.id}>{section.title}</h2>
          {section.kind === 'entries' ? <Entries section={section} /> : <Diff section={section} />}
        </section>
      ))}
    </>
  );
}

function Entries({ section }: { section: Extract<ChangelogSection, { kind: 'entries' }> }) {
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400">{`Released ${section.released}.`}</p>
      <ul className="not-prose space-y-3 pl-0">
        {section.entries.map((entry) => (
          <li key={entry.title} className="list-none">
            <p className="flex flex-wrap items-center gap-2">
              <Badge>{entry.type}</Badge>
              {entry.breaking && <Breaking />}
              <strong className="text-slate-900 dark:text-white">{entry.title}</strong>
            </p>
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              <InlineText text={entry.description} />
            </p>
            {entry.operations.length > 0 && (
              <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
                <span className="text-slate-600 dark:text-slate-400">Reference:</span>
                {entry.operations.map((operation) =>
                  operation.href ? (
                    <AppLink key={operation.id} href={operation.href} className="font-mono text-brand-700 hover:underline dark:text-brand-300">
                      {operation.id}
                    </AppLink>
                  ) : (
                    <code key={operation.id}>{operation.id}</code>
                  ),
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function Diff({ section }: { section: Extract<ChangelogSection, { kind: 'diff' }> }) {
  const { added, removed, changed, breaking, from, id } = section;
  return (
    <>
      <p>
        {`Computed from the two API documents, the ${from} one and the latest: ${plural(added.length, 'operation')} added, ${plural(changed.length, 'operation')} changed, ${plural(removed.length, 'operation')} removed; `}
        {breaking > 0 ? `${plural(breaking, 'breaking change')}, marked below: code written against ${from} must handle them.` : `none of it breaks code written against ${from}.`}
      </p>
      {added.length > 0 && <OperationGroup id={`${id}-added`} title="Added operations" operations={added} />}
      {removed.length > 0 && <OperationGroup id={`${id}-removed`} title="Removed operations" operations={removed} />}
      {changed.length > 0 && (
        <>
          <h3 id={`${id}-changed`}>Changed operations</h3>
          <div {...searchSkipProps} className="not-prose space-y-3" data-api-diff="changed">
            {changed.map((operation) => (
              <div key={operation.id} data-diff-operation={operation.id}>
                <OperationLine operation={operation} />
                <ul className="mt-2 space-y-1 border-l border-slate-200 pl-4 text-sm dark:border-slate-800">
                  {operation.changes.map((change) => (
                    <ChangeLine key={`${change.place} ${change.subject} ${change.name} ${change.detail}`} change={change} />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </>
      )}
    </>
  );
}

function OperationGroup({ id, title, operations }: { id: string; title: string; operations: readonly ChangelogDiffOperation[] }) {
  return (
    <>
      <h3 id={id}>{title}</h3>
      <ul {...searchSkipProps} className="not-prose divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800" data-api-diff={title.split(' ')[0]?.toLowerCase()}>
        {operations.map((operation) => (
          <li key={operation.id} data-diff-operation={operation.id} className="px-4 py-2.5">
            <OperationLine operation={operation} />
          </li>
        ))}
      </ul>
    </>
  );
}

function OperationLine({ operation }: { operation: ChangelogDiffOperation }) {
  const label = (
    <>
      <MethodBadge method={operation.method} className="w-16 shrink-0 text-center font-mono text-xs" />
      <code className="break-all text-sm text-slate-900 dark:text-white">{operation.webhook ? `webhook ${operation.path}` : operation.path}</code>
      <span className="font-mono text-xs text-slate-600 dark:text-slate-400">{operation.id}</span>
      {operation.breaking && <Breaking />}
    </>
  );
  return operation.href ? (
    <AppLink href={operation.href} className="flex flex-wrap items-center gap-x-3 gap-y-1 hover:underline">
      {label}
    </AppLink>
  ) : (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1">{label}</p>
  );
}

const parameterPlaces: readonly string[] = ['header', 'path', 'query'];

/** `query parameter`, `field in request body`, `value in response 200`, `status`. */
function subjectOf(change: ApiChange): string {
  if (change.subject === 'status') return 'status';
  if (parameterPlaces.includes(change.place)) return change.subject === 'field' ? `${change.place} parameter` : `value of a ${change.place} parameter`;
  return `${change.subject === 'field' ? 'field' : 'value'} in ${change.place}`;
}

function ChangeLine({ change }: { change: ApiChange }) {
  return (
    <li className="text-slate-700 dark:text-slate-300">
      {change.breaking && (
        <>
          <Breaking />{' '}
        </>
      )}
      <span className="font-medium text-slate-900 dark:text-white">{`${change.change.charAt(0).toUpperCase()}${change.change.slice(1)}`}</span> {subjectOf(change)} <code>{change.name}</code>
      {`: ${change.detail}`}
    </li>
  );
}

import { AppLink } from '@/components/AppLink';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Configure, Hits, InstantSearch, Pagination, RefinementList, SearchBox, Stats, useInstantSearch, useSearchBox } from 'react-instantsearch';
import { suggestionsOf } from '@/lib/search/no-results';
import { instantSearchClient, namedAfterSection, type InstantSearchHit } from '@/lib/search/algolia-edge';
import { markedWords, withHighlight } from '@/lib/search/page-marks';
import { search, searchIndexName, inReadingVersion } from '@/lib/search/search';
import { siteConfig } from '@/site.config';
import { NoResultsHelp } from './NoResultsHelp';
import { removalNotice, removedWords } from '@/lib/search/unmatched';

/** Marked text from the search seam: page text escaped, only `<mark>` added (lib/search/seam.ts). */
function Marked({ html }: { html: string }) {
  return <span dangerouslySetInnerHTML={{ __html: html }} />;
}

function ResultItem({ hit }: { hit: InstantSearchHit }) {
  const { indexUiState } = useInstantSearch();
  const heading = hit.marked.lvl3 ?? hit.marked.lvl2 ?? hit.marked.lvl1 ?? '';
  return (
    <AppLink href={withHighlight(hit.url, indexUiState.query ?? '', markedWords(hit.marked))} className="block rounded-lg border border-slate-200 p-4 hover:border-brand-500 dark:border-slate-800 dark:hover:border-brand-400">
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {namedAfterSection(hit.hierarchy) ? (
          hit.hierarchy.lvl0
        ) : (
          <>
            {hit.hierarchy.lvl0} › <Marked html={hit.marked.lvl1 ?? ''} />
          </>
        )}
      </p>
      <p className="mt-1 font-semibold text-slate-900 dark:text-white">
        <Marked html={heading} />
      </p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        <Marked html={hit.snippet} />
      </p>
    </AppLink>
  );
}

/** Words of the query that matched nothing, said rather than dropped silently (lib/search/unmatched.ts). */
function RemovalNotice() {
  const { results } = useInstantSearch();
  const marked: unknown = results.queryAfterRemoval;
  const notice = typeof marked === 'string' ? removalNotice(results.query, removedWords(marked)) : null;
  return notice ? (
    <p role="status" className="mb-3 text-sm text-slate-700 dark:text-slate-300">
      {notice}
    </p>
  ) : null;
}

/** Whether the last answer, for a query typed, found nothing. */
function useFoundNothing(): boolean {
  const { results } = useInstantSearch();
  return results.query !== '' && results.nbHits === 0;
}

/** What holds results only (the section facets, the count, the pages), hidden when there are none. */
function WithResults({ children }: { children: ReactNode }) {
  return useFoundNothing() ? null : <>{children}</>;
}

/**
 * The facets beside the results; with nothing found, the results (the suggestions) take the whole width.
 * The facets stay mounted, only hidden: InstantSearch keeps a refinement only while its widget is.
 */
function ResultsLayout({ facets, children }: { facets: ReactNode; children: ReactNode }) {
  const nothing = useFoundNothing();
  return (
    <div className={nothing ? 'mt-6' : 'mt-6 grid gap-8 md:grid-cols-[14rem_1fr]'}>
      <section aria-label="Sections" hidden={nothing}>
        {facets}
      </section>
      <section aria-label="Results">{children}</section>
    </div>
  );
}

/** Instead of an empty list: the nearest words of the index to try, and the sections (lib/search/no-results.ts). */
function FoundNothing() {
  const { results } = useInstantSearch();
  const { refine } = useSearchBox();
  const sections = useMemo(() => inReadingVersion(siteConfig.navLinks), []);
  if (!useFoundNothing()) return null;
  return (
    <div role="status" className="text-sm text-slate-700 dark:text-slate-300">
      <p className="mb-3">
        No results for <strong className="text-slate-900 dark:text-white">{results.query}</strong>.
      </p>
      <NoResultsHelp
        suggestions={suggestionsOf(results.userData)}
        sections={sections}
        onSuggest={refine}
        classes={{ root: 'space-y-3', label: 'font-semibold text-slate-900 dark:text-white', list: 'flex flex-wrap gap-2', item: 'block rounded-lg border border-slate-200 px-2.5 py-1 hover:border-brand-500 dark:border-slate-800 dark:hover:border-brand-400' }}
      />
    </div>
  );
}

/** All results for a query, with the sections as facets: the same seam as the modal, so the same answers. */
export default function SearchResults() {
  const searchClient = useMemo(() => instantSearchClient(search), []);
  return (
    <InstantSearch searchClient={searchClient} indexName={searchIndexName()} routing future={{ preserveSharedStateOnUnmount: true }}>
      <Configure hitsPerPage={10} />
      <SearchBox
        placeholder="Search docs"
        autoFocus
        classNames={{
          form: 'flex gap-2',
          input: 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white',
          submit: 'hidden',
          reset: 'hidden',
          loadingIndicator: 'hidden',
        }}
      />
      <ResultsLayout
        facets={
          <>
            <h2 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">Sections</h2>
            <RefinementList
              attribute="hierarchy.lvl0"
              classNames={{ list: 'space-y-1 text-sm', label: 'flex cursor-pointer items-center gap-2', count: 'ml-auto rounded bg-slate-100 px-1.5 text-xs dark:bg-slate-800', checkbox: 'accent-brand-600' }}
            />
          </>
        }
      >
        <RemovalNotice />
        <FoundNothing />
        <WithResults>
          {/* The count only: the time InstantSearch would add is the edge's, always 0 ms, not the search's. */}
          <Stats classNames={{ root: 'mb-3 text-sm text-slate-600 dark:text-slate-400' }} translations={{ rootElementText: ({ nbHits }) => `${nbHits.toLocaleString('en')} result${nbHits === 1 ? '' : 's'}` }} />
          <Hits<InstantSearchHit> hitComponent={ResultItem} classNames={{ list: 'space-y-3' }} />
          <Pagination classNames={{ list: 'mt-6 flex flex-wrap gap-1 text-sm', link: 'block rounded px-2.5 py-1 hover:bg-slate-100 dark:hover:bg-slate-800', selectedItem: 'font-bold text-brand-700 dark:text-brand-300' }} />
        </WithResults>
      </ResultsLayout>
    </InstantSearch>
  );
}

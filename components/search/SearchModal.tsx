import '@docsearch/css/dist/style.css';
import { DocSearchModal, type DocSearchHit, type DocSearchTransformClient } from '@docsearch/react';
import { AppLink } from '@/components/AppLink';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { docSearchClient } from '@/lib/search/algolia-edge';
import { keepValidDocSearchStorage } from '@/lib/search/docsearch-storage';
import { markedWords, withHighlight } from '@/lib/search/page-marks';
import { latestOnly } from '@/lib/search/latest-only';
import type { SearchOptions } from '@/lib/search/seam';
import { removalNotice } from '@/lib/search/unmatched';
import { search, searchBackendName, searchIndexName, searchPagePath, searchReady, inReadingVersion } from '@/lib/search/search';
import { siteConfig } from '@/site.config';
import { NoResultsHelp } from './NoResultsHelp';
import type { SearchDraft } from './SearchShell';

export { preloadSearch } from '@/lib/search/search';

type LoadState = 'loading' | 'ready' | 'failed';

const translations = { searchBox: { resetButtonTitle: 'Clear the query', cancelButtonText: 'Cancel' } };

const placeholders: Record<LoadState, string> = { loading: 'Loading...', ready: 'Search docs', failed: 'Search is unavailable' };

interface SearchModalProps {
  /** What the reader typed in the shell (SearchShell) before this modal's code arrived, and the caret. */
  draft: RefObject<SearchDraft>;
  onClose: () => void;
}

const docSearchInput = () => document.querySelector<HTMLInputElement>('.DocSearch-Input');

/**
 * Puts `text` in DocSearch's box as typing would: through the input's own value setter and an input
 * event, so that React's onChange, and so DocSearch's query, take it. A remount would do it too, but
 * keys typed during a remount are lost.
 */
function typeInto(input: HTMLInputElement, text: string, caret: number): void {
  if (input.value !== text) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  input.focus();
  const at = Math.min(caret, text.length);
  input.setSelectionRange(at, at);
}

/** A query that found nothing, and what to offer instead. */
interface Empty {
  query: string;
  suggestions: readonly string[];
}

/**
 * DocSearch's no-results screen has no slot of its own: the suggestions are rendered into it, for the
 * query it shows, while it is there.
 */
function NoResultsSuggestions({ empty, onClose }: { empty: Empty | null; onClose: () => void }) {
  const [screen, setScreen] = useState<{ target: Element; query: string } | null>(null);
  useEffect(() => {
    const find = () => {
      const target = document.querySelector('.DocSearch-NoResults');
      const query = target?.querySelector('.DocSearch-Title strong')?.textContent ?? '';
      setScreen((shown) => (shown?.target === target && shown.query === query ? shown : target ? { target, query } : null));
    };
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  const sections = useMemo(() => inReadingVersion(siteConfig.navLinks), []);
  if (!screen || !empty || empty.query !== screen.query) return null;
  const suggest = (query: string) => {
    const input = docSearchInput();
    if (input) typeInto(input, query, query.length);
  };
  return createPortal(
    <NoResultsHelp
      suggestions={empty.suggestions}
      sections={sections}
      onSuggest={suggest}
      onNavigate={onClose}
      classes={{ root: 'DocSearch-NoResults-Prefill-List', label: 'DocSearch-Help', list: '', item: 'DocSearch-Prefill' }}
    />,
    screen.target,
  );
}

export default function SearchModal({ draft, onClose }: SearchModalProps) {
  const router = useRouter();
  // Before DocSearchModal (a child) reads the stored searches at its first render.
  useState(() => keepValidDocSearchStorage(searchIndexName()));
  const [state, setState] = useState<LoadState>('loading');
  const [attempt, setAttempt] = useState(0);
  // DocSearch rebuilds its autocomplete, and resets the box to the query it mounted with, whenever a
  // prop changes identity: a changing placeholder or initial query turned 'refund', typed while the
  // index loaded, into 'r', 're' or 'rund'. So each mount's props are fixed when it mounts (a mount per
  // retry, nothing on the index's arrival), and the load state changes the placeholder in place.
  const [mountWith, setMountWith] = useState(() => ({ query: draft.current.query, placeholder: placeholders[state] }));
  // What the reader typed, as the search client last saw it: put on result URLs for highlighting.
  const queryRef = useRef(draft.current.query);
  const unmatched = useRef(new Map<string, readonly string[]>());
  const [empty, setEmpty] = useState<Empty | null>(null);

  useLayoutEffect(() => {
    // The shell stays on screen while this modal renders: what was typed into it meanwhile is in the
    // draft. Given to the box in this commit, before the browser handles another key.
    const input = docSearchInput();
    if (input) typeInto(input, draft.current.query, draft.current.caret);
  }, [draft, attempt]);

  useLayoutEffect(() => {
    docSearchInput()?.setAttribute('placeholder', placeholders[state]);
  }, [state, attempt]);

  useEffect(() => {
    let live = true;
    searchReady().then(
      () => {
        if (live) setState('ready');
      },
      (error: unknown) => {
        console.error('Search could not load:', error);
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = () => {
    // A new modal with the query typed so far, which it runs again, so that it shows results.
    const input = docSearchInput();
    const query = input?.value ?? queryRef.current;
    draft.current = { query, caret: input?.selectionStart ?? query.length };
    setMountWith({ query, placeholder: placeholders.loading });
    setState('loading');
    setAttempt((n) => n + 1);
  };

  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({ ...item, url: withHighlight(item.url, queryRef.current, markedWords(item)) })),
    [],
  );
  // DocSearch rebuilds its autocomplete, emptying the box, whenever one of these props changes identity,
  // so they are made once. Each query the reader types reaches the client, even while the index loads.
  const transformSearchClient = useCallback(
    (original: DocSearchTransformClient) =>
      docSearchClient(
        latestOnly(async (query: string, options?: SearchOptions) => {
          queryRef.current = query;
          const results = await search(query, options);
          // DocSearch gives its footer the hit count only: the words left out are kept here for it.
          unmatched.current.set(query, results.unmatched ?? []);
          // DocSearch's no-results screen shows the query alone: what to try instead is kept for it.
          if (query === queryRef.current) setEmpty(results.total === 0 ? { query, suggestions: results.suggestions ?? [] } : null);
          return results;
        }),
        original,
      ),
    [],
  );
  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        void router.push(itemUrl);
      },
      navigateNewTab({ itemUrl }: { itemUrl: string }) {
        window.open(itemUrl, '_blank', 'noopener');
      },
      navigateNewWindow({ itemUrl }: { itemUrl: string }) {
        window.open(itemUrl, '_blank', 'noopener');
      },
    }),
    [router],
  );
  const hitComponent = useCallback(
    ({ hit, children }: { hit: { url: string }; children: React.ReactNode }) => (
      <AppLink href={hit.url} onClick={onClose}>
        {children}
      </AppLink>
    ),
    [onClose],
  );
  const resultsFooterComponent = useCallback(
    ({ state: results }: { state: { query: string; context: Record<string, unknown> } }) => {
      const notice = removalNotice(results.query, unmatched.current.get(results.query) ?? []);
      return (
        <>
          {notice && (
            <p role="status" className="search-removal-notice px-3 pb-2 text-center text-sm">
              {notice}
            </p>
          )}
          {/* The search page of the version being read, whose results are this version's, as here. */}
          <AppLink href={`${searchPagePath()}?${new URLSearchParams({ [`${searchIndexName()}[query]`]: results.query }).toString()}`} onClick={onClose} className="DocSearch-Hit-source block text-center">
            See all {String(results.context.nbHits)} results
          </AppLink>
        </>
      );
    },
    [onClose],
  );

  // The footer credits Algolia only when Algolia answers (styles/globals.css): the body names the backend
  // while the modal is open, since DocSearch's container must stay a direct child of the body.
  useEffect(() => {
    document.body.dataset.searchBackend = searchBackendName();
    return () => {
      delete document.body.dataset.searchBackend;
    };
  }, []);

  return (
    <>
      <DocSearchModal
        key={attempt}
        appId="local"
        apiKey="search-only"
        indexName={searchIndexName()}
        placeholder={mountWith.placeholder}
        initialQuery={mountWith.query}
        onClose={onClose}
        initialScrollY={typeof window === 'undefined' ? 0 : window.scrollY}
        transformSearchClient={transformSearchClient}
        transformItems={transformItems}
        navigator={navigator}
        hitComponent={hitComponent}
        translations={translations}
        resultsFooterComponent={resultsFooterComponent}
      />
      <NoResultsSuggestions empty={empty} onClose={onClose} />
      {state === 'failed' && (
        <div role="alert" className="fixed left-1/2 top-28 z-[300] w-[min(32rem,calc(100%-2rem))] -translate-x-1/2 rounded-lg border border-red-300 bg-white p-4 shadow-xl dark:border-red-800 dark:bg-slate-900">
          <p className="text-sm">
            <strong className="block text-slate-900 dark:text-white">Search could not be loaded.</strong>
            Check your connection, then retry.
          </p>
          <button type="button" onClick={retry} className="mt-3 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600">
            Retry
          </button>
        </div>
      )}
    </>
  );
}

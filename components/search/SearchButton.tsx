import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { onIntent } from '@/components/intent';
import { SearchIcon } from '@/components/icons';
import { currentConnection, isSlowConnection } from '@/lib/connection';

// The modal, DocSearch and the index load on first use: pages where nobody searches pay nothing.
// React.lazy rather than next/dynamic: the modal never renders on the server, and next/dynamic's loader costs every page bytes.
const loadModal = () => import('./SearchModal');
const SearchModal = lazy(loadModal);

/**
 * A reader pointing at, touching or tabbing to the button is about to search: the modal's code and
 * the index start loading then, a few hundred milliseconds before the click, except on data-saver and
 * 2G connections, where nothing is fetched before it is asked for.
 */
function preloadSearch(): void {
  if (isSlowConnection(currentConnection())) return;
  loadModal().then(
    (modal) => modal.preloadSearch(),
    () => undefined,
  );
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

export function SearchButton() {
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // DocSearchModal closes on Escape only when its own input has focus; the page-wide key is ours.
      if (event.key === 'Escape') {
        setOpen(false);
      } else if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        setOpen((was) => !was);
      } else if (event.key === '/' && !isTyping(event.target)) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        {...onIntent(preloadSearch)}
        onKeyDown={(event) => {
          // Typing on the focused button starts a search with that letter, as DocSearch's button does.
          if (/^[\p{L}\p{N}]$/u.test(event.key) && !event.metaKey && !event.ctrlKey) {
            setInitialQuery(event.key);
            setOpen(true);
          }
        }}
        aria-label="Search docs"
        aria-keyshortcuts="Control+K Meta+K"
        className="flex items-center gap-2 rounded-lg border border-slate-200 px-2.5 py-1.5 text-sm text-slate-500 hover:border-slate-300 hover:text-slate-900 dark:border-slate-700 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-white"
      >
        <SearchIcon width={16} height={16} />
        <span className="hidden sm:inline">Search</span>
        <kbd className="hidden whitespace-nowrap rounded border border-slate-200 px-1.5 font-sans text-xs sm:inline dark:border-slate-700">Ctrl K</kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchModal initialQuery={initialQuery} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

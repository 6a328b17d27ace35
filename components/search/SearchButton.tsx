import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { onIntent } from '@/components/intent';
import { useReturnFocus } from '@/components/hooks/useReturnFocus';
import { SearchIcon } from '@/components/icons';
import { currentConnection, isSlowConnection } from '@/lib/browser/connection';
import { earlyTaps } from '@/lib/render/inline-scripts';
import { emptyDraft, SearchShell, type SearchDraft } from './SearchShell';

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
  const draft = useRef<SearchDraft>(emptyDraft);
  const close = useCallback(() => setOpen(false), []);
  const button = useRef<HTMLButtonElement>(null);
  useReturnFocus(open, button);
  // Each opening starts empty: what was typed before the last close is dropped.
  useEffect(() => {
    if (!open) draft.current = emptyDraft;
  }, [open]);
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
        ref={button}
        type="button"
        onClick={() => setOpen(true)}
        {...{ [earlyTaps.replay]: 'search' }}
        {...onIntent(preloadSearch)}
        onKeyDown={(event) => {
          // A letter typed on the focused button starts a search with it, as DocSearch's button does: the
          // box takes focus during this keydown, so the browser types the letter into it.
          if (/^[\p{L}\p{N}]$/u.test(event.key) && !event.metaKey && !event.ctrlKey) setOpen(true);
        }}
        aria-label="Search docs"
        aria-keyshortcuts="Control+K Meta+K"
        className="flex items-center gap-2 rounded-lg border border-slate-200 px-2.5 py-1.5 text-sm text-slate-500 hover:border-slate-300 hover:text-slate-900 dark:border-slate-700 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-white"
      >
        <SearchIcon width={16} height={16} />
        {/* The words show where the bar has room: from 640 px to the breakpoint, then Search from 1280 px and
            Ctrl K from 1400 px, after the site title (between, the section links need the room). */}
        <span className="hidden sm:max-desktop:inline wide:inline">Search</span>
        <kbd className="hidden whitespace-nowrap rounded border border-slate-200 px-1.5 font-sans text-xs sm:max-desktop:inline min-[1400px]:inline dark:border-slate-700">Ctrl K</kbd>
      </button>
      {open &&
        createPortal(
          // The shell is on screen in the frame of the key press; the modal replaces it once its code is in.
          // In the body, as DocSearch's own button puts it: inside the top bar (its backdrop filter) a
          // fixed overlay would start below the announcement and end below the screen.
          <Suspense fallback={<SearchShell draft={draft} onClose={close} />}>
            <SearchModal draft={draft} onClose={close} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}

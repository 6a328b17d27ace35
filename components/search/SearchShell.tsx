import type { RefObject, SyntheticEvent } from 'react';
import { SearchIcon } from '@/components/icons';

/** What the reader has typed and where the caret is: the shell writes it, the modal starts from it. */
export interface SearchDraft {
  query: string;
  caret: number;
}

export const emptyDraft: SearchDraft = { query: '', caret: 0 };

interface SearchShellProps {
  draft: RefObject<SearchDraft>;
  onClose: () => void;
}

/**
 * The search box shown in the frame where DocSearch's modal opens, while the modal's code loads: a
 * reader on a slow connection sees the box at once and types into it, and the modal replaces it with
 * their text and caret (SearchModal's `draft`). Its look lives in styles/globals.css (`.search-shell`),
 * the DocSearch modal's sizes and colours, so that nothing moves at the swap; it is in every page's
 * JavaScript, so it stays this small.
 */
export function SearchShell({ draft, onClose }: SearchShellProps) {
  const keep = (event: SyntheticEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    draft.current = { query: input.value, caret: input.selectionStart ?? input.value.length };
  };
  return (
    <div className="search-shell" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div>
        <label>
          <SearchIcon width={24} height={24} />
          {/* Focused as it appears: what the reader types lands here, even a key pressed on the search button. */}
          <input type="search" autoFocus placeholder="Loading..." aria-label="Search docs" onInput={keep} onSelect={keep} />
        </label>
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </div>
  );
}

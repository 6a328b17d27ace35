import { useEffect } from 'react';

/**
 * Escape closes the innermost open `<details>` dropdown (the version and language menus) and puts
 * focus on its summary. `<details>` has no Escape of its own. It listens first (capture on window) and
 * stops the key there, so that a dropdown inside the mobile menu closes before the menu does.
 */
const OPEN_DROPDOWN = 'details[open]:has(> summary.dropdown-summary)';

export function useEscapeClosesDropdowns(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // A dropdown is a <details> whose summary looks like one (styles/globals.css), not the table of contents.
      const active = document.activeElement;
      const around = active instanceof Element ? active.closest(OPEN_DROPDOWN) : null;
      const dropdown = around ?? document.querySelector(OPEN_DROPDOWN);
      if (!(dropdown instanceof HTMLDetailsElement)) return;
      dropdown.open = false;
      dropdown.querySelector('summary')?.focus();
      event.stopImmediatePropagation();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
}

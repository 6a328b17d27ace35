import { useEffect, useRef, type RefObject } from 'react';

/**
 * When what `opener` opened closes (`open` turns false) and focus was left nowhere (on the body, as an
 * unmounted dialog leaves it), focus goes back to the opener, so a keyboard reader carries on from where
 * they were instead of from the top of the page.
 */
export function useReturnFocus(open: boolean, opener: RefObject<HTMLElement | null>): void {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) {
      const active = document.activeElement;
      if (active === null || active === document.body) opener.current?.focus({ preventScroll: true });
    }
    wasOpen.current = open;
  }, [open, opener]);
}

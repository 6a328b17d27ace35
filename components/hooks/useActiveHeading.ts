import { useEffect, useState } from 'react';

/** The id of the heading the reader is in: the last one whose top has scrolled past the top bar. */
export function useActiveHeading(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (ids.length === 0) return;
    const update = () => {
      const offset = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 80;
      let current: string | null = ids[0] ?? null;
      for (const id of ids) {
        const element = document.getElementById(id);
        // A heading just under the top bar (where following its link scrolls it) counts as the one being read.
        if (element && element.getBoundingClientRect().top - offset <= 16) current = id;
      }
      // At the bottom of the page the last heading may never reach the top: it is the one being read.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = ids[ids.length - 1] ?? current;
      setActive(current);
    };
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    // The first reading waits for a frame: read during hydration's effects, the headings' positions forced
    // the whole page's layout into the same task (issue 26), a long task on a phone.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [ids]);
  return active;
}

import { useEffect } from 'react';
import { useStoredValue } from '@/components/hooks/useStoredValue';
import { writeStored } from '@/lib/browser/storage';

/**
 * The docs version the reader chose, null when none: remembered when they follow a link marked
 * `data-version-choice` (the version dropdown's, the archive banner's), which are plain links in HTML
 * made at build time, so one listener on the document serves them all.
 */
export function useVersionChoice(): string | null {
  const [chosen] = useStoredValue('version');
  useEffect(() => {
    const remember = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-version-choice]') : null;
      const name = link?.dataset.versionChoice;
      if (name) writeStored('version', name);
    };
    document.addEventListener('click', remember);
    return () => document.removeEventListener('click', remember);
  }, []);
  return chosen;
}

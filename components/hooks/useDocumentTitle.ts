import { useEffect } from 'react';
import { pageTitle } from '@/lib/site-config';

/**
 * The tab's title after a client-side navigation. The HTML of each page has its title and the rest of
 * its head (pages/_document.tsx, lib/page-seo.ts); only the title is visible to the reader, so only it
 * follows a navigation.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

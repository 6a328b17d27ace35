import { createContext, useContext } from 'react';
import { entryHref, type EntryLinks } from '@/lib/site/entry-links';

interface EntryPoints {
  /** The version that steers the entry points: the page's own, or on a page of none the reader's choice (useVersionChoice). */
  chosen: string | null;
  links: EntryLinks;
}

/** Provided by SiteLayout; a page outside it (none today) keeps every href as it is. */
export const EntryPointsContext = createContext<EntryPoints>({ chosen: null, links: {} });

/** Where a version-less entry point of the chrome (the logo, a top-bar section) leads for this reader. */
export function useEntryHref(): (href: string) => string {
  const { chosen, links } = useContext(EntryPointsContext);
  return (href) => entryHref(href, chosen, links);
}

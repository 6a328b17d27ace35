import { createContext, useContext } from 'react';
import { entryHref, type EntryLinks } from '@/lib/site/entry-links';

interface EntryPoints {
  /** The docs version the reader chose (useVersionChoice), null when none. */
  chosen: string | null;
  links: EntryLinks;
  /** Whether the page's content links are entry points too: on the latest docs' welcome page only. */
  content: boolean;
}

/** Provided by SiteLayout; a page outside it (none today) keeps every href as it is. */
export const EntryPointsContext = createContext<EntryPoints>({ chosen: null, links: {}, content: false });

/** Where a version-less entry point of the chrome (the logo, a top-bar section) leads for this reader. */
export function useEntryHref(): (href: string) => string {
  const { chosen, links } = useContext(EntryPointsContext);
  return (href) => entryHref(href, chosen, links);
}

/** Where a link of the page's content leads: an entry point on the latest welcome page, else unchanged. */
export function useContentHref(): (href: string) => string {
  const { chosen, links, content } = useContext(EntryPointsContext);
  return (href) => (content ? entryHref(href, chosen, links) : href);
}

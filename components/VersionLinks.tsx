import { createContext, useContext } from 'react';
import { CURRENT_DOCS_LINKS, type VersionLinks } from '@/lib/site/version-links';

/** The docs version of the page being rendered: links in its content resolve inside it (lib/site/version-links.ts). */
export const VersionLinksContext = createContext<VersionLinks>(CURRENT_DOCS_LINKS);

export const useVersionLinks = (): VersionLinks => useContext(VersionLinksContext);

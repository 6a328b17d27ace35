import { useEffect, useMemo, type ReactNode } from 'react';
import { AnnouncementBar } from '@/components/AnnouncementBar';
import { CrashBoundary } from '@/components/CrashBoundary';
import { Footer } from '@/components/Footer';
import { Navbar } from '@/components/Navbar';
import { Sidebar } from '@/components/Sidebar';
import { EntryPointsContext } from '@/components/hooks/useEntryHref';
import { useEscapeClosesDropdowns } from '@/components/hooks/useEscapeClosesDropdowns';
import { useVersionChoice } from '@/components/hooks/useVersionChoice';
import type { PageNavItem } from '@/lib/browser/nav-state';
import type { MainId } from '@/lib/html-contract/attributes';
import type { PageVersions } from '@/lib/render/page-props';
import { steeringVersion } from '@/lib/site/version-menu';
import { pageTitle } from '@/site.config';

interface SiteLayoutProps {
  tree: readonly PageNavItem[];
  versions: PageVersions;
  /** The page's title (its `seo.title`): the head is static HTML (pages/_document.tsx), so a client-side navigation sets only this. */
  title: string;
  activeRoute: string;
  children: ReactNode;
  /** Shown on the right from 1280 px (the table of contents). */
  aside?: ReactNode;
}

/**
 * The chrome every page shares: announcement, top bar, the sidebar (always shown on desktop), footer.
 * Its entry points lead into the version the page belongs to, or on a page of none into the version the
 * reader chose (components/hooks/useEntryHref.ts).
 */
export function SiteLayout({ tree, versions, title, activeRoute, children, aside }: SiteLayoutProps) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  useEscapeClosesDropdowns();
  const remembered = useVersionChoice();
  const chosen = steeringVersion(versions, remembered);
  const entryPoints = useMemo(() => ({ chosen, links: versions.entryLinks }), [chosen, versions]);
  return (
    <EntryPointsContext.Provider value={entryPoints}>
      {/* MAIN_ID (lib/html-contract/attributes.ts), written out and checked by type only (`satisfies`): importing the
          value put the attributes module in every page's first-load JavaScript (+86 bytes gzip), as lib/html-contract/props.ts
          found for the attribute names. A change there fails the type check here. */}
      <a href={'#main' satisfies `#${MainId}`} className="sr-only z-50 rounded bg-brand-700 px-3 py-2 text-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2">
        Skip to content
      </a>
      <AnnouncementBar />
      <Navbar tree={tree} versionMenu={versions.menu} activeRoute={activeRoute} />
      <div className="mx-auto flex max-w-[90rem]">
        <aside
          aria-label="Sidebar"
          className="sticky top-[var(--navbar-height)] hidden h-[calc(100vh-var(--navbar-height))] w-72 shrink-0 overflow-y-auto border-r border-slate-200 px-3 py-6 desktop:block dark:border-slate-800"
        >
          <Sidebar tree={tree} activeRoute={activeRoute} />
        </aside>
        {/* With a table of contents, main keeps its column from the first paint: on a slow network the browser
            paints main before the contents arrive, and their column would otherwise move it (layout shift). */}
        <main id={'main' satisfies MainId} className={`min-w-0 flex-1 px-4 py-8 sm:px-8${aside ? ' wide:mr-64' : ''}`}>
          <CrashBoundary resetKey={activeRoute}>{children}</CrashBoundary>
        </main>
        {aside && (
          <aside aria-label="Table of contents" className="sticky top-[var(--navbar-height)] hidden h-[calc(100vh-var(--navbar-height))] w-64 shrink-0 overflow-y-auto py-8 pr-4 wide:-ml-64 wide:block">
            {aside}
          </aside>
        )}
      </div>
      <Footer />
    </EntryPointsContext.Provider>
  );
}

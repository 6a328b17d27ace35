import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { AppLink } from '@/components/AppLink';
import { LanguageDropdown } from '@/components/LanguageDropdown';
import { Sidebar } from '@/components/Sidebar';
import { CloseIcon, MailIcon } from '@/components/icons';
import { useEntryHref } from '@/components/hooks/useEntryHref';
import type { PageNavItem } from '@/lib/browser/nav-state';
import { routeUrl } from '@/lib/routes/routes';
import { siteConfig } from '@/site.config';

interface MobileMenuDrawerProps {
  tree: readonly PageNavItem[];
  /** The version dropdown as HTML (components/VersionMenu.tsx). */
  versionMenu: string;
  activeRoute: string;
  onClose: () => void;
}

/** The open mobile menu: the top-bar links and the sidebar in a side panel, closed by Escape, the backdrop or a navigation. */
export default function MobileMenuDrawer({ tree, versionMenu, activeRoute, onClose }: MobileMenuDrawerProps) {
  const entry = useEntryHref();
  const closeRef = useRef<HTMLButtonElement>(null);
  const router = useRouter();

  useEffect(() => {
    router.events.on('routeChangeStart', onClose);
    return () => router.events.off('routeChangeStart', onClose);
  }, [router.events, onClose]);

  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [onClose]);

  // Into <body>: the top bar's backdrop blur makes it the containing block of anything fixed inside
  // it, which squeezed the open menu into the bar's 60 px.
  return createPortal(
    <div className="fixed inset-0 z-50" role="presentation">
      <div className="absolute inset-0 bg-slate-950/50" onClick={onClose} aria-hidden />
      <div
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Navigation menu"
        className="absolute inset-y-0 left-0 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-white p-4 shadow-xl dark:bg-slate-900 [&_details>ul]:right-auto [&_details>ul]:left-0"
      >
        <div className="mb-4 flex items-center justify-between">
          <span className="font-semibold text-slate-900 dark:text-white">{siteConfig.siteTitle}</span>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label="Close navigation menu"
            className="rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <CloseIcon />
          </button>
        </div>
        {/* At the top, where the open menu shows it without scrolling: the version frames everything below.
            Its list, and the language's, opens under its summary at the left (the top bar's open at the right,
            under a summary at the bar's end; here that left the list far from its summary, over the links). */}
        <div className="mb-4" dangerouslySetInnerHTML={{ __html: versionMenu }} />
        <nav aria-label="Main (mobile)">
          <ul className="mb-4 space-y-0.5 border-b border-slate-200 pb-4 text-sm dark:border-slate-800">
            {siteConfig.navLinks.map((link) => (
              <li key={link.href}>
                <AppLink href={entry(routeUrl(link.href))} className="block rounded-md px-2 py-1.5 font-medium hover:bg-slate-100 dark:hover:bg-slate-800">
                  {link.label}
                </AppLink>
              </li>
            ))}
            <li>
              <a href={`mailto:${siteConfig.contactEmail}`} className="flex items-center gap-1.5 rounded-md px-2 py-1.5 hover:bg-slate-100 dark:hover:bg-slate-800">
                <MailIcon width={16} height={16} /> Contact developers
              </a>
            </li>
          </ul>
        </nav>
        <Sidebar tree={tree} activeRoute={activeRoute} />
        <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800">
          <LanguageDropdown href={activeRoute.startsWith('/') ? routeUrl(activeRoute) : '/'} />
        </div>
      </div>
    </div>,
    document.body,
  );
}

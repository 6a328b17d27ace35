import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { LanguageDropdown } from '@/components/LanguageDropdown';
import { Sidebar } from '@/components/Sidebar';
import { CloseIcon, MailIcon, MenuIcon } from '@/components/icons';
import type { PageNavItem } from '@/lib/nav-state';
import { routeUrl } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';

interface MobileMenuProps {
  tree: readonly PageNavItem[];
  activeRoute: string;
}

/** At 996 px and below: a button that opens a side menu with the top-bar links and the sidebar. */
export function MobileMenu({ tree, activeRoute }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const router = useRouter();

  useEffect(() => {
    const close = () => setOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open]);

  return (
    <div className="desktop:hidden">
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label="Open navigation menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <MenuIcon />
      </button>
      {open && (
        <div className="fixed inset-0 z-50" role="presentation">
          <div className="absolute inset-0 bg-slate-950/50" onClick={() => setOpen(false)} aria-hidden />
          <div
            id="mobile-menu"
            role="dialog"
            aria-modal="true"
            aria-label="Navigation menu"
            className="absolute inset-y-0 left-0 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-white p-4 shadow-xl dark:bg-slate-900"
          >
            <div className="mb-4 flex items-center justify-between">
              <span className="font-semibold text-slate-900 dark:text-white">{siteConfig.siteTitle}</span>
              <button
                ref={closeRef}
                type="button"
                onClick={() => setOpen(false)}
                aria-label="Close navigation menu"
                className="rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                <CloseIcon />
              </button>
            </div>
            <nav aria-label="Main (mobile)">
              <ul className="mb-4 space-y-0.5 border-b border-slate-200 pb-4 text-sm dark:border-slate-800">
                {siteConfig.navLinks.map((link) => (
                  <li key={link.href}>
                    <Link href={routeUrl(link.href)} className="block rounded-md px-2 py-1.5 font-medium hover:bg-slate-100 dark:hover:bg-slate-800">
                      {link.label}
                    </Link>
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
              <LanguageDropdown />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

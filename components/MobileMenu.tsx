import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useReturnFocus } from '@/components/hooks/useReturnFocus';
import { onIntent } from '@/components/intent';
import { MenuIcon } from '@/components/icons';
import { earlyTaps } from '@/lib/render/inline-scripts';
import type { PageNavItem } from '@/lib/browser/nav-state';

// The drawer loads when the menu is first opened (or pointed at): most readers never open it, and
// desktop readers never can, so it stays out of every page's first-load JavaScript.
const loadDrawer = () => import('@/components/MobileMenuDrawer');
const MobileMenuDrawer = lazy(loadDrawer);

interface MobileMenuProps {
  tree: readonly PageNavItem[];
  versionMenu: string;
  activeRoute: string;
}

/** At 996 px and below: a button that opens a side menu with the top-bar links and the sidebar. */
export function MobileMenu({ tree, versionMenu, activeRoute }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const button = useRef<HTMLButtonElement>(null);
  useReturnFocus(open, button);
  const preload = () => void loadDrawer();
  return (
    <div className="desktop:hidden">
      <button
        ref={button}
        type="button"
        onClick={() => setOpen(true)}
        {...{ [earlyTaps.replay]: 'menu' }}
        {...onIntent(preload)}
        aria-label="Open navigation menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <MenuIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuDrawer tree={tree} versionMenu={versionMenu} activeRoute={activeRoute} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}

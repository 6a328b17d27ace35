import { AppLink } from '@/components/AppLink';
import { ColorModeToggle } from '@/components/ColorModeToggle';
import { LanguageDropdown } from '@/components/LanguageDropdown';
import { MobileMenu } from '@/components/MobileMenu';
import { SearchButton } from '@/components/search/SearchButton';
import { Logo, MailIcon } from '@/components/icons';
import { useEntryHref } from '@/components/hooks/useEntryHref';
import type { PageNavItem } from '@/lib/browser/nav-state';
import { routeUrl } from '@/lib/routes/routes';
import { siteConfig } from '@/site.config';

interface NavbarProps {
  tree: readonly PageNavItem[];
  /** The version dropdown as HTML (components/VersionMenu.tsx). */
  versionMenu: string;
  activeRoute: string;
}

export function Navbar({ tree, versionMenu, activeRoute }: NavbarProps) {
  const entry = useEntryHref();
  return (
    <header id="top-bar" className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-[var(--navbar-height)] max-w-[90rem] items-center gap-2 px-4">
        <MobileMenu tree={tree} versionMenu={versionMenu} activeRoute={activeRoute} />
        <AppLink href={entry('/')} className="flex shrink-0 items-center gap-2 font-semibold text-slate-900 dark:text-white">
          <Logo />
          {/* The logo stays and the name is read out where the title would push controls off the screen: below
              480 px (the colour toggle on a phone), and from the 997 px breakpoint, where the section links join
              the bar, to 1280 px (an archived version's dropdown label made the bar 1,260 px wide). */}
          <span className="whitespace-nowrap max-[479px]:sr-only desktop:max-wide:sr-only">{siteConfig.siteTitle}</span>
        </AppLink>
        <nav aria-label="Main" className="ml-2 hidden desktop:block">
          <ul className="flex items-center gap-0.5 text-sm">
            {siteConfig.navLinks.map((link) => (
              <li key={link.href}>
                <AppLink
                  href={entry(routeUrl(link.href))}
                  aria-current={activeRoute === link.href ? 'page' : undefined}
                  className="whitespace-nowrap rounded-md px-1.5 py-1.5 text-slate-600 hover:text-slate-900 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700 dark:text-slate-300 dark:hover:text-white dark:aria-[current=page]:text-brand-300"
                >
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <SearchButton />
          <div className="hidden desktop:block" dangerouslySetInnerHTML={{ __html: versionMenu }} />
          <div className="hidden desktop:block">
            <LanguageDropdown href={activeRoute.startsWith('/') ? routeUrl(activeRoute) : '/'} compact />
          </div>
          <ColorModeToggle />
          <a
            href={`mailto:${siteConfig.contactEmail}`}
            title="Contact developers"
            className="hidden items-center gap-1.5 whitespace-nowrap rounded-md px-2 py-1.5 text-sm text-slate-600 hover:text-slate-900 desktop:flex dark:text-slate-300 dark:hover:text-white"
          >
            <MailIcon width={16} height={16} />
            <span className="sr-only min-[1440px]:not-sr-only">Contact developers</span>
          </a>
        </div>
      </div>
    </header>
  );
}

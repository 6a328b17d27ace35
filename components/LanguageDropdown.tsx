import { GlobeIcon } from '@/components/icons';
import { siteConfig } from '@/site.config';

/**
 * English is the only locale; the dropdown says so rather than hiding the choice. `href`: the page read,
 * which its English entry keeps. `compact` (the top bar): the globe alone, the name read out, so that the
 * bar's controls fit at 1280 px beside the version dropdown, whose label is a version's (October 2025).
 */
export function LanguageDropdown({ href, compact = false }: { href: string; compact?: boolean }) {
  const { code, label } = siteConfig.locale;
  return (
    <details className="group relative">
      <summary className="dropdown-summary flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white">
        <GlobeIcon width={16} height={16} />
        <span className={compact ? 'sr-only' : undefined}>{label}</span>
        <span className="sr-only">: choose a language</span>
      </summary>
      <ul className="absolute right-0 z-50 mt-1 min-w-32 rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <li>
          <a href={href} lang={code} aria-current="true" className="block px-3 py-1.5 font-semibold text-brand-700 dark:text-brand-300">
            {label}
          </a>
        </li>
      </ul>
    </details>
  );
}

import { renderToStaticMarkup } from 'react-dom/server';
import type { VersionChoice } from '@/lib/site/version-menu';
import { LATEST } from '@/lib/routes/version-links';

const linkClasses = 'block whitespace-nowrap px-3 py-1.5 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * The docs version dropdown: a `<details>` menu of plain links, the version read marked. Rendered to
 * HTML by getStaticProps (versionMenuHtml), so the page's JavaScript carries none of it whatever the
 * number of versions; choosing a version is following its link, and useVersionChoice remembers it.
 * Its classes are the language dropdown's and the sidebar's, so the stylesheet does not grow with it.
 */
function VersionMenu({ choices, changelog }: { choices: readonly VersionChoice[]; changelog: string | null }) {
  const read = choices.find((choice) => choice.read);
  return (
    <details className="group relative" data-version-menu="">
      <summary className="dropdown-summary flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white">
        <span className="sr-only">Docs version: </span>
        <span className="whitespace-nowrap">{read?.label ?? 'Versions'}</span>
      </summary>
      <ul className="absolute right-0 z-50 mt-1 min-w-32 rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900">
        {choices.map((choice) => (
          <li key={choice.name}>
            <a
              href={choice.href}
              data-version-choice={choice.name}
              aria-current={choice.read ? 'true' : undefined}
              className={choice.read ? 'block whitespace-nowrap px-3 py-1.5 font-semibold text-brand-700 dark:text-brand-300' : linkClasses}
            >
              {choice.label}
              {choice.support && <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">{choice.support}</span>}
            </a>
            {/* What changed since an archived version: the changelog's section on it, in the latest docs (a choice of them, as the banner's link is). */}
            {choice.changes && (
              <a href={choice.changes} data-version-choice={LATEST} className={`${linkClasses} text-xs`}>
                What changed since {choice.label}
              </a>
            )}
          </li>
        ))}
        {changelog && (
          <li className="mt-1 border-t border-slate-200 pt-1 dark:border-slate-700">
            <a href={changelog} data-version-choice={LATEST} className={linkClasses}>
              What changed: changelog
            </a>
          </li>
        )}
      </ul>
    </details>
  );
}

/** `changelog`: the changelog page's URL, null when the site has none. */
export const versionMenuHtml = (choices: readonly VersionChoice[], changelog: string | null): string => renderToStaticMarkup(<VersionMenu choices={choices} changelog={changelog} />);

import { AppLink } from '@/components/AppLink';
import type { Crumb } from '@/lib/site/nav-queries';
import { routeUrl } from '@/lib/routes/routes';

/** `home`: the welcome page of the page's own version, so that an archived page's trail stays in its version. */
export function Breadcrumbs({ home, trail, current }: { home: string; trail: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumbs" className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-slate-500 dark:text-slate-400">
        <li>
          <AppLink href={home} className="hover:text-slate-900 dark:hover:text-white">
            Home
          </AppLink>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.route} className="flex items-center gap-1.5">
            <span aria-hidden>/</span>
            <AppLink href={routeUrl(crumb.route)} className="hover:text-slate-900 dark:hover:text-white">
              {crumb.label}
            </AppLink>
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span aria-hidden>/</span>
          <span aria-current="page" className="font-medium text-slate-700 dark:text-slate-200">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}

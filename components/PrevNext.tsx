import { AppLink } from '@/components/AppLink';
import type { Crumb } from '@/lib/site/nav-queries';
import { routeUrl } from '@/lib/routes/routes';

export function PrevNext({ prev, next }: { prev: Crumb | null; next: Crumb | null }) {
  if (!prev && !next) return null;
  const card = 'flex flex-col rounded-lg border border-slate-200 px-4 py-3 hover:border-brand-500 dark:border-slate-800 dark:hover:border-brand-400';
  return (
    <nav aria-label="Previous and next pages" className="mt-12 grid gap-4 sm:grid-cols-2">
      {prev ? (
        <AppLink href={routeUrl(prev.route)} rel="prev" className={card}>
          <span className="text-xs text-slate-500 dark:text-slate-400">Previous</span>
          <span className="font-medium text-brand-700 dark:text-brand-300">« {prev.label}</span>
        </AppLink>
      ) : (
        <span />
      )}
      {next && (
        <AppLink href={routeUrl(next.route)} rel="next" className={`${card} text-right`}>
          <span className="text-xs text-slate-500 dark:text-slate-400">Next</span>
          <span className="font-medium text-brand-700 dark:text-brand-300">{next.label} »</span>
        </AppLink>
      )}
    </nav>
  );
}

import { useEffect, useState } from 'react';
import { MISSING_PAGE_QUERY, type MissingPage } from '@/lib/site/version-menu';

/**
 * On a version's welcome page reached from the version dropdown of a page this version lacks: says
 * that the page does not exist here and links back to it. The query only picks one of the pages listed
 * at build time, so a crafted URL cannot put its own words on the page.
 */
export function MissingPageNotice({ versionLabel, pages }: { versionLabel: string; pages: readonly MissingPage[] }) {
  const [missing, setMissing] = useState<MissingPage | null>(null);
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const route = query.get(MISSING_PAGE_QUERY.route);
    const from = query.get(MISSING_PAGE_QUERY.from);
    setMissing(pages.find((page) => page.route === route && page.from === from) ?? null);
  }, [pages]);
  if (!missing) return null;
  return (
    <p role="status" data-missing-page={missing.route} className="mb-4 rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
      <strong>{missing.title}</strong> does not exist in {versionLabel}, so you are on its welcome page.{' '}
      <a href={missing.href} data-version-choice={missing.from} className="font-medium underline">
        Back to {missing.title} in {missing.fromLabel}
      </a>
      .
    </p>
  );
}

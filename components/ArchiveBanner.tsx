import { renderToStaticMarkup } from 'react-dom/server';
import { routeUrl } from '@/lib/routes/routes';
import type { ArchiveInfo } from '@/lib/site/archive';
import { LATEST } from '@/lib/routes/version-links';

/**
 * Above an archived page's title: which version this is, and the same page in the latest docs.
 * Rendered to HTML by getStaticProps (archiveBannerHtml), so its code is in no page's JavaScript; the
 * link is a plain anchor, since leaving the version is a new page anyway.
 */
function ArchiveBanner({ archive }: { archive: ArchiveInfo }) {
  return (
    <div role="note" data-archive-banner={archive.name} className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      You are reading the docs of version <strong>{archive.label}</strong>
      {archive.support ? `, ${archive.support}` : ''}.{' '}
      {/* Leaving for the latest docs is a choice of version, remembered as the dropdown's is (useVersionChoice). */}
      <a href={routeUrl(archive.latestRoute)} data-version-choice={LATEST} className="font-medium underline">
        {archive.latestHasPage ? 'See this page in the latest version' : 'Go to the latest version'}
      </a>
      {archive.changes ? (
        <>
          {' '}or read{' '}
          <a href={archive.changes} data-version-choice={LATEST} className="font-medium underline">
            what changed since {archive.label}
          </a>
        </>
      ) : null}
      .
    </div>
  );
}

export const archiveBannerHtml = (archive: ArchiveInfo): string => renderToStaticMarkup(<ArchiveBanner archive={archive} />);

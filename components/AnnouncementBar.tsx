import { AppLink } from '@/components/AppLink';
import { useStoredValue } from '@/components/hooks/useStoredValue';
import { CloseIcon } from '@/components/icons';
import { routeUrl } from '@/lib/routes/routes';
import { siteConfig } from '@/site.config';

export function AnnouncementBar() {
  const { id, text, href, linkLabel } = siteConfig.announcement;
  // One key holds the id of the dismissed announcement, so a new announcement shows again.
  const [dismissedId, dismiss] = useStoredValue('announcementDismissed');
  // The inline script of _document hides a dismissed bar before paint; the stored value takes over after hydration.
  if (dismissedId === id) return null;
  return (
    <div data-announcement-bar role="region" aria-label="Announcement" className="relative flex items-center justify-center gap-2 bg-brand-700 px-10 py-2 text-center text-sm text-white">
      <p>
        {text}
        {href && linkLabel && (
          <>
            {' '}
            <AppLink href={routeUrl(href)} className="font-semibold underline underline-offset-2">
              {linkLabel}
            </AppLink>
          </>
        )}
      </p>
      <button type="button" onClick={() => dismiss(id)} aria-label="Dismiss announcement" className="absolute right-2 rounded p-1 hover:bg-white/15">
        <CloseIcon width={16} height={16} />
      </button>
    </div>
  );
}

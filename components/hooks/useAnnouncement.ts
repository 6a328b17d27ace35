import { useCallback, useEffect, useState } from 'react';
import { readStored, storageKeys, writeStored } from '@/lib/storage';

/** The announcement bar's dismissal, remembered per announcement id. */
export function useAnnouncement(id: string): { dismissed: boolean; dismiss: () => void } {
  // The inline script in _document hides a dismissed bar before paint; this state takes over after hydration.
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    setDismissed(readStored(storageKeys.announcementDismissed) === id);
  }, [id]);
  const dismiss = useCallback(() => {
    setDismissed(true);
    writeStored(storageKeys.announcementDismissed, id);
    document.documentElement.dataset.announcementDismissed = 'true';
  }, [id]);
  return { dismissed, dismiss };
}

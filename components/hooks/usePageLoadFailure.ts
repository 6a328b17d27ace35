import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';

/**
 * A page chunk or page data that fails to load: Next would send the reader off with a hard
 * navigation; instead the reader sees what happened and a Retry. Next emits the error just before
 * its hard navigation, and a cancellation thrown from the listener stops it (Next treats cancelled
 * navigations as quietly abandoned).
 */
export function usePageLoadFailure(): { failedUrl: string | null; retry: () => void } {
  const router = useRouter();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  useEffect(() => {
    const onError = (error: Error & { cancelled?: boolean }, url: string) => {
      if (error.cancelled) return;
      setFailedUrl(url);
      throw Object.assign(new Error(`Could not load ${url}: ${error.message}`), { cancelled: true });
    };
    const clear = () => setFailedUrl(null);
    router.events.on('routeChangeError', onError);
    router.events.on('routeChangeComplete', clear);
    return () => {
      router.events.off('routeChangeError', onError);
      router.events.off('routeChangeComplete', clear);
    };
  }, [router.events]);
  return {
    failedUrl,
    retry: () => {
      if (failedUrl) window.location.assign(failedUrl);
    },
  };
}

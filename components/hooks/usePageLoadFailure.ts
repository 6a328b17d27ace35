import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { BUILD_ID_URL, parseBuildPointer } from '@/lib/browser/build-pointer';

/**
 * A page chunk or page data that fails to load: Next would send the reader off with a hard
 * navigation; instead the reader sees what happened and a Retry. Next emits the error just before
 * its hard navigation, and a cancellation thrown from the listener stops it (Next treats cancelled
 * navigations as quietly abandoned). When the live build is another one (a deploy pruned this
 * tab's files), the page is simply loaded afresh: a Retry could only fail again.
 */
async function liveBuildId(): Promise<string | null> {
  try {
    const response = await fetch(BUILD_ID_URL, { cache: 'no-store' });
    return response.ok ? parseBuildPointer(await response.json()) : null;
  } catch {
    return null;
  }
}

export function usePageLoadFailure(): { failedUrl: string | null; retry: () => void } {
  const router = useRouter();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  useEffect(() => {
    const onError = (error: Error & { cancelled?: boolean }, url: string) => {
      if (error.cancelled) return;
      void liveBuildId().then((live) => {
        if (live && live !== window.__NEXT_DATA__.buildId) window.location.assign(url);
        else setFailedUrl(url);
      });
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

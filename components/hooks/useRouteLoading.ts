import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { PROGRESS_DELAY_MS } from '@/lib/browser/progress-timing';

/** True while a client-side navigation has been running for longer than the delay. */
export function useRouteLoading(delayMs = PROGRESS_DELAY_MS): boolean {
  const router = useRouter();
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setLoading(true), delayMs);
    };
    const done = () => {
      window.clearTimeout(timer);
      setLoading(false);
    };
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      window.clearTimeout(timer);
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
    };
  }, [router.events, delayMs]);
  return loading;
}

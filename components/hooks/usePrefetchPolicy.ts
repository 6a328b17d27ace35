import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { currentConnection, isSlowConnection } from '@/lib/connection';

/** On data-saver and 2G connections no page is prefetched: not in view, not on hover. */
export function usePrefetchPolicy(): void {
  const router = useRouter();
  useEffect(() => {
    if (!isSlowConnection(currentConnection())) return;
    // Every next/link prefetch goes through the router singleton's prefetch.
    router.prefetch = () => Promise.resolve();
  }, [router]);
}

import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { HIGHLIGHT_PARAM, searchArticleSelector } from '@/lib/html-contract/props';

// The marking code loads only when a search result was opened: most page views never need it.
const highlighter = () => import('@/lib/search/page-marks');

/**
 * After a search result is opened, its words are marked in the page, and marked again in blocks React
 * renders later (lib/search/page-marks.ts keepTermsMarked); the next navigation clears them.
 */
export function useSearchHighlight(): void {
  const router = useRouter();
  useEffect(() => {
    let marked = false;
    let stop = () => {};
    const apply = () => {
      const query = new URLSearchParams(window.location.search).get(HIGHLIGHT_PARAM);
      if (!query) return;
      void highlighter().then(({ keepTermsMarked }) => {
        const article = document.querySelector(searchArticleSelector);
        if (!article) return;
        stop();
        stop = keepTermsMarked(article, query, (any) => (marked = any || marked));
      });
    };
    const clear = () => {
      stop();
      if (!marked) return;
      marked = false;
      void highlighter().then(({ clearHighlights }) => clearHighlights(document));
    };
    apply();
    router.events.on('routeChangeStart', clear);
    router.events.on('routeChangeComplete', apply);
    return () => {
      stop();
      router.events.off('routeChangeStart', clear);
      router.events.off('routeChangeComplete', apply);
    };
  }, [router.events]);
}

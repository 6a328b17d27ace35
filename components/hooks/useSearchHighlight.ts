import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { HIGHLIGHT_PARAM, searchArticleSelector } from '@/lib/html-contract-props';

// The marking code loads only when a search result was opened: most page views never need it.
const highlighter = () => import('@/lib/search/page-marks');

/** After a search result is opened, its words are marked in the page; the next navigation clears them. */
export function useSearchHighlight(): void {
  const router = useRouter();
  useEffect(() => {
    let marked = false;
    const apply = () => {
      const query = new URLSearchParams(window.location.search).get(HIGHLIGHT_PARAM);
      if (!query) return;
      void highlighter().then(({ highlightTerms }) => {
        const article = document.querySelector(searchArticleSelector);
        if (article) marked = highlightTerms(article, query) > 0 || marked;
      });
    };
    const clear = () => {
      if (!marked) return;
      marked = false;
      void highlighter().then(({ clearHighlights }) => clearHighlights(document));
    };
    apply();
    router.events.on('routeChangeStart', clear);
    router.events.on('routeChangeComplete', apply);
    return () => {
      router.events.off('routeChangeStart', clear);
      router.events.off('routeChangeComplete', apply);
    };
  }, [router.events]);
}

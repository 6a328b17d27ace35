import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { HIGHLIGHT_PARAM, searchArticleSelector } from '@/lib/html-contract-props';

// The marking code loads only when a search result was opened: most page views never need it.
const highlighter = () => import('@/lib/search/page-marks');

/**
 * After a search result is opened, its words are marked in the page; the next navigation clears them.
 * Blocks that React renders after the page (a lazy table, an API block) replace the server's markup
 * and its marks, so the article is watched and marked again when they arrive.
 */
export function useSearchHighlight(): void {
  const router = useRouter();
  useEffect(() => {
    let marked = false;
    let watcher: MutationObserver | null = null;
    const stopWatching = () => {
      watcher?.disconnect();
      watcher = null;
    };
    const apply = () => {
      const query = new URLSearchParams(window.location.search).get(HIGHLIGHT_PARAM);
      if (!query) return;
      void highlighter().then(({ highlightTerms }) => {
        const article = document.querySelector(searchArticleSelector);
        if (!article) return;
        const mark = () => {
          // Our own marks are mutations too: not watched while they are made.
          watcher?.disconnect();
          marked = highlightTerms(article, query) > 0 || marked;
          watcher?.observe(article, { childList: true, subtree: true });
        };
        stopWatching();
        let pending = 0;
        watcher = new MutationObserver(() => {
          window.clearTimeout(pending);
          pending = window.setTimeout(mark, 50);
        });
        mark();
      });
    };
    const clear = () => {
      stopWatching();
      if (!marked) return;
      marked = false;
      void highlighter().then(({ clearHighlights }) => clearHighlights(document));
    };
    apply();
    router.events.on('routeChangeStart', clear);
    router.events.on('routeChangeComplete', apply);
    return () => {
      stopWatching();
      router.events.off('routeChangeStart', clear);
      router.events.off('routeChangeComplete', apply);
    };
  }, [router.events]);
}

import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { clearHighlights, HIGHLIGHT_PARAM, highlightTerms } from '@/lib/search/page-highlight';

/** After a search result is opened, its words are marked in the page; the next navigation clears them. */
export function useSearchHighlight(): void {
  const router = useRouter();
  useEffect(() => {
    const apply = () => {
      const query = new URLSearchParams(window.location.search).get(HIGHLIGHT_PARAM);
      const article = document.querySelector('article[data-search-section]');
      if (!query || !article) return;
      highlightTerms(article, query);
    };
    const clear = () => clearHighlights(document);
    apply();
    router.events.on('routeChangeStart', clear);
    router.events.on('routeChangeComplete', apply);
    return () => {
      router.events.off('routeChangeStart', clear);
      router.events.off('routeChangeComplete', apply);
    };
  }, [router.events]);
}

/**
 * Search records as the HTML pages Pagefind indexes (issue 13's comparison): one page per route, its
 * headings with their anchors, so Pagefind ranks titles and headings and returns sub-results per
 * heading, and the section as a filter for the /search/ page's facets.
 */
import { escapeHtml } from '../../lib/search/result-text';
import type { SearchRecord } from '../../lib/search/types';

export interface PagefindPage {
  url: string;
  html: string;
}

export function pagefindPages(records: readonly SearchRecord[]): PagefindPage[] {
  const pages = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const url = record.url.split('#')[0] ?? record.url;
    pages.set(url, [...(pages.get(url) ?? []), record]);
  }
  return [...pages].map(([url, list]) => {
    const body = list.map((record) => {
      const heading = record.type === 'lvl1' ? `<h1>${escapeHtml(record.hierarchy.lvl1)}</h1>` : `<h${record.type === 'lvl2' ? 2 : 3} id="${escapeHtml(record.anchor ?? '')}">${escapeHtml((record.type === 'lvl2' ? record.hierarchy.lvl2 : record.hierarchy.lvl3) ?? '')}</h${record.type === 'lvl2' ? 2 : 3}>`;
      return `${heading}<p>${escapeHtml(record.content)}</p>`;
    });
    const section = escapeHtml(list[0]?.hierarchy.lvl0 ?? '');
    return { url, html: `<!doctype html><html lang="en"><head><title>${escapeHtml(list[0]?.hierarchy.lvl1 ?? url)}</title></head><body><main data-pagefind-body><span data-pagefind-filter="section" hidden>${section}</span>${body.join('')}</main></body></html>` };
  });
}

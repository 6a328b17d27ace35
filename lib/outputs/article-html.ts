/**
 * A page's `<article>` parsed on its own. An exported page also carries the chrome and its props as
 * inline JSON (the compiled MDX among them), several times the article's size; the Markdown copies and
 * the search records read only the article, so only it is parsed. Inline JSON escapes `<` and code
 * samples are entity-encoded, so the only `</article>` in the file closes the article.
 */
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';
import { selectorOf } from '../html-contract/attributes';

const CLOSE = '</article>';

/** The article's HTML as the page holds it: what its Markdown copy and search records are made of. */
export function articleSource(html: string): string | null {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf(CLOSE);
  return start === -1 || end < start ? null : html.slice(start, end + CLOSE.length);
}

/** Takes a whole page or its articleSource. */
export function parseArticle(html: string): Element | null {
  const source = articleSource(html);
  if (source === null) return null;
  return select(`article${selectorOf('section')}`, fromHtml(source, { fragment: true })) ?? null;
}

/**
 * What a page's first paint waits for: `<link rel="expect" href="#id" blocking="render">` in the head
 * (pages/_document.tsx). Chromium releases such a link as soon as the element is inserted, at its start
 * tag, not once it is parsed whole: waiting for the top bar itself let a half-parsed top bar paint, and its
 * later controls moved the first ones (layout shift). So the first paint waits for `#main`, which follows
 * the whole top bar (and the sidebar), and on a doc page also for the first element with an id after its
 * body's first paragraph (the first section heading): the paragraph is the page's largest text, and painted
 * in the first frame it is the largest contentful paint there, before any script has run.
 */
import { MAIN_ID } from '../html-contract/attributes';
import { isRecord } from '../util/is-record';

/**
 * The id of the first element after the first paragraph of a body rendered to HTML at build time
 * (components/mdx/bodyHtml.tsx), if any.
 * @internal Exported for its unit test (knip --production).
 */
export function afterFirstParagraph(html: string): string | undefined {
  const end = html.indexOf('</p>');
  if (end < 0) return undefined;
  return /\sid="([^"]+)"/.exec(html.slice(end))?.[1];
}

/** The ids a page's first paint waits for, in document order. Takes Next's untyped page data. */
export function firstPaintTargets(pageProps: unknown): string[] {
  const body = isRecord(pageProps) && pageProps.kind === 'doc' && typeof pageProps.body === 'string' ? afterFirstParagraph(pageProps.body) : undefined;
  return body ? [MAIN_ID, body] : [MAIN_ID];
}

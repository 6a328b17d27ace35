/** Marks search terms in the page a result led to: `?highlight=terms` on the result's URL. */
import { attributeName } from '../html-contract/attributes';
import { HIGHLIGHT_PARAM } from '../html-contract/props';
import { isRecord } from '../util/is-record';
import { queryWords, termsPattern, unescapeHtml } from './result-text';

const MARK_ATTRIBUTE = attributeName('highlight');

/**
 * The words a backend marked in a hit (its `<mark>`s, in any of the hit's fields): what the search
 * matched, which is not always what was typed: a corrected typo ('refnud' matched 'refund'), another
 * form of the word ('captured' matched 'Capture'), a synonym ('3ds' matched '3-D Secure').
 */
export function markedWords(hit: unknown): string[] {
  const words = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(/<mark>(.*?)<\/mark>/gs)) for (const word of queryWords(unescapeHtml(match[1] ?? ''))) words.add(word);
    } else if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (isRecord(value)) {
      Object.values(value).forEach(visit);
    }
  };
  visit(hit);
  return [...words];
}

/**
 * A result URL that asks its page to highlight the query's words and the words the hit matched
 * (`markedWords`), so that the page marks what the result list marked.
 */
export function withHighlight(url: string, query: string, matched: readonly string[] = []): string {
  const words = [...new Set([...queryWords(query), ...matched])].join(' ');
  if (!words) return url;
  const [beforeHash, hash] = url.split('#');
  const [path, search] = (beforeHash ?? '').split('?');
  const params = new URLSearchParams(search);
  params.set(HIGHLIGHT_PARAM, words);
  return `${path}?${params.toString()}${hash !== undefined ? `#${hash}` : ''}`;
}

export function clearHighlights(root: ParentNode): void {
  for (const mark of root.querySelectorAll(`mark[${MARK_ATTRIBUTE}]`)) {
    mark.replaceWith(document.createTextNode(mark.textContent ?? ''));
  }
  if (root instanceof Element || root instanceof Document) (root instanceof Document ? root.body : root).normalize();
}

/** Wraps each word starting with one of the terms in `<mark>`; returns how many were marked. */
export function highlightTerms(root: Element, query: string): number {
  const pattern = termsPattern(queryWords(query).filter((word) => word.length >= 2));
  if (!pattern) return 0;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('mark, script, style, button')) continue;
    textNodes.push(node as Text);
  }
  let count = 0;
  for (const node of textNodes) {
    const text = node.data;
    pattern.lastIndex = 0;
    if (!pattern.test(text)) continue;
    pattern.lastIndex = 0;
    const fragment = document.createDocumentFragment();
    let last = 0;
    for (const match of text.matchAll(pattern)) {
      const at = match.index ?? 0;
      fragment.append(text.slice(last, at));
      const mark = document.createElement('mark');
      mark.setAttribute(MARK_ATTRIBUTE, '');
      mark.textContent = match[0];
      fragment.append(mark);
      last = at + match[0].length;
      count += 1;
    }
    fragment.append(text.slice(last));
    node.replaceWith(fragment);
  }
  return count;
}

/**
 * Marks the terms in `article` now and again whenever its content changes (a lazy block replacing its
 * server markup drops the marks in it), until the returned stop is called. Our own marks are changes
 * too: not watched while they are made. `onMarked` hears whether anything was marked.
 */
export function keepTermsMarked(article: Element, query: string, onMarked: (any: boolean) => void): () => void {
  let pending = 0;
  const watcher = new MutationObserver(() => {
    window.clearTimeout(pending);
    pending = window.setTimeout(mark, 50);
  });
  function mark() {
    watcher.disconnect();
    onMarked(highlightTerms(article, query) > 0);
    watcher.observe(article, { childList: true, subtree: true });
  }
  mark();
  return () => {
    window.clearTimeout(pending);
    watcher.disconnect();
  };
}

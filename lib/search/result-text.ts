/**
 * Marked text of search results: page text escaped, then `<mark>` around the words that match. Every
 * backend's hits leave the seam in this form, and both the modal and the results page render it as HTML.
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** The text of marked HTML again: the inverse of escapeHtml. */
export const unescapeHtml = (html: string): string => html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** The words of a query, as the index and the page marks split it. */
export function queryWords(query: string): string[] {
  return query.toLowerCase().split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches words that start with any of the terms, case-insensitively. */
export function termsPattern(terms: readonly string[]): RegExp | null {
  const usable = [...new Set(terms.map((t) => t.toLowerCase()).filter((t) => t.length > 0))].sort((a, b) => b.length - a.length);
  if (usable.length === 0) return null;
  return new RegExp(`(${usable.map(escapeRegExp).join('|')})[\\p{L}\\p{N}_]*`, 'giu');
}

export function highlight(text: string, terms: readonly string[]): string {
  const pattern = termsPattern(terms);
  if (!pattern) return escapeHtml(text);
  let out = '';
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const at = m.index ?? 0;
    out += `${escapeHtml(text.slice(last, at))}<mark>${escapeHtml(m[0])}</mark>`;
    last = at + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

/** A window of about `words` words around the first match, highlighted, with ellipses where cut. */
export function snippet(text: string, terms: readonly string[], words = 24): string {
  const pattern = termsPattern(terms);
  const all = text.split(/\s+/).filter(Boolean);
  let first = 0;
  if (pattern) {
    const found = all.findIndex((word) => {
      pattern.lastIndex = 0;
      return pattern.test(word);
    });
    if (found > 0) first = found;
  }
  const start = Math.max(0, first - Math.floor(words / 3));
  const end = Math.min(all.length, start + words);
  return `${start > 0 ? '…' : ''}${highlight(all.slice(start, end).join(' '), terms)}${end < all.length ? '…' : ''}`;
}

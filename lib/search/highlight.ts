/**
 * Highlighting for search results. DocSearch renders highlight and snippet values as raw HTML, so
 * the text is escaped first and only our own <mark> tags are added.
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches words that start with any of the terms, case-insensitively. */
export function termsPattern(terms: readonly string[]): RegExp | null {
  const usable = [...new Set(terms.map((t) => t.toLowerCase()).filter((t) => t.length > 0))].sort((a, b) => b.length - a.length);
  if (usable.length === 0) return null;
  return new RegExp(`(${usable.map(escapeRegExp).join('|')})[\\p{L}\\p{N}_]*`, 'giu');
}

export interface Highlighted {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/**
 * InstantSearch's own tags mean the caller renders text, not HTML, and escapes it itself: text is
 * then left as it is, so `<meta>` in a page shows as `<meta>`, not `&lt;meta&gt;`.
 */
const escapeFor = (pre: string) => (pre === '__ais-highlight__' ? (text: string) => text : escapeHtml);

export function highlight(text: string, terms: readonly string[], pre = '<mark>', post = '</mark>'): Highlighted {
  const escapeHtml = escapeFor(pre);
  const pattern = termsPattern(terms);
  if (!pattern) return { value: escapeHtml(text), matchLevel: 'none', matchedWords: [] };
  const matched = new Set<string>();
  let out = '';
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const at = m.index ?? 0;
    out += escapeHtml(text.slice(last, at)) + pre + escapeHtml(m[0]) + post;
    matched.add((m[1] ?? '').toLowerCase());
    last = at + m[0].length;
  }
  out += escapeHtml(text.slice(last));
  const matchLevel = matched.size === 0 ? 'none' : matched.size >= new Set(terms).size ? 'full' : 'partial';
  return { value: out, matchLevel, matchedWords: [...matched] };
}

/** A window of about `words` words around the first match, highlighted, with ellipses where cut. */
export function snippet(text: string, terms: readonly string[], words = 24, ellipsis = '…', pre = '<mark>', post = '</mark>'): Highlighted {
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
  const cut = all.slice(start, end).join(' ');
  const result = highlight(cut, terms, pre, post);
  const prefix = start > 0 ? ellipsis : '';
  const suffix = end < all.length ? ellipsis : '';
  return { ...result, value: `${prefix}${result.value}${suffix}` };
}

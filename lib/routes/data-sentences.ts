/**
 * The small text format of the data files' sentences: plain text, `code` and [links](/route), nothing
 * else of Markdown. The engine resolves their links per version; components render them.
 */

/** A part of a sentence: plain text, `code`, or a [link](/route). */
export type InlinePart = { kind: 'text'; text: string } | { kind: 'code'; text: string } | { kind: 'link'; text: string; href: string };

/** Splits a sentence of a data file into text, `code` and [link](href) parts. */
export function inlineParts(sentence: string): InlinePart[] {
  const parts: InlinePart[] = [];
  const pattern = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of sentence.matchAll(pattern)) {
    if (match.index > last) parts.push({ kind: 'text', text: sentence.slice(last, match.index) });
    if (match[1] !== undefined) parts.push({ kind: 'code', text: match[1] });
    else parts.push({ kind: 'link', text: match[2] ?? '', href: match[3] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < sentence.length) parts.push({ kind: 'text', text: sentence.slice(last) });
  return parts;
}

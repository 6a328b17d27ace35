/**
 * The formats of lib/secrets/formats.ts applied to a text, synchronously and without secretlint: the
 * content check (lib/secrets/scan-content.ts) runs them beside secretlint's preset over content/ and
 * public/, and the seal (lib/secrets/scan-export.ts) over every text file of the final out/, where the
 * pages, their Markdown copies, the search files and llms-full.txt carry what content put there.
 */
import { isAllowedSecret } from './allowlist';
import { SECRET_FORMATS } from './formats';

/** Bits of entropy per character of `text`. */
export function shannonEntropy(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

export const isMixedCase = (text: string) => /[a-z]/.test(text) && /[A-Z]/.test(text) && /\d/.test(text);

/** The line of each offset of `text`. */
function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}

/** The word a match stands in (`pek_test_MIIB…` around a run the AWS rule matched), for the allowlist. */
function tokenAround(text: string, start: number, end: number): string {
  let from = start;
  let to = end;
  while (from > 0 && /[\w+/=.-]/.test(text[from - 1] ?? '')) from -= 1;
  while (to < text.length && /[\w+/=.-]/.test(text[to] ?? '')) to += 1;
  return text.slice(from, to);
}

export interface Hit {
  line: number;
  /** The start of the value, for the message: the log must not repeat the secret. */
  shown: string;
  rule: string;
}

/** The formats of lib/secrets/formats.ts in `text`, each with its line. */
function formatHits(text: string, keywordWindow?: number): Hit[] {
  const lineOf = lineFinder(text);
  const lines = text.split('\n');
  const hits: Hit[] = [];
  for (const format of SECRET_FORMATS) {
    for (const match of text.matchAll(format.pattern)) {
      const secret = match[1] ?? match[0];
      const start = match.index + (match[1] === undefined ? 0 : match[0].indexOf(secret));
      const line = lineOf(start);
      if (format.minEntropy !== undefined && shannonEntropy(secret) < format.minEntropy) continue;
      if (format.mixedCase && !isMixedCase(secret)) continue;
      const context = keywordWindow === undefined ? (lines[line - 1] ?? '') : text.slice(Math.max(0, start - keywordWindow), start);
      if (format.keywords && !format.keywords.some((word) => context.toLowerCase().includes(word))) continue;
      if (format.id === 'basic-auth' && !isPrintableText(Buffer.from(secret, 'base64').toString('utf8'), ':')) continue;
      if (isAllowedSecret(secret, tokenAround(text, start, start + secret.length))) continue;
      hits.push({ line, shown: secret.slice(0, 6), rule: format.description });
    }
  }
  return hits;
}

/** Text a reader could have written: printable, and holding `must` when given. */
function isPrintableText(text: string, must?: string): boolean {
  if (text.length < 8 || (must && !text.includes(must))) return false;
  let printable = 0;
  for (const char of text) if (/[\x20-\x7e\t\r\n]/.test(char)) printable += 1;
  return printable / text.length > 0.95;
}

/** Formats found inside base64 runs of 24 or more characters that decode to text. */
function base64Hits(text: string): Hit[] {
  const lineOf = lineFinder(text);
  const hits: Hit[] = [];
  for (const match of text.matchAll(/(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{24,}={0,2}/g)) {
    const decoded = Buffer.from(match[0].replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
    if (!isPrintableText(decoded)) continue;
    for (const hit of formatHits(decoded)) hits.push({ line: lineOf(match.index), shown: match[0].slice(0, 6), rule: `${hit.rule}, wrapped in base64` });
  }
  return hits;
}

/** `&#95;`, `&#x5f;` and a few named references decoded, as MDX and HTML render them. */
function decodeCharacterReferences(text: string): string {
  const named: Record<string, string> = { lowbar: '_', period: '.', colon: ':', sol: '/', commat: '@', equals: '=', amp: '&' };
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi, (whole, dec?: string, hex?: string, name?: string) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return (name && named[name.toLowerCase()]) ?? whole;
  });
}


export interface FindOptions {
  /**
   * A rule's keywords must be within this many characters before the value, instead of anywhere on its
   * line: an exported page or data file is one long line, where `secret` somewhere says nothing about
   * a signature in a highlighted code block (`<span …>"signature"</span>: <span …>"7625…"`).
   */
  keywordWindow?: number;
}

/**
 * Every format of lib/secrets/formats.ts in `text`: as written, inside base64 runs, and with character
 * references decoded (which keeps lines as they are, so a hit is on the file's line).
 */
export function formatFindings(text: string, options: FindOptions = {}): Hit[] {
  const decoded = text.includes('&') ? decodeCharacterReferences(text) : text;
  return [...formatHits(text, options.keywordWindow), ...base64Hits(text), ...(decoded === text ? [] : formatHits(decoded, options.keywordWindow))];
}


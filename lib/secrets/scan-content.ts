/**
 * Live-looking credentials in the content and in public/ fail the build with file and line, before
 * they can ship in a page, its Markdown copy, llms-full.txt, the search files or as a file of their
 * own. Three passes over each text file:
 * - secretlint's recommended rules (AWS, GCP, private keys, GitHub, Slack, npm and more, kept up by
 *   their maintainers);
 * - the formats of lib/secrets/formats.ts (Paymora and Adyen keys, bare AWS secret keys, EC and other
 *   private keys, passwords in URLs, HMAC keys, Basic credentials, random values given to a key), in
 *   prose, code and data alike; also over long base64 runs decoded (a key wrapped in base64) and over
 *   text whose character references are decoded (`sk&#95;live&#95;…` renders as a live key);
 * - long random-looking strings inside code samples, which no named rule knows.
 * What is allowed is listed once, in lib/secrets/allowlist.ts.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { lintSource } from '@secretlint/core';
import { creator as recommended } from '@secretlint/secretlint-rule-preset-recommend';
import { isAllowedSecret } from './allowlist';
import { SECRET_FORMATS } from './formats';

export interface SecretFinding {
  file: string;
  line: number;
  message: string;
}

/** Bits of entropy per character of `text`. */
function shannonEntropy(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

const isMixedCase = (text: string) => /[a-z]/.test(text) && /[A-Z]/.test(text) && /\d/.test(text);

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

interface Hit {
  line: number;
  /** The start of the value, for the message: the log must not repeat the secret. */
  shown: string;
  rule: string;
}

/** The formats of lib/secrets/formats.ts in `text`, each with its line. */
function formatHits(text: string): Hit[] {
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
      if (format.keywords && !format.keywords.some((word) => (lines[line - 1] ?? '').toLowerCase().includes(word))) continue;
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

/**
 * Tokens of 32 or more key-like characters in fenced code whose entropy is above 4.5 bits a
 * character: a random key or token. Hex digests (at most 4 bits), UUIDs, words and URLs stay under it.
 */
function highEntropyStrings(content: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  let inFence = false;
  content.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    else if (inFence) {
      for (const match of line.matchAll(/[A-Za-z0-9+/_-]{32,}={0,2}/g)) {
        const text = match[0];
        if (!isAllowedSecret(text) && isMixedCase(text) && shannonEntropy(text) > 4.5) found.push({ line: index + 1, text });
      }
    }
  });
  return found;
}

const PLACEHOLDER_HINT = 'use a documented placeholder such as sk_test_… or whsec_test_… (lib/secrets/allowlist.ts)';

/**
 * Every format of lib/secrets/formats.ts in `text`: as written, inside base64 runs, and with character
 * references decoded (which keeps lines as they are, so a hit is on the file's line).
 * @internal Exported for its unit test (knip --production).
 */
export function formatFindings(text: string): Hit[] {
  const decoded = text.includes('&') ? decodeCharacterReferences(text) : text;
  return [...formatHits(text), ...base64Hits(text), ...(decoded === text ? [] : formatHits(decoded))];
}

/** @internal Exported for its unit test (knip --production). */
export async function scanTextForSecrets(file: string, content: string): Promise<SecretFinding[]> {
  const result = await lintSource({
    source: { content, filePath: file, contentType: 'text' },
    options: {
      maskSecrets: false,
      config: {
        // AWS access key ids are scanned too (off by default in the preset): one in a sample is always a mistake.
        rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: recommended, rules: [{ id: '@secretlint/secretlint-rule-aws', options: { enableIDScanRule: true } }] }],
      },
    },
  });
  const findings: SecretFinding[] = [];
  const add = (line: number, message: string) => {
    if (!findings.some((finding) => finding.line === line)) findings.push({ file, line, message });
  };
  for (const message of result.messages) {
    const text = content.slice(message.range[0], message.range[1]);
    if (isAllowedSecret(text)) continue;
    const rule = message.ruleId.replace('@secretlint/secretlint-rule-', '');
    add(message.loc.start.line, `${text.slice(0, 6)}… looks like a real credential (secretlint ${rule}); ${PLACEHOLDER_HINT}`);
  }
  for (const hit of formatFindings(content)) {
    add(hit.line, `${hit.shown}… looks like ${hit.rule}; ${PLACEHOLDER_HINT}`);
  }
  const isCode = /\.(mjs|cjs|js|ts|cs|sh|py|php)$/.test(file);
  const entropic = isCode ? highEntropyStrings(['```', content, '```'].join('\n')).map((hit) => ({ ...hit, line: hit.line - 1 })) : highEntropyStrings(content);
  for (const hit of entropic) add(hit.line, `${hit.text.slice(0, 6)}… (${hit.text.length} random-looking characters in a code sample) looks like a real key or token; ${PLACEHOLDER_HINT}`);
  return findings.sort((a, b) => a.line - b.line);
}

/** Files read as text: pages, data, the API document, samples, and what public/ serves as text. */
const SCANNED = /\.(?:mdx?|json|ya?ml|mjs|cjs|js|ts|cs|sh|py|php|txt|svg|xml|css|html?|webmanifest|csv|env)$/i;

/** Every text file under `dir` (content/ or public/). */
export async function scanFolderForSecrets(dir: string): Promise<SecretFinding[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const findings: SecretFinding[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !SCANNED.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    findings.push(...(await scanTextForSecrets(file, await readFile(file, 'utf8'))));
  }
  return findings;
}

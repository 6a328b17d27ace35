/**
 * What the build would otherwise take silently from `content/` and `public/` (probe L12, L15): a
 * symlink (Turbopack panics on one that leaves the repository and ignores one inside it, and the
 * deploy skips them), a text file that is not UTF-8 (it would ship with U+FFFD in the title, the page
 * and search), a page over the size budget (budgets.json `pageSourceBytes`), and in public/, which is
 * served as it is without the pages' policy: an HTML file, or an SVG that carries script, event
 * handlers, embedded HTML or references off the site (an SVG opened on its own runs its script on
 * this origin). Pure: scripts/check-content.ts reads the folders and gives each file here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isScriptingUrl } from '../mdx/unsafe-markup';

export interface SourceFile {
  /** The path an author opens, such as content/docs/x.mdx or public/favicon.svg. */
  file: string;
  /** Served from public/ as it is, rather than read by the build from content/. */
  inPublic: boolean;
  /** A symlink is reported as such and not read. */
  symlink: boolean;
  /** Text files' bytes (other files are not read). */
  bytes?: Uint8Array;
}

export interface SourceProblem {
  file: string;
  line?: number;
  message: string;
}

/** Files read as text: their bytes must be UTF-8. */
const TEXT_FILE = /\.(?:mdx?|json|ya?ml|txt|mjs|cjs|js|ts|cs|sh|py|php|svg|css|xml|html?|webmanifest|csv)$/i;
const PAGE_FILE = /\.mdx?$/i;
const HTML_FILE = /\.(?:html?|xhtml|shtml|xht)$/i;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The first line holding bytes that are not UTF-8, or null. */
function notUtf8Line(bytes: Uint8Array): number | null {
  try {
    utf8.decode(bytes);
    return null;
  } catch {
    // The line of the first bad byte: decode line by line (newlines are single bytes in UTF-8).
    let start = 0;
    let line = 1;
    for (let i = 0; i <= bytes.length; i += 1) {
      if (i === bytes.length || bytes[i] === 0x0a) {
        try {
          utf8.decode(bytes.subarray(start, i));
        } catch {
          return line;
        }
        start = i + 1;
        line += 1;
      }
    }
    return 1;
  }
}

/** What an SVG served from public/ must not hold, each with its line. */
function svgProblems(text: string): { line: number; message: string }[] {
  const found: { line: number; message: string }[] = [];
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    if (/<script\b/i.test(content)) found.push({ line, message: 'an SVG in public/ carries a <script>, which runs on this site when the file is opened: remove it' });
    if (/<(?:foreignObject|iframe|embed|object)\b/i.test(content)) found.push({ line, message: 'an SVG in public/ embeds HTML or another document (<foreignObject>, <iframe>, <embed>, <object>): remove it' });
    for (const match of content.matchAll(/\s(on[a-z]+)\s*=/gi)) found.push({ line, message: `an SVG in public/ carries the event handler ${match[1]}=: remove it` });
    for (const match of content.matchAll(/\s(?:xlink:)?href\s*=\s*["']([^"']*)["']/gi)) {
      const url = match[1] ?? '';
      if (isScriptingUrl(url) || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url.trim())) found.push({ line, message: `an SVG in public/ points at ${JSON.stringify(url.slice(0, 40))}: an SVG may only reference its own parts (#id) or files of this site` });
    }
  });
  return found;
}

/** `pageBudget`: the most bytes a page's source may have. */
export function sourceFileProblems(files: readonly SourceFile[], pageBudget: number): SourceProblem[] {
  const problems: SourceProblem[] = [];
  for (const { file, inPublic, symlink, bytes } of files) {
    if (symlink) {
      problems.push({ file, message: 'is a symlink, which the build does not follow the same way everywhere (Turbopack refuses one that leaves the repository, ignores one inside it; the deploy skips it): put the file itself here' });
      continue;
    }
    if (!bytes) continue;
    if (inPublic && HTML_FILE.test(file)) {
      problems.push({ file, message: 'is an HTML file in public/, which would ship as it is, without the checks and the policy of the site\'s pages: write the page in content/docs/ instead' });
      continue;
    }
    if (TEXT_FILE.test(file)) {
      const bad = notUtf8Line(bytes);
      if (bad !== null) {
        problems.push({ file, line: bad, message: 'is not UTF-8 (it would be shown with � in the page and in search): save it as UTF-8' });
        continue;
      }
    }
    if (PAGE_FILE.test(file) && !inPublic && bytes.length > pageBudget) {
      problems.push({ file, message: `has ${bytes.length.toLocaleString('en')} bytes, over the ${pageBudget.toLocaleString('en')} a page may have (budgets.json pageSourceBytes): split it into pages of a category` });
    }
    if (inPublic && /\.svg$/i.test(file)) {
      for (const problem of svgProblems(utf8.decode(bytes))) problems.push({ file, ...problem });
    }
  }
  return problems;
}

/** Every file under `dir` (symlinks not followed), with the bytes of those read as text. */
export function readSourceFiles(dir: string, inPublic: boolean): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry): SourceFile[] => {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isSymbolicLink()) return [{ file, inPublic, symlink: true }];
    if (!entry.isFile()) return [];
    return [{ file, inPublic, symlink: false, ...(TEXT_FILE.test(entry.name) || HTML_FILE.test(entry.name) ? { bytes: readFileSync(file) } : {}) }];
  });
}

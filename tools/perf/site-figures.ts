/**
 * Byte figures of a built site (out/), measured the same way by the budget test and the benchmark:
 * the JavaScript and CSS a page's HTML references (gzip), the page's HTML, the export (the split index's
 * bytes to first results: split-query-bytes.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface SizedFile {
  file: string;
  bytes: number;
}

export interface SizedFiles {
  total: number;
  /** Largest first, so a message can name what grew. */
  files: SizedFile[];
}

export const gzipSize = (file: string): number => gzipSync(readFileSync(file)).length;

/** The gzip size of each file (paths under `dir`), largest first. */
export function sized(dir: string, urls: string[]): SizedFiles {
  const files = urls.map((file) => ({ file, bytes: gzipSize(path.join(dir, file)) })).sort((a, b) => b.bytes - a.bytes);
  return { total: files.reduce((sum, f) => sum + f.bytes, 0), files };
}

/** Each file once: a stylesheet is both preloaded and linked, and fetched once. */
const referenced = (html: string, pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((m) => m[1] ?? ''))];

/** The scripts a page's HTML loads before it is interactive: its first-load JavaScript. */
export function firstLoadJs(outDir: string, page: string): SizedFiles {
  return sized(outDir, referenced(readFileSync(path.join(outDir, page), 'utf8'), /<script[^>]+src="([^"]+)"/g));
}

export function stylesheets(outDir: string, page: string): SizedFiles {
  return sized(outDir, referenced(readFileSync(path.join(outDir, page), 'utf8'), /<link[^>]+href="([^"]+\.css)"/g));
}

/** Every file of the export: how many, and their bytes on disk. */
export function exportSize(outDir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        files += 1;
        bytes += statSync(full).size;
      }
    }
  };
  walk(outDir);
  return { files, bytes };
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

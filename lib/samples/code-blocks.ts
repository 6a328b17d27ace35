/**
 * The fenced code blocks of an MDX body, with their language and line, and the sample files of
 * `content/samples/`: what the sample checks read (scripts/check-content.ts, tests/unit/*-samples.test.ts).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import { parseMdx } from '../mdx/parse';

export interface CodeBlock {
  lang: string;
  meta: string;
  /** The block's code; empty for a block that includes a file (`file=<rootDir>/samples/…`). */
  code: string;
  /** Line of the opening fence in the MDX body; the code starts on the next line. */
  line: number;
  /** For `file=<rootDir>/…`: the included file, relative to the content folder (`samples/webhooks/verify-signature.mjs`). */
  file?: string;
}

/** Every fenced code block of an MDX body (inside components too), in order; `langs` keeps only these languages. */
export function codeBlocks(mdx: string, langs?: readonly string[]): CodeBlock[] {
  if (!mdx.includes('```') && !mdx.includes('~~~')) return [];
  const blocks: CodeBlock[] = [];
  visit(parseMdx(mdx), 'code', (node) => {
    const code = node as unknown as { lang?: string | null; meta?: string | null; value: string; position?: { start: { line: number } } };
    const lang = code.lang ?? '';
    if (langs && !langs.includes(lang)) return;
    const meta = code.meta ?? '';
    const included = /(?:^|\s)file=<rootDir>\/(\S+?)(?:#\S*)?(?:\s|$)/.exec(meta)?.[1];
    blocks.push({ lang, meta, code: code.value, line: code.position?.start.line ?? 0, ...(included ? { file: included } : {}) });
  });
  return blocks;
}

/** Files under `dir` whose names end with one of `extensions`, as paths relative to `dir`, sorted. */
export function filesUnder(dir: string, extensions: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (sub: string) => {
    let entries;
    try {
      entries = readdirSync(path.join(dir, sub), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (extensions.some((ext) => entry.name.endsWith(ext))) out.push(rel);
    }
  };
  walk('');
  return out.sort();
}

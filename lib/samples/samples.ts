/**
 * The code samples of the site, of one language, each with where it is written: fenced blocks of the
 * pages, files under content/samples/, and what lib/openapi/samples.ts generates from the API document.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiDocument } from '../openapi/api-document';
import { codeBlocks, filesUnder } from './code-blocks';
import { generatedSamples } from './generated';

export interface Sample {
  /** The file an author opens to fix it: an MDX page, a sample file, or lib/openapi/samples.ts for a generated one. */
  file: string;
  /** The file's line where the code starts (1 for a sample file); for a generated sample, 1. */
  line: number;
  code: string;
  /** For a generated sample: the operation and example it was written for. */
  label?: string;
}

/** The fence languages of each sample language. */
export const FENCE_LANGUAGES = { csharp: ['csharp', 'cs', 'c#'], javascript: ['javascript', 'js', 'mjs'] } as const;
/** The file endings of each sample language under content/samples/. */
export const FILE_ENDINGS = { csharp: ['.cs'], javascript: ['.mjs', '.js', '.cjs'] } as const;

/**
 * An MDX file's text with its front matter's lines blanked: parsed as MDX, lines are the file's own.
 * (scripts/check-content.ts reads Contentlayer's body instead and adds the front matter's lines.)
 * @internal Exported for its unit test (knip --production).
 */
export function mdxWithoutFrontMatter(text: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(text);
  return match ? match[0].replace(/[^\n]/g, '') + text.slice(match[0].length) : text;
}

/** The inline fenced blocks of one page (not those that include a file from content/samples/). */
export function pageSamples(file: string, mdxBody: string, language: keyof typeof FENCE_LANGUAGES, lineOffset = 0): Sample[] {
  // Most pages have no block of the language: no parse for them.
  if (!FENCE_LANGUAGES[language].some((lang) => mdxBody.includes(`\`\`\`${lang}`) || mdxBody.includes(`~~~${lang}`))) return [];
  return codeBlocks(mdxBody, FENCE_LANGUAGES[language])
    .filter((block) => !block.file)
    .map((block) => ({ file, line: block.line + 1 + lineOffset, code: block.code }));
}

/**
 * Every MDX file under content/docs, as paths relative to the content folder's parent (`content/docs/…`).
 * @internal Exported for its unit test (knip --production).
 */
export function pageFiles(contentDir: string): string[] {
  return filesUnder(path.join(contentDir, 'docs'), ['.mdx', '.md']).map((rel) => path.join(contentDir, 'docs', rel));
}

/** The files of content/samples/ in a language. */
export function sampleFiles(contentDir: string, language: keyof typeof FILE_ENDINGS): Sample[] {
  const dir = path.join(contentDir, 'samples');
  return filesUnder(dir, FILE_ENDINGS[language]).map((rel) => ({ file: path.join(dir, rel), line: 1, code: readFileSync(path.join(dir, rel), 'utf8') }));
}

/** What lib/openapi/samples.ts writes in a language, for every operation and example of the document. */
export function apiSamples(api: ApiDocument, language: 'csharp' | 'javascript'): Sample[] {
  return generatedSamples(api, language).map((sample) => ({ file: 'lib/openapi/samples.ts', line: 1, code: sample.code, label: sample.label }));
}

/**
 * Every sample of a language, reading the pages from disk (the tests; the content check reads Contentlayer's bodies).
 * @internal Exported for its unit test (knip --production).
 */
export function allSamples(contentDir: string, language: 'csharp' | 'javascript', api?: ApiDocument): Sample[] {
  const pages = pageFiles(contentDir).flatMap((file) => pageSamples(file, mdxWithoutFrontMatter(readFileSync(file, 'utf8')), language));
  return [...pages, ...sampleFiles(contentDir, language), ...(api ? apiSamples(api, language) : [])];
}

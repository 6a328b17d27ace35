/**
 * The one Shiki highlighter of a process (the Contentlayer run, a next build worker), for MDX blocks
 * (lib/mdx/highlight/rehype-highlight.ts) and generated samples (lib/mdx/highlight/highlight-html.ts) alike. Build-time only: the
 * pages import lib/mdx/highlight/highlight.ts for labels, never this.
 */
import type { BundledLanguage, BundledTheme, HighlighterGeneric } from 'shiki';
import { codeLanguages, codeThemes } from './highlight';
import { createOnceHighlighter } from './shiki-once';

let highlighter: Promise<HighlighterGeneric<BundledLanguage, BundledTheme>> | undefined;

export function codeHighlighter(): Promise<HighlighterGeneric<BundledLanguage, BundledTheme>> {
  return (highlighter ??= createOnceHighlighter(codeThemes, codeLanguages));
}

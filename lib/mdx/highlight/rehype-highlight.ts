/**
 * Build-time highlighting of code blocks with Shiki, one highlighter for the whole Contentlayer run.
 * `@shikijs/rehype`'s default export asks for the shared highlighter again in every document's
 * compile, and each time loads the themes and languages into it anew, which made Shiki rebuild both
 * themes' rules once a document. The output is the same, except that it no longer depends on the
 * machine's load (tokenizeOptions). The highlighter tokenizes each block once for both themes
 * (lib/mdx/highlight/shiki-once.ts), and a block met again in the run is copied rather than highlighted again.
 */
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import type { Root } from 'hast';
import type { Transformer } from 'unified';
import { codeHighlighter } from './code-highlighter';
import { codeThemes, shikiTransformers, tokenizeOptions } from './highlight';
import { HighlightedBlockCache } from './highlighted-block-cache';

type Highlight = Transformer<Root, Root>;

let highlight: Promise<Highlight> | undefined;

function highlightOnce(): Promise<Highlight> {
  return (highlight ??= codeHighlighter().then((highlighter) =>
    rehypeShikiFromHighlighter(highlighter, {
      themes: codeThemes,
      defaultLanguage: 'text',
      fallbackLanguage: 'text',
      transformers: shikiTransformers,
      cache: new HighlightedBlockCache(),
      ...tokenizeOptions,
    }),
  ));
}

export function rehypeHighlight() {
  // Two parameters, not unified's three: a transformer that takes `next` is run as one that calls it.
  return async (tree: Root, file: Parameters<Highlight>[1]) => {
    // Shiki's transformer highlights in place and never calls `next`.
    await (await highlightOnce())(tree, file, () => undefined);
  };
}

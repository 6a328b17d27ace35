import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** The same Markdown dialect the site compiles (MDX + GFM), for reading structure without rendering. */
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

let last: { mdx: string; tree: ReturnType<typeof parser.parse> } | undefined;

/**
 * The syntax tree of an MDX body. The checks and getStaticProps read one page several times in a
 * row (components, links, data sets), so the last tree is kept: one parse a page, not one a reader.
 * Callers must not change the tree.
 */
export function parseMdx(mdx: string) {
  if (last?.mdx !== mdx) last = { mdx, tree: parser.parse(mdx) };
  return last.tree;
}

/**
 * Lines before the body in its file (the front matter), so that positions in Contentlayer's
 * `body.raw` can be reported as lines of the file an author opens.
 */
export function bodyLineOffset(fileText: string, body: string): number {
  const at = fileText.indexOf(body);
  return at <= 0 ? 0 : fileText.slice(0, at).split('\n').length - 1;
}

import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** The same Markdown dialect the site compiles (MDX + GFM), for reading structure without rendering. */
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

export function parseMdx(mdx: string) {
  return parser.parse(mdx);
}

/**
 * Lines before the body in its file (the front matter), so that positions in Contentlayer's
 * `body.raw` can be reported as lines of the file an author opens.
 */
export function bodyLineOffset(fileText: string, body: string): number {
  const at = fileText.indexOf(body);
  return at <= 0 ? 0 : fileText.slice(0, at).split('\n').length - 1;
}

import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { parseMdx } from './mdx-parse';

export interface Heading {
  depth: number;
  text: string;
  /** The id rehype-slug gives the rendered heading (both use github-slugger, in document order). */
  id: string;
}

/** Every `##`..`######` heading of an MDX body, with the id its rendered element gets. */
export function extractHeadings(mdx: string): Heading[] {
  const tree = parseMdx(mdx);
  const slugger = new GithubSlugger();
  const headings: Heading[] = [];
  visit(tree, 'heading', (node) => {
    const text = toString(node).trim();
    const id = slugger.slug(text);
    if (node.depth >= 2) headings.push({ depth: node.depth, text, id });
  });
  return headings;
}

/** The table of contents covers h2 and h3 only. */
export function tocHeadings(headings: readonly Heading[]): Heading[] {
  return headings.filter((h) => h.depth === 2 || h.depth === 3);
}

import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { parseMdx } from './parse';

// A type, not an interface: headings are part of a step cache's input (lib/build/step-cache.ts StepInput).
export type Heading = {
  depth: number;
  text: string;
  /** The id rehype-slug gives the rendered heading (both use github-slugger, in document order). */
  id: string;
};

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^ {0,3}#{1,6}(\s|$)/;

/**
 * The ATX heading lines of a body, outside fenced code, as a small document of their own. Parsing
 * only these lines gives the same headings as parsing the page (the site writes no setext headings)
 * at a fraction of the cost: Contentlayer computes this for every page of every build.
 */
function headingLines(mdx: string): string {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of mdx.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      continue;
    }
    if (marker) fence = marker;
    else if (ATX_HEADING.test(line)) lines.push(line.trim());
  }
  return lines.join('\n\n');
}

/** Every `##`..`######` heading of an MDX body, with the id its rendered element gets. */
export function extractHeadings(mdx: string): Heading[] {
  const tree = parseMdx(headingLines(mdx));
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

/**
 * A highlighted block's tokens as one HTML string on its `<code>` (`data-html`), rendered by the
 * MDX `code` component with dangerouslySetInnerHTML. Left as elements, every Shiki token became a
 * React element in the compiled page: bytes in each page's props, work to evaluate, and thousands
 * of nodes to hydrate, for text that never changes. The exported HTML is the same either way.
 */
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';

export function rehypeStaticCode() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, _index, parent) => {
      if (node.tagName !== 'code' || parent?.type !== 'element' || parent.tagName !== 'pre') return;
      node.properties.dataHtml = toHtml(node.children);
      node.children = [];
    });
  };
}

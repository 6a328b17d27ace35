import { visit } from 'unist-util-visit';
import { parseMdx } from './mdx-parse';

export interface JsxUse {
  component: string;
  attributes: Record<string, string | null>;
  line: number;
}

interface JsxNode {
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number } };
}

/** Every use of a JSX component in an MDX body, with its literal string attributes. */
export function jsxUses(mdx: string): JsxUse[] {
  const uses: JsxUse[] = [];
  visit(parseMdx(mdx), (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const element = node as unknown as JsxNode;
    if (!element.name) return;
    const attributes: Record<string, string | null> = {};
    for (const attribute of element.attributes) {
      if (attribute.type === 'mdxJsxAttribute' && attribute.name) attributes[attribute.name] = typeof attribute.value === 'string' ? attribute.value : null;
    }
    uses.push({ component: element.name, attributes, line: element.position?.start.line ?? 0 });
  });
  return uses;
}

import { visit } from 'unist-util-visit';
import { parseMdx } from './parse';

export interface JsxUse {
  component: string;
  attributes: Record<string, string | null>;
  line: number;
}

// The JSX element nodes of the tree parseMdx returns (remark-mdx adds them to mdast's node types).
type FlowContent = ReturnType<typeof parseMdx>['children'][number];
type JsxFlowElement = Extract<FlowContent, { type: 'mdxJsxFlowElement' }>;
type JsxTextElement = Extract<Extract<FlowContent, { type: 'paragraph' }>['children'][number], { type: 'mdxJsxTextElement' }>;
type JsxElement = JsxFlowElement | JsxTextElement;

export function isJsxElement(node: { type: string }): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/**
 * Whether a node of the syntax tree, or a use, is of a component: typed by a table's names, so that a
 * misspelt name fails the type check (the site's, paymora/mdx-components.ts; the engine's, lib/mdx/components.ts).
 */
export function componentMatchers<Name extends string>() {
  return {
    isComponentNode: (node: { type: string }, component: Name): node is JsxElement => isJsxElement(node) && node.name === component,
    isUseOf: (use: JsxUse, component: Name): boolean => use.component === component,
  };
}

/** A literal string attribute of an element; null when absent or an expression. */
export function stringAttribute(node: JsxElement, name: string): string | null {
  const value = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name)?.value;
  return typeof value === 'string' ? value : null;
}

/** Every use of a JSX component in an MDX body, with its literal string attributes (null: an expression). */
export function jsxUses(mdx: string): JsxUse[] {
  const uses: JsxUse[] = [];
  visit(parseMdx(mdx), (node) => {
    if (!isJsxElement(node) || !node.name) return;
    const attributes: Record<string, string | null> = {};
    for (const attribute of node.attributes) {
      if (attribute.type === 'mdxJsxAttribute') attributes[attribute.name] = typeof attribute.value === 'string' ? attribute.value : null;
    }
    uses.push({ component: node.name, attributes, line: node.position?.start.line ?? 0 });
  });
  return uses;
}

import { visit } from 'unist-util-visit';
import { isJsxElement } from './jsx-attributes';
import { parseMdx } from './parse';
import type { MdxComponents } from './components';

/**
 * The MDX components a body renders, each once, in order of first use: read from the syntax tree, so
 * a tag in a code block or in inline code does not count. Every capitalised name counts, known to the
 * site or not: the engine reads no site's table here, and the content check reports a name the table
 * lacks (lib/mdx/component-problems.ts); lower-case names are HTML elements. A body without `<` and a
 * capital letter has none and is not parsed; the last tree is kept (lib/mdx/parse.ts), so the readers
 * after it parse nothing.
 */
export function componentsUsed(mdx: string | ReturnType<typeof parseMdx>): string[] {
  if (typeof mdx === 'string' && !/<[A-Z]/.test(mdx)) return [];
  const used = new Set<string>();
  visit(typeof mdx === 'string' ? parseMdx(mdx) : mdx, (node) => {
    if (isJsxElement(node) && node.name && /^[A-Z]/.test(node.name)) used.add(node.name);
  });
  return [...used];
}

/** Whether any of the components needs a page prop beyond its data sets (a name the table lacks needs none). */
export function needsProp(table: MdxComponents, components: readonly string[], prop: 'api' | 'childPages' | 'concepts'): boolean {
  return components.some((name) => table.has(name) && table.get(name).props === prop);
}

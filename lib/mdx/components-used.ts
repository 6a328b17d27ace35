import { visit } from 'unist-util-visit';
import { isJsxElement } from './jsx-attributes';
import { parseMdx } from './parse';
import { isMdxComponentName, mdxComponent, type MdxComponentName } from './components';

/**
 * The MDX components a body renders, each once, in order of first use: read from the syntax tree, so
 * a tag in a code block or in inline code does not count. A body without `<` and a capital letter has
 * none and is not parsed; the last tree is kept (lib/mdx/parse.ts), so the readers after it parse nothing.
 */
export function componentsUsed(mdx: string | ReturnType<typeof parseMdx>): MdxComponentName[] {
  if (typeof mdx === 'string' && !/<[A-Z]/.test(mdx)) return [];
  const used = new Set<MdxComponentName>();
  visit(typeof mdx === 'string' ? parseMdx(mdx) : mdx, (node) => {
    if (isJsxElement(node) && node.name && isMdxComponentName(node.name)) used.add(node.name);
  });
  return [...used];
}

/** Whether any of the components needs a page prop beyond its data sets. */
export function needsProp(components: readonly MdxComponentName[], prop: 'api' | 'childPages' | 'concepts'): boolean {
  return components.some((name) => mdxComponent(name).props === prop);
}

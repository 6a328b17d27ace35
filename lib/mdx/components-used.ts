import { visit } from 'unist-util-visit';
import { isJsxElement } from './jsx-attributes';
import { parseMdx } from './parse';
import { isMdxComponentName, mdxComponent, type MdxComponentName } from './components';
import type { PageData } from '../../paymora/page-data';
import { dataSets } from '../../paymora/data-sets';
import { dataNeedsOf } from '../site/data-sets';

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

const dataNeeds = dataNeedsOf(dataSets);
const isPageDataKey = (key: string): key is keyof PageData => Object.values(dataSets).some((entry) => Object.hasOwn(entry.pageData, key));

/** The data sets the components render (as the data sets' registry names them), each once. */
export function dataSetsOf(components: readonly MdxComponentName[]): (keyof PageData)[] {
  return [...new Set(components.flatMap((name) => (dataNeeds.get(name) ?? []).filter(isPageDataKey)))];
}

/**
 * The data sets the components render as a table or a diagram, not only as a value inside a sentence.
 * @internal Exported for the exported-blocks site test (knip --production).
 */
export function dataBlocksOf(components: readonly MdxComponentName[]): (keyof PageData)[] {
  return dataSetsOf(components.filter((name) => !mdxComponent(name).inline));
}

/** Whether any of the components needs a page prop beyond its data sets. */
export function needsProp(components: readonly MdxComponentName[], prop: 'api' | 'childPages' | 'concepts'): boolean {
  return components.some((name) => mdxComponent(name).props === prop);
}

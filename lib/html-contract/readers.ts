/** The build-time half of lib/html-contract/attributes.ts: reading its attributes off exported HTML (hast). */
import type { Element } from 'hast';
import { attributeName, type Attribute } from './attributes';

/** hast names a `data-foo-bar` attribute `dataFooBar`. */
const hastProperty = (attribute: Attribute) => attributeName(attribute).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

export function hasAttribute(node: Element, attribute: Attribute): boolean {
  return node.properties[hastProperty(attribute)] !== undefined;
}

export function attributeValue(node: Element, attribute: Attribute): string {
  return String(node.properties[hastProperty(attribute)] ?? '');
}

/** Inside the content but not content, for every reader: copy buttons, tab lists, code labels. */
export function isChrome(node: Element): boolean {
  return node.tagName === 'button' || node.properties.role === 'tablist' || hasAttribute(node, 'codeLabel');
}

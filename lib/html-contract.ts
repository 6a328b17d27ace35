/**
 * The attributes the exported HTML carries for what reads it after the export (the search records,
 * the Markdown copies) and for the in-page search marks. Components spread the props below; the
 * readers ask `hasAttribute`: one spelling of each name for both sides.
 */
import type { Element } from 'hast';

const ATTRIBUTES = {
  /** On the `<article>`: the page's search section (DocSearch's lvl0). */
  section: 'data-search-section',
  description: 'data-search-description',
  content: 'data-search-content',
  /** Inside the content, but left out of search (samples that repeat the field table beside them). */
  skip: 'data-search-skip',
  /** A code block's language label: chrome, not content. */
  codeLabel: 'data-code-label',
  /** A `<mark>` the page added for the words a search result was opened with. */
  highlight: 'data-search-highlight',
} as const;

type Attribute = keyof typeof ATTRIBUTES;

export const searchArticleProps = (section: string) => ({ [ATTRIBUTES.section]: section });
export const searchDescriptionProps = { [ATTRIBUTES.description]: '' };
export const searchContentProps = { [ATTRIBUTES.content]: '' };
export const searchSkipProps = { [ATTRIBUTES.skip]: '' };
export const codeLabelProps = { [ATTRIBUTES.codeLabel]: '' };

export const selectorOf = (attribute: Attribute): string => `[${ATTRIBUTES[attribute]}]`;
export const attributeName = (attribute: Attribute): string => ATTRIBUTES[attribute];

/** hast names a `data-foo-bar` attribute `dataFooBar`. */
const hastProperty = (attribute: Attribute) => ATTRIBUTES[attribute].replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

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

/** The query parameter a search result adds to its URL so the page marks the words searched for. */
export const HIGHLIGHT_PARAM = 'highlight';

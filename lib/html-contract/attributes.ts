/**
 * The attributes the exported HTML carries for what reads it after the export (the search records,
 * the Markdown copies) and for the in-page search marks. Components spread the props of
 * lib/html-contract/props.ts, checked against these names; the
 * readers (lib/html-contract/readers.ts, build time only) ask `hasAttribute`: one spelling of each
 * name for both sides. Kept free of the readers' code: the components' half is in every page's JavaScript.
 * And the main element's id, which the layout writes and the first paint waits for.
 */
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
  /**
   * A reference row's line standing for the values, or the fields, written out at the row of the id it
   * holds (lib/reference/schema-fold.ts); the parts there carry foldPart with the same kind.
   */
  foldValuesOf: 'data-fold-values-of',
  foldFieldsOf: 'data-fold-fields-of',
  /** In the row a fold names: the part it stands for, `values` or `fields`, which the Markdown copies put back in the folded row. */
  foldPart: 'data-fold-part',
} as const;

/**
 * The id of every page's main element, after the top bar and the sidebar (components/SiteLayout.tsx):
 * the skip link's target, and what the first paint waits for (lib/render/first-paint.ts).
 */
export const MAIN_ID = 'main';
/** Its type, for the layout to check its copy against without importing this module (first-load JS). */
export type MainId = typeof MAIN_ID;

export type Attribute = keyof typeof ATTRIBUTES;
/** The names, for lib/html-contract/props.ts to check its literal keys against (a type: no code). */
export type AttributeNames = typeof ATTRIBUTES;

export const selectorOf = (attribute: Attribute): string => `[${ATTRIBUTES[attribute]}]`;
export const attributeName = (attribute: Attribute): string => ATTRIBUTES[attribute];

/**
 * The attributes of lib/html-contract/attributes.ts as props for components to spread, in every page's JavaScript.
 * Written out rather than computed from the names, and checked against them by type only: importing
 * the names' table would put it, and the readers' helpers, in every page (the first-load budget).
 */
import type { AttributeNames } from './attributes';

type PropsOf<A extends keyof AttributeNames> = Record<AttributeNames[A], string>;
export const searchArticleProps = (section: string) => ({ 'data-search-section': section }) satisfies PropsOf<'section'>;
export const searchDescriptionProps = { 'data-search-description': '' } satisfies PropsOf<'description'>;
export const searchContentProps = { 'data-search-content': '' } satisfies PropsOf<'content'>;
export const searchSkipProps = { 'data-search-skip': '' } satisfies PropsOf<'skip'>;
export const codeLabelProps = { 'data-code-label': '' } satisfies PropsOf<'codeLabel'>;
export const foldValuesOfProps = (anchor: string) => ({ 'data-fold-values-of': anchor }) satisfies PropsOf<'foldValuesOf'>;
export const foldFieldsOfProps = (anchor: string) => ({ 'data-fold-fields-of': anchor }) satisfies PropsOf<'foldFieldsOf'>;
export const foldPartProps = (kind: 'values' | 'fields') => ({ 'data-fold-part': kind }) satisfies PropsOf<'foldPart'>;
/** The article a page's search marks go in. */
export const searchArticleSelector = 'article[data-search-section]' satisfies `article[${AttributeNames['section']}]`;

/** The query parameter a search result adds to its URL so the page marks the words searched for. */
export const HIGHLIGHT_PARAM = 'highlight';

/**
 * What the content check reads of one doc page (scripts/check-content.ts): its manifest entry and
 * everything the checks need from its syntax tree. It depends only on the page's file, its place and
 * the concepts it may include, so the check caches it by their hash across builds
 * (lib/build/step-cache.ts) and parses only the pages that changed.
 */
import type { AssetRef } from '../mdx/assets';
import type { Heading } from '../mdx/headings';
import type { JsxUse } from '../mdx/jsx-attributes';
import type { ContentLink } from '../mdx/links';
import type { MarkupProblem } from '../mdx/unsafe-markup';
import type { JsonBlockProblem } from '../samples/json-blocks';
import type { ApiUse } from '../openapi/page-endpoints';
import type { Sample } from '../samples/samples';
import { isRecord } from '../util/is-record';
import type { DocInput } from './manifest';

export interface PageAnalysis {
  input: DocInput;
  /** The page's own headings, without the included concepts'. */
  ownHeadings: Heading[];
  /** Lines of the file before its body (the front matter). */
  lineOffset: number;
  uses: JsxUse[];
  apiUses: ApiUse[];
  links: ContentLink[];
  assets: AssetRef[];
  csharp: Sample[];
  javascript: Sample[];
  /** Script, handlers, off-site forms and code the page must not carry (lib/mdx/unsafe-markup.ts). */
  markup: MarkupProblem[];
  /** ```json blocks that do not parse (lib/samples/json-blocks.ts). */
  jsonBlocks: JsonBlockProblem[];
}

const lists = ['ownHeadings', 'uses', 'apiUses', 'links', 'assets', 'csharp', 'javascript', 'markup', 'jsonBlocks'] as const;

/**
 * An analysis as the cache file holds it, or null. Like the site manifest's reader, it checks the
 * shape down to the component names, which select code and data; the rest is the check's own output,
 * written by the same code (the cache's fingerprint covers it).
 */
export function parsePageAnalysis(value: unknown): PageAnalysis | null {
  return isPageAnalysis(value) ? value : null;
}

function isPageAnalysis(value: unknown): value is PageAnalysis {
  if (!isRecord(value) || typeof value.lineOffset !== 'number' || !lists.every((key) => Array.isArray(value[key]))) return false;
  const { input } = value;
  return isRecord(input) && typeof input.route === 'string' && Array.isArray(input.components) && input.components.every((name) => typeof name === 'string');
}

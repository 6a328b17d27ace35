/**
 * What the post-export pass (scripts/write-page-outputs.ts) makes of one page: its article, parsed
 * once, gives both its Markdown copy (index.md, llms-full.txt) and its search records.
 */
import type { Element } from 'hast';
import { isRecord } from '../util/is-record';
import { articleMarkdown } from './markdown-export';
import { prefixedRoute } from '../site/routes';
import { articleRecords, type RecordsOf } from '../search/records';
import { parseRecords } from '../search/split/format';
import type { SearchRecord } from '../search/types';
import { siteConfig } from '../../paymora/site-config';

export interface ArticlePage extends RecordsOf {
  /** Its canonical URL: the copy's `Source:` line and the base of its links. */
  canonicalUrl: string;
}

export interface PageOutputs {
  markdown: string;
  records: SearchRecord[];
}

/**
 * What the search results of the page at `route` call it when its h1 will not do (RecordsOf.name): a
 * docs version's welcome page, whose h1 is the site's name and so also its section, goes by the name
 * its document title gives it ("Welcome"). Undefined for every other page, named by its h1.
 */
export function resultName(route: string, routePrefix: string): string | undefined {
  return route === prefixedRoute(routePrefix, '/') ? siteConfig.welcomeTitle : undefined;
}

/** Neither reader changes the tree (the Markdown export converts a copy), so one tree serves both. */
export function articleOutputs(article: Element, page: ArticlePage): PageOutputs {
  return { markdown: articleMarkdown(article, page.canonicalUrl), records: articleRecords(article, page) };
}

/** Outputs as a cache file holds them (lib/build/step-cache.ts), checked; null for anything else. */
export function parsePageOutputs(value: unknown): PageOutputs | null {
  if (!isRecord(value) || typeof value.markdown !== 'string') return null;
  try {
    return { markdown: value.markdown, records: parseRecords(value.records, 'the page outputs cache') };
  } catch {
    return null;
  }
}

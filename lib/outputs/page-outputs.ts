/**
 * What the post-export pass (scripts/write-page-outputs.ts) makes of one page: its article, parsed
 * once, gives both its Markdown copy (index.md, llms-full.txt) and its search records.
 */
import type { Element } from 'hast';
import { isRecord } from '../util/is-record';
import type { StepCacheDefinition } from '../build/step-cache';
import { parseArticle } from './article-html';
import { articleMarkdown } from './markdown-export';
import { prefixedRoute } from '../routes/routes';
import { articleRecords, type RecordsOf } from '../search/records';
import { parseRecords } from '../search/split/format';
import type { SearchRecord } from '../search/types';
import { siteConfig } from '../../site.config';

interface ArticlePage extends RecordsOf {
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

/**
 * Neither reader changes the tree (the Markdown export converts a copy), so one tree serves both.
 * @internal Exported for its unit test (knip --production).
 */
export function articleOutputs(article: Element, page: ArticlePage): PageOutputs {
  return { markdown: articleMarkdown(article, page.canonicalUrl), records: articleRecords(article, page) };
}

/** What one page's outputs are made from: its article's HTML (articleSource) and its place. */
export type PageOutputsInput = {
  source: string;
  url: string;
  version: string;
  canonicalUrl: string;
  /** resultName's, or null. */
  name: string | null;
};

/**
 * The page outputs step's cache (`.cache/page-outputs.json`): after a one-page edit, the other pages'
 * articles are not parsed again. Records are made at position 0; the step places them after those of
 * the pages before. An input without an article throws: the step names the page's file.
 */
export const pageOutputsCache: StepCacheDefinition<PageOutputsInput, PageOutputs> = {
  name: 'page-outputs',
  make({ source, url, version, canonicalUrl, name }) {
    const article = parseArticle(source);
    if (!article) throw new Error(`the page at ${url} has no article: the export and the site manifest disagree`);
    return articleOutputs(article, { url, version, canonicalUrl, firstPosition: 0, name: name ?? undefined });
  },
  parse: parsePageOutputs,
};

/** Outputs as a cache file holds them (lib/build/step-cache.ts), checked; null for anything else. */
function parsePageOutputs(value: unknown): PageOutputs | null {
  if (!isRecord(value) || typeof value.markdown !== 'string') return null;
  try {
    return { markdown: value.markdown, records: parseRecords(value.records, 'the page outputs cache') };
  } catch {
    return null;
  }
}

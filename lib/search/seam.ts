/**
 * The one seam between the search UI and a backend (issue 16): `search(query, options)`. Each backend
 * (local MiniSearch, Typesense, Algolia) answers in this shape and is imported on first use; the
 * Algolia wire format that DocSearch and InstantSearch expect is built from it at the edge
 * (lib/search/algolia-edge.ts).
 */
import { LATEST } from '../routes/latest';
import type { Hierarchy, RecordType } from './types';

export interface SearchOptions {
  /**
   * The docs version to search (`SearchRecord.version`: `latest` or an archived version's name), the
   * latest docs when absent: every hit is of this version, so a result never leads into another.
   */
  version?: string;
  /** Sections (DocSearch's lvl0) to keep, any of them; none given keeps all. */
  sections?: readonly string[];
  hitsPerPage?: number;
  /** From 0. */
  page?: number;
}

export interface SearchHit {
  /** The record's URL: the page route with the heading anchor. */
  url: string;
  type: RecordType;
  /** Plain text, as indexed: for React to render as text, never as HTML. */
  hierarchy: Hierarchy;
  /**
   * Each non-empty hierarchy level as HTML that is safe to render: page text escaped (hosted engines
   * return it as it was indexed, HTML included), only `<mark>` around matches.
   */
  marked: Partial<Record<keyof Hierarchy, string>>;
  /** A window of the content around the first match, as safe HTML like `marked`. */
  snippet: string;
}

export interface SearchResults {
  hits: SearchHit[];
  /** Hits in all pages. */
  total: number;
  page: number;
  hitsPerPage: number;
  /** Hits per section, over all pages of this query and filter. */
  sections: Record<string, number>;
  /**
   * Words of the query that no record holds, as typed, left out so that the other words' results show
   * (ranking.ts: AND, then OR). Absent when every word matched, or none did.
   */
  unmatched?: string[];
  /**
   * When nothing matched: queries to try instead, from the nearest words of the index's vocabulary
   * (lib/search/suggestions.ts). Absent when something matched, or the backend cannot say.
   */
  suggestions?: string[];
}

export type Search = (query: string, options?: SearchOptions) => Promise<SearchResults>;

export const DEFAULT_HITS_PER_PAGE = 20;

/** The docs version a search is for. */
export const docsVersionOf = (options: SearchOptions = {}): string => options.version ?? LATEST;

/** The page of `ranked` the options ask for, with the section counts over all of them. */
export function paginate<T>(ranked: readonly T[], sectionOf: (item: T) => string, options: SearchOptions = {}): { items: T[]; total: number; page: number; hitsPerPage: number; sections: Record<string, number> } {
  const hitsPerPage = options.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
  const page = options.page ?? 0;
  const sections: Record<string, number> = {};
  for (const item of ranked) {
    const section = sectionOf(item);
    sections[section] = (sections[section] ?? 0) + 1;
  }
  return { items: ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage), total: ranked.length, page, hitsPerPage, sections };
}

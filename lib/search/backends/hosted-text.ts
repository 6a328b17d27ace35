/**
 * Hosted engines (Typesense, Algolia) return page text as it was indexed, HTML included, with their
 * highlight tags around matches, and DocSearch puts hit text into the page as HTML: a record holding
 * `<img src=x onerror=…>` would run. Every hosted query asks for sentinel tags instead; every value
 * that comes back is escaped, then the sentinels become `<mark>` (issue 12).
 */
import { escapeHtml, snippet } from '../result-text';
import type { SearchHit } from '../seam';
import { HIERARCHY_LEVELS, recordTypeOf, type Hierarchy, type RecordType } from '../types';

export const SENTINEL_PRE = '__paymora-hl__';
export const SENTINEL_POST = '__/paymora-hl__';

/** Text from a hosted engine, with its sentinel tags, as safe HTML with `<mark>`. */
function markHosted(raw: string): string {
  return escapeHtml(raw).split(SENTINEL_PRE).join('<mark>').split(SENTINEL_POST).join('</mark>');
}

const stringOr = <T>(value: unknown, fallback: T): string | T => (typeof value === 'string' ? value : fallback);

const recordType = (value: unknown): RecordType => recordTypeOf(value) ?? 'lvl1';

/** What a hosted engine said about one record: stored fields, and its highlighted values with sentinels. */
export interface HostedRecord {
  url: unknown;
  type: unknown;
  content: unknown;
  level: (level: keyof Hierarchy) => unknown;
  highlighted: (level: keyof Hierarchy) => unknown;
  snippet: unknown;
}

/** A hosted hit in the seam's shape; fields the engine left out or mistyped become empty, never raw HTML. */
export function hostedHit(found: HostedRecord): SearchHit {
  const hierarchy: Hierarchy = {
    lvl0: stringOr(found.level('lvl0'), ''),
    lvl1: stringOr(found.level('lvl1'), ''),
    lvl2: stringOr(found.level('lvl2'), null),
    lvl3: stringOr(found.level('lvl3'), null),
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const marked: SearchHit['marked'] = {};
  for (const level of HIERARCHY_LEVELS) {
    const highlighted = found.highlighted(level);
    const text = hierarchy[level];
    if (typeof highlighted === 'string') marked[level] = markHosted(highlighted);
    else if (text) marked[level] = escapeHtml(text);
  }
  const content = stringOr(found.content, '');
  return {
    url: stringOr(found.url, ''),
    type: recordType(found.type),
    hierarchy,
    marked,
    snippet: typeof found.snippet === 'string' ? markHosted(found.snippet) : snippet(content, []),
  };
}

/**
 * Hosted engines (Typesense, Algolia) return page text as it was indexed, HTML included, with their
 * highlight tags around matches. DocSearch puts highlight and snippet values into the page as HTML,
 * and falls back to the raw attribute when a hit has none, so a record holding
 * `<img src=x onerror=…>` would run. Every hosted request asks for sentinel tags instead; every
 * value that comes back is escaped, then the sentinels become `<mark>`. InstantSearch (the results
 * page) asks for its own `__ais-highlight__` tags and renders text itself: it gets the raw text with
 * those tags, so nothing is escaped twice.
 */
import { escapeHtml } from './highlight';

/** @internal Exported for its unit test (knip --production). */
export const AIS_PRE = '__ais-highlight__';
/** @internal Exported for its unit test (knip --production). */
export const AIS_POST = '__/ais-highlight__';
const PRE = '__paymora-hl__';
const POST = '__/paymora-hl__';

type Params = Record<string, unknown>;

export interface HostedRequest {
  indexName: string;
  params: Params;
}

/** The requests as sent to the engine (sentinel tags), and for each whether its caller renders HTML. */
export function withSentinelTags(requests: readonly HostedRequest[]): { requests: HostedRequest[]; rendersHtml: boolean[] } {
  return {
    requests: requests.map((request) => ({ ...request, params: { ...request.params, highlightPreTag: PRE, highlightPostTag: POST } })),
    rendersHtml: requests.map((request) => request.params.highlightPreTag !== AIS_PRE),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function transformValues(value: unknown, text: (raw: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => transformValues(item, text));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[key] = key === 'value' && typeof inner === 'string' ? text(inner) : transformValues(inner, text);
  return out;
}

const splitOn = (text: string, from: string, to: string) => text.split(from).join(to);

/** What a caller's renderer may show: escaped HTML with `<mark>` for DocSearch, raw text with InstantSearch's tags otherwise. */
function safeHighlightText(raw: string, rendersHtml: boolean): string {
  if (!rendersHtml) return splitOn(splitOn(raw, PRE, AIS_PRE), POST, AIS_POST);
  return splitOn(splitOn(escapeHtml(raw), PRE, '<mark>'), POST, '</mark>');
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * A hit made safe for its caller. For DocSearch, every hierarchy level and the content also get an
 * escaped snippet value when the engine sent none, so DocSearch never falls back to the raw text.
 */
export function safeHit(hit: Record<string, unknown>, rendersHtml: boolean): Record<string, unknown> {
  const text = (raw: string) => safeHighlightText(raw, rendersHtml);
  const safe: Record<string, unknown> = { ...hit, _highlightResult: transformValues(hit._highlightResult, text), _snippetResult: transformValues(hit._snippetResult, text) };
  if (!rendersHtml) return safe;
  const hierarchy = isRecord(hit.hierarchy) ? hit.hierarchy : {};
  const filled = (existing: unknown): Record<string, unknown> => {
    const result: Record<string, unknown> = isRecord(existing) ? { ...existing } : {};
    const levels: Record<string, unknown> = isRecord(result.hierarchy) ? { ...result.hierarchy } : {};
    for (const level of LEVELS) {
      const raw = hierarchy[level];
      if (typeof raw === 'string' && !isRecord(levels[level])) levels[level] = { value: escapeHtml(raw), matchLevel: 'none', matchedWords: [] };
    }
    result.hierarchy = levels;
    if (typeof hit.content === 'string' && !isRecord(result.content)) result.content = { value: escapeHtml(hit.content), matchLevel: 'none', matchedWords: [] };
    return result;
  };
  safe._highlightResult = filled(safe._highlightResult);
  safe._snippetResult = filled(safe._snippetResult);
  return safe;
}

/**
 * Typesense stores the DocSearch hierarchy as flat fields (`hierarchy.lvl0`), as its DocSearch
 * scraper does; the modal and the results page read a nested `hierarchy`. This puts hits back in
 * that shape, values and highlights alike.
 */
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

type Flat = Record<string, unknown>;

function nest(source: Flat | undefined): Record<string, unknown> | undefined {
  if (!source) return undefined;
  const hierarchy: Record<string, unknown> = {};
  for (const level of LEVELS) hierarchy[level] = source[`hierarchy.${level}`] ?? null;
  return hierarchy;
}

export function nestHierarchy<T extends Flat>(hit: T): T & { hierarchy: Record<string, unknown> } {
  if (hit.hierarchy && typeof hit.hierarchy === 'object') return hit as T & { hierarchy: Record<string, unknown> };
  const highlight = hit._highlightResult as Flat | undefined;
  const snippet = hit._snippetResult as Flat | undefined;
  return {
    ...hit,
    objectID: hit.objectID ?? hit.id,
    hierarchy: nest(hit) ?? {},
    _highlightResult: highlight ? { ...highlight, hierarchy: nest(highlight) } : undefined,
    _snippetResult: snippet ? { ...snippet, hierarchy: nest(snippet) } : undefined,
  };
}

/** The DocSearch modal's `search({ requests })` call, answered by a client that takes InstantSearch's `search([...])`. */
export function acceptBothShapes<R>(search: (requests: { indexName: string; params: Record<string, unknown> }[]) => Promise<R>) {
  return (input: { requests: ({ indexName: string } & Record<string, unknown>)[] } | { indexName: string; params: Record<string, unknown> }[]) =>
    search(Array.isArray(input) ? input : input.requests.map(({ indexName, ...params }) => ({ indexName, params })));
}

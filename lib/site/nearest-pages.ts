/**
 * What the not-found page suggests for the path a reader asked for: the category page of a folder typed
 * as a path (`/webhooks/` → `/category/webhooks/`), then pages whose route shares the most leading
 * folders and whose last segment is nearest the path's. Pure, over a list the build gives the page.
 */

/** A page the not-found page may suggest: its route as the site serves it (no trailing slash) and title. */
export interface Suggestable {
  route: string;
  title: string;
}

const segments = (path: string): string[] => path.split('/').filter(Boolean).map((part) => part.toLowerCase());

/** Edit distance (Levenshtein), for a mistyped last segment: 'refnud' is nearer 'refund' than 'capture'. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** How alike a route is to the path asked for: shared leading folders first, then the nearest last segment; null when nothing is alike. */
function likeness(asked: readonly string[], route: readonly string[]): number | null {
  let shared = 0;
  while (shared < asked.length && shared < route.length && asked[shared] === route[shared]) shared += 1;
  const last = asked.at(-1) ?? '';
  const name = route.at(-1) ?? '';
  const near = last === '' || name === '' ? 0 : Math.max(0, 1 - distance(last, name) / Math.max(last.length, name.length));
  // A segment typed anywhere in the route (a page moved to another folder) counts as well as a near one.
  const anywhere = last !== '' && route.includes(last) ? 1 : 0;
  const score = shared * 2 + Math.max(near, anywhere);
  return score >= 0.75 ? score : null;
}

/**
 * Up to `count` pages for `path` (as typed, any version prefix included: the pages given are the ones
 * of the version the path names). A folder's category page comes first when the path is that folder.
 */
export function nearestPages(path: string, pages: readonly Suggestable[], count = 5): Suggestable[] {
  const asked = segments(path.split(/[?#]/)[0] ?? '');
  if (asked.length === 0) return [];
  const folder = asked.at(-1) ?? '';
  const category = pages.find((page) => {
    const route = segments(page.route);
    return route.at(-2) === 'category' && route.at(-1) === folder;
  });
  const scored = pages
    .filter((page) => page !== category)
    .flatMap((page) => {
      const score = likeness(asked, segments(page.route));
      return score === null ? [] : [{ page, score }];
    })
    .sort((a, b) => b.score - a.score || a.page.route.length - b.page.route.length);
  return [...(category ? [category] : []), ...scored.map(({ page }) => page)].slice(0, count);
}

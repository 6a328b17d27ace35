/**
 * A push replaces the live index whole, so a broken build (no records, or a fraction of them) would
 * empty search for every reader. A push must carry at least this share of the live record count,
 * and never nothing, unless the operator says the site really shrank (--allow-shrink).
 */
const MIN_SHARE_OF_LIVE = 0.9;

export function shrinkProblem(records: number, live: number | null, allowShrink: boolean): string | null {
  if (allowShrink) return null;
  if (records === 0) return 'the build has no search records: pushing would empty the live index (--allow-shrink to do it anyway)';
  if (live !== null && records < live * MIN_SHARE_OF_LIVE) {
    return `the build has ${records} search records and the live index ${live}: pushing would drop more than ${Math.round((1 - MIN_SHARE_OF_LIVE) * 100)}% of search (--allow-shrink if the site really shrank)`;
  }
  return null;
}

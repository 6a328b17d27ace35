/**
 * The version-less entry points of a page (the logo, the top-bar and footer sections) lead into the
 * version the page belongs to, or on a page of no version into the one the reader chose in the dropdown
 * (lib/browser/storage.ts `version`). getStaticProps computes where each leads (lib/site/version-menu.ts,
 * pageEntryPoints); the browser looks it up.
 */

/** By archived version name, each entry href of the page and where it leads in that version. */
export type EntryLinks = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * Where `href` leads for a reader who chose the version `chosen`: unchanged when nothing is chosen, the
 * latest docs are, or the stored name is no version of this build (an old choice of a removed version
 * falls back to the latest docs), and for an href that is no entry point.
 */
export function entryHref(href: string, chosen: string | null, links: EntryLinks): string {
  if (chosen === null || !Object.hasOwn(links, chosen)) return href;
  return links[chosen]?.[href] ?? href;
}

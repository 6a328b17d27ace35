/**
 * The changelog as an RSS 2.0 feed (`/api/changelog.xml`, written by scripts/write-api-downloads.ts):
 * one item per entry of content/changelog.json, linked to its version's section of the changelog page.
 * Written by `feed` (a maintained generator that escapes and dates items as RSS readers expect)
 * rather than by string templates.
 */
import { Feed } from 'feed';
import { slug } from 'github-slugger';
import { CHANGELOG_FEED, CHANGELOG_ROUTE } from './reference-outline';
import { routeUrl } from '../routes/routes';
import { canonicalUrl, siteConfig } from '../../site.config';
import { versionAnchor, type ChangelogEntry } from './changelog';
import type { DocsVersion } from './versions';

/** The feed's XML; items newest first, as the entries come (readChangelog sorts them). */
export function changelogFeed(entries: readonly ChangelogEntry[], versions: readonly Pick<DocsVersion, 'name' | 'label'>[]): string {
  const page = canonicalUrl(routeUrl(CHANGELOG_ROUTE));
  const newest = entries.reduce<string | null>((latest, entry) => (latest === null || entry.date > latest ? entry.date : latest), null);
  const feed = new Feed({
    id: page,
    title: `${siteConfig.siteTitle}: changelog`,
    description: 'What each docs version changed in the API and its docs.',
    link: page,
    language: 'en',
    // A build on the same entries writes the same bytes: the date is the newest entry's, not the build's.
    ...(newest ? { updated: new Date(`${newest}T00:00:00Z`) } : {}),
    generator: false,
    feedLinks: { rss: canonicalUrl(CHANGELOG_FEED) },
    copyright: `${siteConfig.siteTitle}`,
  });
  for (const entry of entries) {
    const label = versions.find((version) => version.name === entry.version)?.label ?? entry.version;
    feed.addItem({
      title: `${entry.breaking ? 'Breaking: ' : ''}${entry.title}`,
      // Stable while entries are added: the version and the title, not a position.
      guid: `${page}#${versionAnchor(entry.version)}/${slug(entry.title)}`,
      link: `${page}#${versionAnchor(entry.version)}`,
      date: new Date(`${entry.date}T00:00:00Z`),
      description: `${label}, ${entry.type}: ${entry.description.replaceAll('`', '')}`,
    });
  }
  return feed.rss2();
}

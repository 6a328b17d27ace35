/** The llms files of a site with an archived version: the latest names it, it names the latest; the sitemap lists only what it is given. */
import { describe, expect, it } from 'vitest';
import { archivedLlmsIndex, llmsIndex, sitemapXml } from '@/lib/outputs/discovery-files';
import type { SitePage } from '@/lib/site/manifest';

const page = (route: string, title: string, section: string): SitePage => ({
  route,
  kind: 'doc',
  sourceFile: `docs${route}.mdx`,
  title,
  description: `${title} described.`,
  section,
  sectionKey: section.toLowerCase(),
  headings: [],
  components: [],
  concepts: [],
  operations: [],
});
const version = { name: '2025-10', label: 'October 2025', releaseDate: '2025-10-01', routePrefix: '/2025-10' };
const site = 'https://developers.paymora.example';

describe('llms files of versions', () => {
  it('lists the latest pages and each archived version’s own llms.txt', () => {
    const llms = llmsIndex([page('/', 'Welcome', 'Home'), page('/guides/a', 'A', 'Guides')], [version]);
    expect(llms).toContain(`- [A](${site}/guides/a/): A described.`);
    expect(llms).toContain(`## Archived versions\n\n- [October 2025](${site}/2025-10/llms.txt): the docs as they were at version 2025-10, released 2025-10-01`);
    expect(llms).toContain(`(${site}/llms-full.txt)`);
    expect(llms).toContain(`(${site}/api/openapi.json)`);
    expect(llmsIndex([page('/', 'Welcome', 'Home')])).not.toContain('Archived versions');
  });

  it('gives an archived version its own llms.txt: its pages, its llms-full.txt, and the way back to the latest', () => {
    const llms = archivedLlmsIndex(version, [page('/2025-10', 'Welcome', 'Home'), page('/2025-10/guides/a', 'A', 'Guides')]);
    expect(llms.startsWith('# Paymora Developers, version October 2025 (archived)\n')).toBe(true);
    expect(llms).toContain(`- [A](${site}/2025-10/guides/a/): A described.`);
    expect(llms).toContain(`(${site}/2025-10/llms-full.txt)`);
    expect(llms).toContain(`## Latest version\n\n- [Paymora Developers](${site}/llms.txt)`);
    // Its own API document as it was, never the latest one.
    expect(llms).toContain(`(${site}/2025-10/api/openapi.yaml)`);
    expect(llms).toContain(`(${site}/2025-10/api/paymora.postman_collection.json)`);
    expect(llms).not.toContain(`(${site}/api/openapi.yaml)`);
  });

  it('says at the top of an archived version\'s llms.txt that it is archived, and where the latest docs are', () => {
    const llms = archivedLlmsIndex(version, [page('/2025-10', 'Welcome', 'Home'), page('/2025-10/guides/a', 'A', 'Guides')]);
    // Before the first list of pages: an agent that reads the top alone learns it.
    const top = llms.slice(0, llms.indexOf('\n## '));
    expect(top).toMatch(/This is an archived version of the docs \(October 2025, released 2025-10-01\)/);
    expect(top).toContain(`(${site}/llms.txt)`);
  });

  it('puts the instructions for agents before the pages, and lists the webhook events beside the API document', () => {
    const llms = llmsIndex([page('/', 'Welcome', 'Home'), page('/guides/a', 'A', 'Guides')], [], ['## Instructions for coding agents', '', '- A rule.', '']);
    expect(llms.indexOf('## Instructions for coding agents')).toBeGreaterThan(0);
    expect(llms.indexOf('## Instructions for coding agents')).toBeLessThan(llms.indexOf('## Guides'));
    expect(llms).toContain(`(${site}/api/webhook-events.json)`);
  });

  it('puts in the sitemap the pages it is given', () => {
    expect(sitemapXml([page('/guides/a', 'A', 'Guides')], () => null)).toContain(`<loc>${site}/guides/a/</loc>`);
  });
});

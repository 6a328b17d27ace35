/**
 * After the export: what search engines and coding assistants read. sitemap.xml and robots.txt,
 * llms.txt (every page with its one-line description), llms-full.txt (every page as Markdown), and
 * `route/index.md` beside each page for the "Copy page as Markdown" button. Each archived version has
 * its own llms.txt under its prefix, named in the latest one; the sitemap lists the latest docs only.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getVersionModels, versionOfRoute } from '../lib/content';
import { lastUpdated } from '../lib/git-dates';
import { pageMarkdown } from '../lib/markdown-export';
import { API_DOWNLOADS } from '../lib/openapi/downloads';
import { routeUrl } from '../lib/routes';
import { canonicalUrl, siteConfig } from '../lib/site-config';
import type { SitePage } from '../lib/site/manifest';

const outDir = path.resolve(process.argv[2] ?? 'out');
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const [latest, ...archived] = getVersionModels();
if (!latest) throw new Error('The site manifest has no docs version; rebuild the content (npm run build)');
const archivedVersions = archived.map((model) => ({ model, version: versionOfRoute(model.pages[0]?.route ?? model.routePrefix).version }));

/** Each page's Markdown copy beside it, and all of them in one string (llms-full.txt). */
async function markdownCopies(pages: readonly SitePage[]): Promise<string> {
  const fullParts: string[] = [];
  for (const page of pages) {
    const file = path.join(outDir, routeUrl(page.route), 'index.html');
    const converted = pageMarkdown(await readFile(file, 'utf8'), canonicalUrl(routeUrl(page.route)));
    if (!converted) throw new Error(`${file} has no article to convert: the export and the navigation disagree.`);
    await writeFile(path.join(outDir, routeUrl(page.route), 'index.md'), converted.markdown);
    fullParts.push(converted.markdown);
  }
  return fullParts.join('\n---\n\n');
}

/** One version's llms.txt: its pages by section, then what the version adds (the API document, other versions). */
function llmsText(title: string, pages: readonly SitePage[], fullUrl: string, extra: readonly string[]): string {
  const sections = new Map<string, SitePage[]>();
  for (const page of pages.slice(1)) sections.set(page.section, [...(sections.get(page.section) ?? []), page]);
  return [
    `# ${title}`,
    '',
    `> ${pages[0]?.description ?? ''} Every page is also available as Markdown at its URL followed by index.md.`,
    '',
    ...[...sections.entries()].flatMap(([section, sectionPages]) => [`## ${section}`, '', ...sectionPages.map((p) => `- [${p.title}](${canonicalUrl(routeUrl(p.route))}): ${p.description}`), '']),
    ...extra,
    '## Optional',
    '',
    `- [All pages in one file](${fullUrl}): every page above as Markdown.`,
    '',
  ].join('\n');
}

const pages = latest.pages;
await writeFile(path.join(outDir, 'llms-full.txt'), await markdownCopies(pages));
const llms = llmsText(siteConfig.siteTitle, pages, `${siteConfig.url}/llms-full.txt`, [
  '## API document',
  '',
  `- [OpenAPI 3.1 document, YAML](${siteConfig.url}/${API_DOWNLOADS.yaml}): every operation, schema, error code and webhook of the Paymora API, the source of the API pages.`,
  `- [OpenAPI 3.1 document, JSON](${siteConfig.url}/${API_DOWNLOADS.json}): the same document as JSON.`,
  `- [Postman collection](${siteConfig.url}/${API_DOWNLOADS.postman}): every operation as a Postman v2.1 request, for the sandbox; set the apiKey variable.`,
  '',
  ...(archivedVersions.length === 0
    ? []
    : ['## Archived versions', '', ...archivedVersions.map(({ model, version }) => `- [${version.label}](${siteConfig.url}${model.routePrefix}/llms.txt): the docs as they were at version ${version.name}, released ${version.releaseDate}; for integrations built against it.`), '']),
]);

// An archived version's own llms.txt and Markdown copies, under its prefix; the sitemap lists the latest docs only.
for (const { model, version } of archivedVersions) {
  const full = await markdownCopies(model.pages);
  await writeFile(path.join(outDir, model.routePrefix, 'llms-full.txt'), full);
  const latestLink = ['## Latest version', '', `- [${siteConfig.siteTitle}](${siteConfig.url}/llms.txt): the current docs; prefer them unless the integration was built against ${version.label}.`, ''];
  await writeFile(path.join(outDir, model.routePrefix, 'llms.txt'), llmsText(`${siteConfig.siteTitle}, version ${version.label} (archived)`, model.pages, `${siteConfig.url}${model.routePrefix}/llms-full.txt`, latestLink));
}

const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${pages
  .map((page) => {
    const date = lastUpdated(page.sourceFile);
    return `  <url><loc>${escapeXml(canonicalUrl(routeUrl(page.route)))}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</url>`;
  })
  .join('\n')}
</urlset>
`;

await writeFile(path.join(outDir, 'llms.txt'), llms);
await writeFile(path.join(outDir, 'sitemap.xml'), sitemap);
await writeFile(path.join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteConfig.url}/sitemap.xml\n`);
const copies = pages.length + archived.reduce((sum, model) => sum + model.pages.length, 0);
console.log(`Discovery files: sitemap.xml (${pages.length} URLs), robots.txt, llms.txt, llms-full.txt, ${copies} index.md files${archived.length > 0 ? `, llms.txt of ${archived.length} archived version(s)` : ''}.`);

/**
 * After the export: what search engines and coding assistants read. sitemap.xml and robots.txt,
 * llms.txt (every page with its one-line description), llms-full.txt (every page as Markdown), and
 * `route/index.md` beside each page for the "Copy page as Markdown" button.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getSitePages } from '../lib/content';
import { lastUpdated } from '../lib/git-dates';
import { pageMarkdown } from '../lib/markdown-export';
import { API_DOWNLOADS } from '../lib/openapi/downloads';
import { routeUrl } from '../lib/routes';
import { canonicalUrl, siteConfig } from '../lib/site-config';

const outDir = path.resolve(process.argv[2] ?? 'out');
const pages = getSitePages();
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const fullParts: string[] = [];
for (const page of pages) {
  const file = path.join(outDir, routeUrl(page.route), 'index.html');
  const converted = pageMarkdown(await readFile(file, 'utf8'), canonicalUrl(routeUrl(page.route)));
  if (!converted) throw new Error(`${file} has no article to convert: the export and the navigation disagree.`);
  await writeFile(path.join(outDir, routeUrl(page.route), 'index.md'), converted.markdown);
  fullParts.push(converted.markdown);
}

const sections = new Map<string, typeof pages>();
for (const page of pages.slice(1)) sections.set(page.section, [...(sections.get(page.section) ?? []), page]);
const llms = [
  `# ${siteConfig.siteTitle}`,
  '',
  `> ${pages[0]?.description ?? ''} Every page is also available as Markdown at its URL followed by index.md.`,
  '',
  ...[...sections.entries()].flatMap(([section, sectionPages]) => [`## ${section}`, '', ...sectionPages.map((p) => `- [${p.title}](${canonicalUrl(routeUrl(p.route))}): ${p.description}`), '']),
  '## API document',
  '',
  `- [OpenAPI 3.1 document, YAML](${siteConfig.url}/${API_DOWNLOADS.yaml}): every operation, schema, error code and webhook of the Paymora API, the source of the API pages.`,
  `- [OpenAPI 3.1 document, JSON](${siteConfig.url}/${API_DOWNLOADS.json}): the same document as JSON.`,
  `- [Postman collection](${siteConfig.url}/${API_DOWNLOADS.postman}): every operation as a Postman v2.1 request, for the sandbox; set the apiKey variable.`,
  '',
  '## Optional',
  '',
  `- [All pages in one file](${siteConfig.url}/llms-full.txt): every page above as Markdown.`,
  '',
].join('\n');

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
await writeFile(path.join(outDir, 'llms-full.txt'), fullParts.join('\n---\n\n'));
await writeFile(path.join(outDir, 'sitemap.xml'), sitemap);
await writeFile(path.join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteConfig.url}/sitemap.xml\n`);
console.log(`Discovery files: sitemap.xml (${pages.length} URLs), robots.txt, llms.txt, llms-full.txt, ${pages.length} index.md files.`);

/**
 * What search engines and coding assistants read beside the pages: llms.txt (every page with its
 * one-line description), sitemap.xml and robots.txt. The Markdown copies come from lib/outputs/page-outputs.ts.
 * The sitemap lists the latest docs only (archived pages are noindex); each archived version has its own
 * llms.txt and llms-full.txt under its prefix, named in the site's llms.txt.
 */
import { API_DOWNLOADS, API_REFERENCE_FILES } from '../routes/download-files';
import { routeUrl } from '../routes/routes';
import type { SitePage } from '../site/manifest';
import { canonicalUrl, siteConfig } from '../../site.config';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An archived version as the latest llms.txt names it: its own llms.txt lies under its route prefix. */
export interface ArchivedLlms {
  name: string;
  label: string;
  releaseDate: string;
  routePrefix: string;
}

/**
 * Pages in reading order, the welcome page first: it gives the summary; then what an agent should read
 * before the list (`lead`), the other pages by section, and what the version adds.
 */
function llmsText(title: string, pages: readonly SitePage[], fullUrl: string, extra: readonly string[], lead: readonly string[] = []): string {
  const sections = new Map<string, SitePage[]>();
  for (const page of pages.slice(1)) sections.set(page.section, [...(sections.get(page.section) ?? []), page]);
  return [
    `# ${title}`,
    '',
    `> ${pages[0]?.description ?? ''} Every page is also available as Markdown at its URL followed by index.md.`,
    '',
    ...lead,
    ...[...sections.entries()].flatMap(([section, sectionPages]) => [`## ${section}`, '', ...sectionPages.map((p) => `- [${p.title}](${canonicalUrl(routeUrl(p.route))}): ${p.description}`), '']),
    ...extra,
    '## Optional',
    '',
    `- [All pages in one file](${fullUrl}): every page above as Markdown.`,
    '',
  ].join('\n');
}

/** A version's API document and Postman collection, under its route prefix (scripts/write-api-downloads.ts writes them). */
function apiDocumentLines(routePrefix: string): string[] {
  const url = (file: string) => `${siteConfig.url}${routePrefix}/${file}`;
  return [
    '## API document',
    '',
    `- [OpenAPI 3.1 document, YAML](${url(API_DOWNLOADS.yaml)}): every operation, schema, error code and webhook of the Paymora API, the source of the API pages.`,
    `- [OpenAPI 3.1 document, JSON](${url(API_DOWNLOADS.json)}): the same document as JSON.`,
    `- [Postman collection](${url(API_DOWNLOADS.postman)}): every operation as a Postman v2.1 request, for the sandbox; set the apiKey variable.`,
    `- [Webhook events](${url(API_REFERENCE_FILES.webhookEvents)}): every webhook event type with the data fields it carries and an example.`,
    '',
  ];
}

/**
 * The site's llms.txt: the latest docs, the API document, and each archived version's own llms.txt;
 * `instructions`, the rules for coding agents (paymora/agent-instructions.ts), come before the pages.
 */
export function llmsIndex(pages: readonly SitePage[], archived: readonly ArchivedLlms[] = [], instructions: readonly string[] = []): string {
  return llmsText(siteConfig.siteTitle, pages, `${siteConfig.url}/llms-full.txt`, [
    ...apiDocumentLines(''),
    ...(archived.length === 0
      ? []
      : ['## Archived versions', '', ...archived.map((v) => `- [${v.label}](${siteConfig.url}${v.routePrefix}/llms.txt): the docs as they were at version ${v.name}, released ${v.releaseDate}; for integrations built against it.`), '']),
  ], instructions);
}

/**
 * An archived version's own llms.txt, under its prefix: first that it is archived and where the latest
 * docs are (an agent that reads the top alone must not take it for the current docs), then its pages
 * and its API document as it was.
 */
export function archivedLlmsIndex(version: ArchivedLlms, pages: readonly SitePage[]): string {
  const latestLlms = `${siteConfig.url}/llms.txt`;
  const archivedNotice = [
    `This is an archived version of the docs (${version.label}, released ${version.releaseDate}), kept for integrations built against it. For anything new, use the latest docs: [${siteConfig.siteTitle}](${latestLlms}), whose instructions for coding agents apply.`,
    '',
  ];
  const latest = ['## Latest version', '', `- [${siteConfig.siteTitle}](${latestLlms}): the current docs; prefer them unless the integration was built against ${version.label}.`, ''];
  return llmsText(`${siteConfig.siteTitle}, version ${version.label} (archived)`, pages, `${siteConfig.url}${version.routePrefix}/llms-full.txt`, [...apiDocumentLines(version.routePrefix), ...latest], archivedNotice);
}

/** Every page's Markdown copy in one file. */
export const llmsFull = (markdownCopies: readonly string[]): string => markdownCopies.join('\n---\n\n');

export function sitemapXml(pages: readonly SitePage[], lastUpdated: (sourceFile: string) => string | null): string {
  const urls = pages.map((page) => {
    const date = lastUpdated(page.sourceFile);
    return `  <url><loc>${escapeXml(canonicalUrl(routeUrl(page.route)))}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export const robotsTxt = (): string => `User-agent: *\nAllow: /\n\nSitemap: ${siteConfig.url}/sitemap.xml\n`;

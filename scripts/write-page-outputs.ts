/**
 * After the export, one pass over the pages of the site manifest: each page's HTML is read once and
 * its article parsed once (lib/outputs/page-outputs.ts), giving `route/index.md` beside the page and the
 * page's search records. Then what is made of all pages: llms.txt, llms-full.txt, sitemap.xml and
 * robots.txt; the search records of every docs version, a prebuilt MiniSearch index, a split index per
 * docs version and the pointer naming them in out/search/. The sitemap holds the latest docs only; each
 * archived version gets its Markdown copies and its own llms.txt and llms-full.txt under its prefix,
 * named in the site's llms.txt, and its own search index (search finds the version being read only).
 * It writes no page: the browser learns the search files from the pointer.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { agentFacts, agentInstructions } from '../paymora/agent-instructions';
import { articleSource } from '../lib/outputs/article-html';
import { openEntryCache } from '../lib/build/step-cache';
import { getVersionModels, versionOfRoute } from '../lib/site/reader';
import { getApiLimitSet } from '../paymora/page-data';
import { archivedLlmsIndex, llmsFull, llmsIndex, robotsTxt, sitemapXml, type ArchivedLlms } from '../lib/outputs/discovery-files';
import { lastUpdated } from '../lib/site/git-dates';
import { loadApi } from '../lib/openapi/document';
import { pageOutputsCache, resultName } from '../lib/outputs/page-outputs';
import { routeUrl } from '../lib/routes/routes';
import { readSynonyms, searchFileContents } from '../lib/search/built-files';
import type { SearchRecord } from '../lib/search/types';
import { canonicalUrl } from '../site.config';
import type { DocsVersionModel } from '../lib/site/manifest';
import { exportFolderArgument } from '../lib/build/folders';

const outDir = exportFolderArgument();
const [latest, ...archived] = getVersionModels();
if (!latest) throw new Error('The site manifest has no docs version; rebuild the content (npm run build)');

// A page's outputs depend only on its article and place (lib/outputs/page-outputs.ts), and the code.
const cache = openEntryCache(pageOutputsCache);

/** Reads each page of one docs version once: its Markdown copy beside it, and its search records. */
async function readPages({ pages, name: version, routePrefix }: DocsVersionModel, records: SearchRecord[]): Promise<string[]> {
  const copies: string[] = [];
  for (const page of pages) {
    const url = routeUrl(page.route);
    const name = resultName(page.route, routePrefix);
    const file = path.join(outDir, url, 'index.html');
    const html = await readFile(file, 'utf8').catch(() => {
      throw new Error(`${file} is missing: the export lacks a page of the site manifest (${page.sourceFile}). Run next build before this step.`);
    });
    const source = articleSource(html);
    if (source === null) throw new Error(`${file} has no article: the export and the site manifest disagree about ${page.route} (${page.sourceFile}).`);
    const outputs = await cache.entry({ source, url, version, canonicalUrl: canonicalUrl(url), name: name ?? null }).catch((error: unknown) => {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)} (${page.sourceFile})`);
    });
    await writeFile(path.join(outDir, url, 'index.md'), outputs.markdown);
    copies.push(outputs.markdown);
    const first = records.length;
    records.push(...outputs.records.map((record) => ({ ...record, position: record.position + first })));
  }
  return copies;
}

const pages = latest.pages;
const records: SearchRecord[] = [];
const copies = await readPages(latest, records);

// An archived version's own llms.txt, llms-full.txt and Markdown copies, under its prefix. Its search
// records follow the latest docs' (positions go on), each carrying its version's name.
const archivedLlms: ArchivedLlms[] = [];
for (const model of archived) {
  const version = { ...versionOfRoute(model.pages[0]?.route ?? model.routePrefix).version, routePrefix: model.routePrefix };
  const versionCopies = await readPages(model, records);
  await writeFile(path.join(outDir, model.routePrefix, 'llms-full.txt'), llmsFull(versionCopies));
  await writeFile(path.join(outDir, model.routePrefix, 'llms.txt'), archivedLlmsIndex(version, model.pages));
  archivedLlms.push(version);
}

// The rules for coding agents, with the latest API document's and data's facts (paymora/agent-instructions.ts).
const instructions = agentInstructions(agentFacts(await loadApi(), getApiLimitSet()), pages, (route) => canonicalUrl(routeUrl(route)));
await writeFile(path.join(outDir, 'llms.txt'), llmsIndex(pages, archivedLlms, instructions));
await writeFile(path.join(outDir, 'llms-full.txt'), llmsFull(copies));
await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(pages, lastUpdated));
await writeFile(path.join(outDir, 'robots.txt'), robotsTxt());

cache.save();
const search = searchFileContents(records, readSynonyms());
// In order: the pointer comes last, once the files it names exist.
for (const { url, text } of search.files) {
  await mkdir(path.dirname(path.join(outDir, url)), { recursive: true });
  await writeFile(path.join(outDir, url), text);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
// Raw sizes only: gzipping the records file for this line alone cost seconds at +5,000 pages.
const archivedCopies = archived.reduce((sum, model) => sum + model.pages.length, 0);
console.log(
  `${pages.length + archivedCopies} pages read once: sitemap.xml (${pages.length} URLs), robots.txt, llms.txt, llms-full.txt, ${pages.length + archivedCopies} index.md files` +
    `${archived.length > 0 ? `, llms.txt and llms-full.txt of ${archived.length} archived version(s)` : ''}; ` +
    `search: ${records.length} records, ${search.documents.url} ${kb(search.documents.chars)}, a split index for each of ${search.docsVersions.join(', ')} (${search.splitFiles} files) in search/${search.version}/, named by search/latest.json; articles cached: ${cache.summary()}.`,
);

/**
 * After the export, one pass over the pages of the site manifest: each page's HTML is read once and
 * its article parsed once (lib/page-outputs.ts), giving `route/index.md` beside the page and the
 * page's search records. Then what is made of all pages: llms.txt, llms-full.txt, sitemap.xml and
 * robots.txt; the search records, a prebuilt MiniSearch index, the split index and the pointer naming them in out/search/.
 * It writes no page: the browser learns the search files from the pointer.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArticle } from '../lib/article-html';
import { getSitePages } from '../lib/content';
import { llmsFull, llmsIndex, robotsTxt, sitemapXml } from '../lib/discovery-files';
import { lastUpdated } from '../lib/git-dates';
import { articleOutputs } from '../lib/page-outputs';
import { routeUrl } from '../lib/routes';
import { searchFileContents } from '../lib/search/built-files';
import type { SearchRecord } from '../lib/search/types';
import { canonicalUrl } from '../lib/site-config';

const outDir = path.resolve(process.argv[2] ?? 'out');
const pages = getSitePages();

const copies: string[] = [];
const records: SearchRecord[] = [];
for (const page of pages) {
  const url = routeUrl(page.route);
  const file = path.join(outDir, url, 'index.html');
  const html = await readFile(file, 'utf8').catch(() => {
    throw new Error(`${file} is missing: the export lacks a page of the site manifest (${page.sourceFile}). Run next build before this step.`);
  });
  const article = parseArticle(html);
  if (!article) throw new Error(`${file} has no article: the export and the site manifest disagree about ${page.route} (${page.sourceFile}).`);
  const outputs = articleOutputs(article, { url, canonicalUrl: canonicalUrl(url), firstPosition: records.length });
  await writeFile(path.join(outDir, url, 'index.md'), outputs.markdown);
  copies.push(outputs.markdown);
  records.push(...outputs.records);
}

await writeFile(path.join(outDir, 'llms.txt'), llmsIndex(pages));
await writeFile(path.join(outDir, 'llms-full.txt'), llmsFull(copies));
await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(pages, lastUpdated));
await writeFile(path.join(outDir, 'robots.txt'), robotsTxt());

const search = searchFileContents(records);
await mkdir(path.join(outDir, 'search', search.version), { recursive: true });
// In order: the pointer comes last, once the files it names exist.
for (const { url, text } of search.files) await writeFile(path.join(outDir, url), text);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sizes = search.files.slice(0, 2).map(({ url, text }) => `${url} ${kb(text.length)} (${kb(gzipSync(text).length)} gzip)`);
console.log(
  `${pages.length} pages read once: sitemap.xml, robots.txt, llms.txt, llms-full.txt, ${pages.length} index.md files; ` +
    `search: ${records.length} records, ${sizes.join(', ')}, the split index (${search.files.length - 3} files) in search/${search.version}/, named by search/latest.json.`,
);

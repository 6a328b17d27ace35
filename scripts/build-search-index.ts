/**
 * After the export: search records from every page as readers see it, a prebuilt MiniSearch index,
 * both written under out/search/ with a content hash in their names, and that hash stamped into
 * every page so the browser asks for the files of its own build.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { getSitePages } from '../lib/content';
import { routeUrl } from '../lib/routes';
import { SEARCH_POINTER_URL, SEARCH_VERSION_PLACEHOLDER, searchFileUrls } from '../lib/search/index-location';
import { buildIndex } from '../lib/search/local-index';
import { extractRecords } from '../lib/search/records';
import type { SearchRecord } from '../lib/search/types';

const outDir = path.resolve(process.argv[2] ?? 'out');

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

/** Pages in the order the sidebar reads, so ties rank the way readers expect. */
function siteOrder(): Map<string, number> {
  return new Map(getSitePages().map((page, i) => [routeUrl(page.route), i]));
}

const files = await htmlFiles(outDir);
const order = siteOrder();
const pages = files
  .map((file) => ({ file, url: `/${path.relative(outDir, file).replace(/\\/g, '/').replace(/index\.html$/, '')}` }))
  .filter((page) => order.has(page.url))
  .sort((a, b) => (order.get(a.url) ?? 0) - (order.get(b.url) ?? 0));

const records: SearchRecord[] = [];
for (const page of pages) {
  records.push(...extractRecords(await readFile(page.file, 'utf8'), page.url, records.length));
}
if (pages.length !== order.size) {
  const missing = [...order.keys()].filter((url) => !pages.some((p) => p.url === url));
  throw new Error(`The export lacks pages the navigation has: ${missing.join(', ')}. Run next build before this step.`);
}

const documentsJson = JSON.stringify(records);
const indexJson = JSON.stringify(buildIndex(records));
const version = createHash('sha256').update(documentsJson).update(indexJson).digest('hex').slice(0, 12);
const urls = searchFileUrls(version);
await mkdir(path.join(outDir, 'search'), { recursive: true });
await writeFile(path.join(outDir, urls.documents), documentsJson);
await writeFile(path.join(outDir, urls.index), indexJson);
await writeFile(path.join(outDir, SEARCH_POINTER_URL), JSON.stringify({ version }));

let stamped = 0;
for (const file of files) {
  const html = await readFile(file, 'utf8');
  if (!html.includes(SEARCH_VERSION_PLACEHOLDER)) continue;
  // Written beside the page and renamed over it: the other post-export steps read pages at the same time.
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, html.replaceAll(SEARCH_VERSION_PLACEHOLDER, version));
  await rename(temporary, file);
  stamped += 1;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `Search: ${records.length} records from ${pages.length} pages; ${urls.documents} ${kb(documentsJson.length)} (${kb(gzipSync(documentsJson).length)} gzip), ` +
    `${urls.index} ${kb(indexJson.length)} (${kb(gzipSync(indexJson).length)} gzip); version stamped into ${stamped} pages.`,
);

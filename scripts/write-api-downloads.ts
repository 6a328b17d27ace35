/**
 * After the export: each docs version's API document for download, as YAML and JSON, and a Postman
 * collection (v2.1) converted from it (lib/openapi/downloads.ts), under the version's route prefix:
 * out/api/ for the current docs, out/<version>/api/ for an archived one, whose integrations were built
 * against that document and not the latest. Each version's llms.txt lists its own. The files depend
 * only on the document, so they are cached by it (lib/openapi/downloads-cache.ts); the converter, slow
 * to load, is imported only when a document changed. Beside them, for readers of the export such as the
 * MCP server (mcp/): the version's webhook events data as it is, and which pages document each
 * operation and the events (lib/reference/reference-pages.ts), from the site manifest and the pages' MDX.
 * And the changelog's RSS feed (lib/site/changelog-feed.ts), once, beside the current docs' files.
 * And the reference's "Try it" console data (lib/openapi/console-data.ts), with where it sends
 * (PAYMORA_CONSOLE_BASE_URL, by default the document's sandbox server): made on every build, since it
 * depends on that setting too and takes a dereference of the document (well under a second).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openEntryCache } from '../lib/build/step-cache';
import { apiDownloadsCache } from '../lib/openapi/downloads-cache';
import { consoleBaseUrl, consoleData } from '../lib/openapi/console-data';
import { apiFileOf, loadApi } from '../lib/openapi/document';
import { API_REFERENCE_FILES, CONSOLE_DATA_FILE } from '../lib/routes/download-files';
import { referencePages } from '../lib/reference/reference-pages';
import { WEBHOOK_EVENTS_FILE } from '../lib/openapi/webhook-events';
import { CHANGELOG_FEED } from '../lib/site/reference-outline';
import { readChangelog } from '../lib/site/changelog';
import { changelogFeed } from '../lib/site/changelog-feed';
import { readSiteManifest } from '../lib/site/manifest-file';
import { contentRootOf, readVersions, routePrefixOf } from '../lib/site/versions';
import { contentFolder, exportFolderArgument } from '../lib/build/folders';

const outDir = exportFolderArgument();
const contentDir = path.resolve(contentFolder());

const cache = openEntryCache(apiDownloadsCache);
const models = readSiteManifest().versions;
// The manifest names sources from the repository root (`content/…`); the content may live elsewhere (CONTENT_DIR).
const readMdx = (sourceFile: string) => readFileSync(path.join(contentDir, sourceFile.replace(/^content\//, '')), 'utf8');
for (const version of readVersions(contentDir)) {
  const source = path.join(contentDir, apiFileOf(contentRootOf(version)));
  // A version without an API document has nothing to offer; the content check already decided that is allowed.
  if (!existsSync(source)) continue;
  const files = await cache.entry({ document: await readFile(source, 'utf8') });
  const dir = path.join(outDir, routePrefixOf(version));
  await mkdir(path.join(dir, 'api'), { recursive: true });
  for (const [file, text] of Object.entries(files)) await writeFile(path.join(dir, file), text);
  const written = Object.keys(files);
  const events = path.join(contentDir, contentRootOf(version), WEBHOOK_EVENTS_FILE);
  if (existsSync(events)) {
    await writeFile(path.join(dir, API_REFERENCE_FILES.webhookEvents), await readFile(events, 'utf8'));
    written.push(API_REFERENCE_FILES.webhookEvents);
  }
  const api = await loadApi(contentRootOf(version));
  await writeFile(path.join(dir, CONSOLE_DATA_FILE), JSON.stringify(consoleData(api, consoleBaseUrl(api.servers))));
  written.push(CONSOLE_DATA_FILE);
  const model = models.find((candidate) => candidate.routePrefix === routePrefixOf(version));
  if (model) {
    await writeFile(path.join(dir, API_REFERENCE_FILES.referencePages), `${JSON.stringify(referencePages(model.pages, readMdx), null, 2)}\n`);
    written.push(API_REFERENCE_FILES.referencePages);
  }
  console.log(`API downloads of ${version.name}: ${written.map((file) => `${routePrefixOf(version)}/${file}`).join(', ')}.`);
}
cache.save();

// The changelog's feed, beside the current docs' downloads (the content check validated the entries).
const versions = readVersions(contentDir);
const changelog = readChangelog(versions, undefined, contentDir);
if (changelog.length > 0) {
  await writeFile(path.join(outDir, CHANGELOG_FEED), changelogFeed(changelog, versions));
  console.log(`Changelog feed: ${CHANGELOG_FEED} (${changelog.length} entries).`);
}
console.log(`API downloads cached: ${cache.summary()}.`);

/**
 * The published docs as the MCP server's tools see them, read only from what the export publishes:
 * the split search index that `search/latest.json` names, each page's `index.md`, the API document
 * (`api/openapi.json`), the webhook events and the pages of each operation beside it, and `build-id.json`.
 *
 * A long-running server follows deploys: the search pointer and the build id are read again on every
 * call (both are small, unhashed and revalidated). The search files are named by their hash, so a
 * reader is kept per hash and never goes stale; everything else is kept for one build id and dropped
 * when the site's build id changes. Search and the API views are the site's own code
 * (lib/search/backends/split.ts, lib/openapi/), run on the published files.
 */
import { dereference } from '@readme/openapi-parser';
import { BUILD_ID_URL, parseBuildPointer } from '../lib/browser/build-pointer';
import { isRecord } from '../lib/util/is-record';
import { API_DOWNLOADS, API_REFERENCE_FILES } from '../lib/routes/download-files';
import { endpointView, requestExampleNames, type EndpointView } from '../lib/openapi/endpoint';
import { isApiDocument, type ApiDocument } from '../lib/openapi/api-document';
import { allOperations } from '../lib/openapi/operations';
import { parseReferencePages, type ReferencePages } from '../lib/reference/reference-pages';
import { webhookEventAnchor } from '../lib/openapi/anchors';
import { parseWebhookEvents, webhookEventViews, type WebhookEventData } from '../lib/openapi/webhook-events';
import { createSplitIndexReader, createSplitSearch } from '../lib/search/backends/split';
import { parseSearchPointer, SEARCH_POINTER_URL, splitFileUrl } from '../lib/search/index-location';
import { ARCHIVED_VERSIONS_META } from '../lib/search/reading-version';
import type { Search } from '../lib/search/seam';
import { manifestFile, parseRecords, SPLIT_FORMAT } from '../lib/search/split/format';
import { LATEST } from '../lib/routes/latest';
import type { SiteSource } from './site-source';

const parseJson = (text: string, where: string): unknown => {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${where} is not JSON (${error instanceof Error ? error.message : String(error)}): is this a Paymora docs export?`, { cause: error });
  }
};

/** The page text of a search snippet: the seam's safe HTML without its marks and escapes. */
const plainText = (html: string): string =>
  html.replace(/<\/?mark>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** A route as agents may give it: a path, a page URL of the site, with or without `index.md`, an anchor or a query. */
function normaliseRoute(input: string, siteOrigins: readonly string[]): string {
  let route = input.trim();
  for (const origin of siteOrigins) if (route.startsWith(origin)) route = route.slice(origin.length);
  route = route.replace(/[?#].*$/, '').replace(/index\.(md|html)$/, '');
  if (!route.startsWith('/')) route = `/${route}`;
  return route.endsWith('/') ? route : `${route}/`;
}

export interface SearchHitResult {
  title: string;
  section: string;
  url: string;
  snippet: string;
}

/** Promises by key, computed once; a failed one is asked again next time. */
class Kept<T> {
  private readonly entries = new Map<string, Promise<T>>();
  get(key: string, compute: () => Promise<T>): Promise<T> {
    let pending = this.entries.get(key);
    if (!pending) {
      pending = compute();
      pending.catch(() => this.entries.delete(key));
      this.entries.set(key, pending);
    }
    return pending;
  }
  clear(): void {
    this.entries.clear();
  }
}

interface PublishedApi {
  api: ApiDocument;
  documentUrl: string;
  pages: ReferencePages;
}

export class DocsSite {
  private buildId: string | null = null;
  // Kept for one build id.
  private readonly versionList = new Kept<string[]>();
  private readonly apis = new Kept<PublishedApi>();
  private readonly events = new Kept<WebhookEventData[]>();
  // Kept for good: named by the hash of their files.
  private readonly readers = new Kept<Search>();

  constructor(
    private readonly source: SiteSource,
    /** Addresses of the same site that a route may be given with (the canonical site, the base read). */
    private readonly siteOrigins: readonly string[],
  ) {}

  private async readRequired(sitePath: string, what: string): Promise<string> {
    const text = await this.source.read(sitePath);
    if (text === null) throw new Error(`${this.source.citeUrl(sitePath)} is missing (${what}): is ${this.source.origin} a Paymora docs export built with npm run build?`);
    return text;
  }

  /** Reads the build id; a new one drops what was kept for the build before. */
  private async followBuild(): Promise<void> {
    const text = await this.readRequired(BUILD_ID_URL, 'the build id every deploy publishes');
    const buildId = parseBuildPointer(parseJson(text, this.source.citeUrl(BUILD_ID_URL)));
    if (!buildId) throw new Error(`${this.source.citeUrl(BUILD_ID_URL)} names no build id: is this a Paymora docs export?`);
    if (buildId !== this.buildId) {
      this.buildId = buildId;
      for (const kept of [this.versionList, this.apis, this.events]) kept.clear();
    }
  }

  /** The docs versions the site serves: the latest first, then the archived ones its welcome page names. */
  async versions(): Promise<string[]> {
    await this.followBuild();
    return this.versionList.get('', async () => {
      const html = await this.readRequired('/index.html', 'the welcome page');
      const meta = new RegExp(`<meta name="${ARCHIVED_VERSIONS_META}" content="([^"]*)"`).exec(html);
      return [LATEST, ...(meta?.[1] ?? '').split(/\s+/).filter(Boolean)];
    });
  }

  /** Checks a docs version; its route prefix ('' for the latest docs). */
  private async prefixOf(version: string): Promise<string> {
    const known = await this.versions();
    if (!known.includes(version)) throw new Error(`Unknown docs version "${version}": this site has ${known.map((v) => `"${v}"`).join(', ')}.`);
    return version === LATEST ? '' : `/${version}`;
  }

  async search(query: string, version: string, limit: number): Promise<{ version: string; searchFiles: string; total: number; hits: SearchHitResult[] }> {
    if (query.trim() === '') throw new Error('The query is empty: give one or more words to search the docs for.');
    await this.prefixOf(version);
    const pointerText = await this.readRequired(SEARCH_POINTER_URL, 'the pointer to the current search files');
    const hash = parseSearchPointer(parseJson(pointerText, this.source.citeUrl(SEARCH_POINTER_URL)));
    if (!hash) throw new Error(`${this.source.citeUrl(SEARCH_POINTER_URL)} names no search files.`);
    const results = await (await this.searchFor(hash, version))(query, { version, hitsPerPage: limit });
    return {
      version,
      searchFiles: hash,
      total: results.total,
      hits: results.hits.map((hit) => ({
        title: [hit.hierarchy.lvl1, hit.hierarchy.lvl2, hit.hierarchy.lvl3].filter(Boolean).join(' › '),
        section: hit.hierarchy.lvl0 ?? '',
        url: this.source.citeUrl(hit.url),
        snippet: plainText(hit.snippet),
      })),
    };
  }

  /** The site's split index reader for one docs version in the files of one hash, kept for good. */
  private searchFor(hash: string, version: string): Promise<Search> {
    return this.readers.get(`${hash}/${version}`, () => this.openSearch(hash, version));
  }

  private async openSearch(hash: string, version: string): Promise<Search> {
    const fetchJson = async (file: string): Promise<unknown> => {
      const sitePath = splitFileUrl(hash, file, version);
      return parseJson(await this.readRequired(sitePath, `a file of the search index of ${version}`), this.source.citeUrl(sitePath));
    };
    // The format first, by name: a newer build's index must be refused plainly, not as a shape error.
    const manifest = await fetchJson(manifestFile);
    const format = isRecord(manifest) ? manifest.format : undefined;
    if (format !== SPLIT_FORMAT) {
      throw new Error(
        `The search index at ${this.source.citeUrl(splitFileUrl(hash, manifestFile, version))} is of format ${JSON.stringify(format ?? null)}, and this server reads format ${SPLIT_FORMAT} only: update the server to the site's commit (git pull), or read a site built by this one.`,
      );
    }
    const reader = createSplitIndexReader((file) => (file === manifestFile ? Promise.resolve(manifest) : fetchJson(file)), parseRecords);
    await reader.manifest();
    return createSplitSearch(reader);
  }

  async readPage(input: string): Promise<{ url: string; markdown: string }> {
    const route = normaliseRoute(input, [...this.siteOrigins, this.source.origin]);
    if (route.split('/').includes('..')) throw new Error(`"${input}" is not a route of the docs.`);
    const sitePath = `${route}index.md`;
    const markdown = await this.source.read(sitePath);
    if (markdown === null) throw new Error(`No page at ${route}: ${this.source.citeUrl(sitePath)} was not found. Find routes with search_docs, or in ${this.source.citeUrl('/llms.txt')}.`);
    return { url: this.source.citeUrl(route), markdown };
  }

  private async api(version: string): Promise<PublishedApi> {
    const prefix = await this.prefixOf(version);
    return this.apis.get(version, async () => {
      const sitePath = `${prefix}/${API_DOWNLOADS.json}`;
      const raw = parseJson(await this.readRequired(sitePath, `the API document of ${version}`), this.source.citeUrl(sitePath));
      if (!isApiDocument(raw)) throw new Error(`${this.source.citeUrl(sitePath)} is not an OpenAPI 3.1 document.`);
      const pagesPath = `${prefix}/${API_REFERENCE_FILES.referencePages}`;
      const pagesText = await this.source.read(pagesPath);
      const pages = pagesText === null ? { operations: {}, webhookEvents: [] } : parseReferencePages(parseJson(pagesText, this.source.citeUrl(pagesPath)), this.source.citeUrl(pagesPath));
      return { api: await dereference(raw), documentUrl: this.source.citeUrl(sitePath), pages };
    });
  }

  private pageUrls(routes: readonly string[] | undefined): string[] {
    return (routes ?? []).map((route) => this.source.citeUrl(route.endsWith('/') ? route : `${route}/`));
  }

  async listOperations(version: string, tag: string | undefined) {
    const { api, documentUrl, pages } = await this.api(version);
    const operations = allOperations(api).filter((entry) => !entry.webhook);
    const tags = [...new Set(operations.flatMap((entry) => entry.operation.tags ?? []))];
    if (tag !== undefined && !tags.includes(tag)) throw new Error(`No operation has the tag "${tag}"; the tags are ${tags.map((t) => `"${t}"`).join(', ')}.`);
    return {
      version,
      document: documentUrl,
      operations: operations
        .filter((entry) => tag === undefined || (entry.operation.tags ?? []).includes(tag))
        .map((entry) => ({ operationId: entry.id, method: entry.method.toUpperCase(), path: entry.path, summary: entry.operation.summary ?? '', tags: entry.operation.tags ?? [], pages: this.pageUrls(pages.operations[entry.id]) })),
    };
  }

  async operation(operationId: string, version: string) {
    const { api, documentUrl, pages } = await this.api(version);
    const view = endpointView(api, operationId);
    if (!view || view.webhook) {
      const known = allOperations(api).filter((entry) => !entry.webhook).map((entry) => entry.id);
      throw new Error(`No operation "${operationId}" in ${documentUrl}${view?.webhook ? ' (it is a webhook: use get_webhook_event)' : ''}; the operations are ${known.join(', ')}.`);
    }
    const names = requestExampleNames(api, operationId);
    const { exampleBody, examplePath: _path, ...rest } = view;
    const requestExamples = names.length > 0 ? Object.fromEntries(names.map((name) => [name, endpointView(api, operationId, name)?.exampleBody ?? null])) : exampleBody === null ? {} : { example: exampleBody };
    return { ...rest, servers: (api.servers ?? []).map((server) => ({ url: server.url, description: server.description ?? '' })), requestExamples, document: documentUrl, pages: this.pageUrls(pages.operations[operationId]) };
  }

  async webhookEvent(type: string, version: string) {
    const prefix = await this.prefixOf(version);
    const { api, documentUrl, pages } = await this.api(version);
    const eventsPath = `${prefix}/${API_REFERENCE_FILES.webhookEvents}`;
    const events = await this.events.get(version, async () =>
      parseWebhookEvents(parseJson(await this.readRequired(eventsPath, `the webhook events of ${version}`), this.source.citeUrl(eventsPath)), this.source.citeUrl(eventsPath)),
    );
    const found = webhookEventViews(api, events).find((view) => view.event.type === type);
    if (!found) throw new Error(`No webhook event "${type}" in ${this.source.citeUrl(eventsPath)}; the types are ${events.map((e) => e.type).join(', ')}.`);
    const message: EndpointView | null = allOperations(api)
      .filter((entry) => entry.webhook)
      .map((entry) => endpointView(api, entry.id))
      .find((view) => view !== null) ?? null;
    const signatureHeader = message?.headers.find((header) => /signature/i.test(header.name));
    const verificationPages = signatureHeader ? (await this.search(signatureHeader.name, version, 5)).hits.map((hit) => hit.url.replace(/#.*$/, '')) : [];
    const [eventPage] = this.pageUrls(pages.webhookEvents);
    return {
      type,
      description: found.event.description,
      sentWhen: found.event.trigger,
      fields: found.rows,
      example: found.message,
      page: eventPage ? `${eventPage}#${webhookEventAnchor(type)}` : null,
      delivery: message ? { description: message.description, headers: message.headers, bodyFields: message.requestFields.filter((row) => !row.name.startsWith('data.')) } : null,
      signature: signatureHeader
        ? { header: signatureHeader.name, computed: signatureHeader.description, verify: message?.description ?? '', pages: [...new Set(verificationPages)].slice(0, 3) }
        : null,
      document: documentUrl,
    };
  }
}

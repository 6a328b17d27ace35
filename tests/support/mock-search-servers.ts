/**
 * Local stand-ins for the parts of the Typesense and Algolia APIs that the push uses. They check each
 * request (method, path, key header, body) and can be told to fail the way real services do.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface LoggedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface MockServer {
  url: string;
  requests: LoggedRequest[];
  close: () => Promise<void>;
}

type Handler = (request: LoggedRequest) => { status: number; body: unknown; raw?: boolean };

async function startServer(handler: Handler): Promise<MockServer> {
  const requests: LoggedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const logged = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(logged);
      const { status, body, raw } = handler(logged);
      // A page on another origin (the browser test) may call: the hosted services allow it too.
      const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE' };
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors);
        res.end();
        return;
      }
      res.writeHead(status, { 'Content-Type': raw ? 'text/plain' : 'application/json', ...cors });
      res.end(raw ? String(body) : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export interface TypesenseMockOptions {
  adminKey: string;
  /** The search-only key the browser uses; it may only call /multi_search. */
  searchKey?: string;
  /** Documents /multi_search answers from (flattened, as the push stores them). */
  searchDocuments?: Record<string, unknown>[];
  /** The alias readers query and the collection it points to at the start. */
  alias?: { name: string; collection: string };
  rejectRecordAt?: number;
  /** Answer this many requests with 503 first. */
  failFirst?: number;
  /** Report fewer documents than were imported. */
  undercount?: boolean;
  /** Answer every alias change with 503, as a Typesense that is restarting would. */
  failAliasSwap?: boolean;
  /** Collections that exist at the start besides the aliased one: name and record count. */
  extraCollections?: Record<string, number>;
  /** The metadata of collections that exist at the start (a push records itself there), by name. */
  metadata?: Record<string, object>;
  /** API keys GET /keys lists (by the first 4 characters of their value), with their actions; the search key with `documents:search` by default. */
  keys?: Record<string, string[]>;
}

/** Typesense's `filter_by` as the site writes it: clauses `field:=value` or `field:=[a,b]` joined by ` && `, values in backticks. */
function typesenseFilter(filterBy: string | undefined): (doc: Record<string, unknown>) => boolean {
  if (!filterBy) return () => true;
  const clauses = filterBy.split(' && ').map((clause) => {
    const match = /^([\w.]+):=(\[.*\]|`[^`]*`)$/.exec(clause);
    if (!match) throw new Error(`The Typesense stand-in cannot read the filter clause ${clause}`);
    const [, field = '', values = ''] = match;
    const list = values.startsWith('[') ? values.slice(1, -1).split(',') : [values];
    return { field, values: list.map((value) => value.replace(/^`|`$/g, '')) };
  });
  return (doc) => clauses.every(({ field, values }) => values.includes(String(doc[field])));
}

export async function startTypesenseMock(options: TypesenseMockOptions): Promise<MockServer & { aliases: Map<string, string>; collections: Map<string, number>; synonyms: Map<string, string[]> }> {
  const aliases = new Map<string, string>(options.alias ? [[options.alias.name, options.alias.collection]] : []);
  const collections = new Map<string, number>([...(options.alias ? ([[options.alias.collection, 3]] as const) : []), ...Object.entries(options.extraCollections ?? {})]);
  let failures = options.failFirst ?? 0;
  const metadata = new Map<string, object>(Object.entries(options.metadata ?? {}));
  /** Synonyms set, by `<collection>/<id>`. */
  const synonyms = new Map<string, string[]>();
  const server = await startServer((request) => {
    if (failures > 0) {
      failures -= 1;
      return { status: 503, body: { message: 'Not Ready or Lagging' } };
    }
    const url = new URL(request.path, 'http://x');
    const key = request.headers['x-typesense-api-key'] ?? url.searchParams.get('x-typesense-api-key');
    if (request.method === 'POST' && url.pathname === '/multi_search' && options.searchKey && key === options.searchKey) {
      const { searches } = JSON.parse(request.body) as { searches: { collection: string; q: string; query_by: string; filter_by?: string; highlight_start_tag?: string; highlight_end_tag?: string }[] };
      const results = searches.map((search) => {
        const words = search.q.toLowerCase().split(/\s+/).filter(Boolean);
        const [start, end] = [search.highlight_start_tag ?? '<mark>', search.highlight_end_tag ?? '</mark>'];
        const fields = search.query_by.split(',');
        const kept = typesenseFilter(search.filter_by);
        const hits = (options.searchDocuments ?? [])
          .filter(kept)
          .filter((doc) => words.every((word) => fields.some((field) => String(doc[field] ?? '').toLowerCase().includes(word))))
          .map((document) => ({
            document,
            text_match: 1,
            highlights: fields
              .filter((field) => words.some((word) => String(document[field] ?? '').toLowerCase().includes(word)))
              .map((field) => {
                const marked = String(document[field]).replace(new RegExp(`(${words.join('|')})`, 'gi'), `${start}$1${end}`);
                // With highlight_full_fields (the adapter sets it), Typesense sends the whole value too.
                return { field, snippet: marked, value: marked, matched_tokens: words };
              }),
          }));
        const sections = new Map<string, number>();
        for (const { document } of hits) sections.set(String(document['hierarchy.lvl0']), (sections.get(String(document['hierarchy.lvl0'])) ?? 0) + 1);
        const facet_counts = [{ field_name: 'hierarchy.lvl0', counts: [...sections].map(([value, count]) => ({ value, count })) }];
        return { facet_counts, found: hits.length, out_of: options.searchDocuments?.length ?? 0, page: 1, hits, request_params: { collection_name: search.collection, per_page: 20, q: search.q }, search_time_ms: 0 };
      });
      return { status: 200, body: { results } };
    }
    if (key !== options.adminKey) return { status: 401, body: { message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.' } };
    const parts = url.pathname.split('/').filter(Boolean);
    if (request.method === 'GET' && url.pathname === '/keys') {
      const keys = options.keys ?? (options.searchKey ? { [options.searchKey]: ['documents:search'] } : {});
      return { status: 200, body: { keys: Object.entries(keys).map(([value, actions], id) => ({ id, value_prefix: value.slice(0, 4), actions, collections: ['*'], description: 'key' })) } };
    }
    if (request.method === 'GET' && url.pathname === '/aliases') {
      return { status: 200, body: { aliases: [...aliases].map(([name, collection_name]) => ({ name, collection_name })) } };
    }
    if (request.method === 'GET' && url.pathname === '/collections') {
      return { status: 200, body: [...collections].map(([name, num_documents]) => ({ name, num_documents, ...(metadata.has(name) ? { metadata: metadata.get(name) } : {}) })) };
    }
    if (request.method === 'GET' && parts[0] === 'aliases' && parts[1]) {
      const collection = aliases.get(parts[1]);
      return collection ? { status: 200, body: { name: parts[1], collection_name: collection } } : { status: 404, body: { message: 'Not Found' } };
    }
    if (request.method === 'PUT' && parts[0] === 'aliases' && parts[1] && options.failAliasSwap) return { status: 503, body: { message: 'Not Ready or Lagging' } };
    if (request.method === 'PUT' && parts[0] === 'aliases' && parts[1]) {
      const { collection_name } = JSON.parse(request.body) as { collection_name: string };
      if (!collections.has(collection_name)) return { status: 404, body: { message: 'Collection not found' } };
      aliases.set(parts[1], collection_name);
      return { status: 200, body: { name: parts[1], collection_name } };
    }
    if (request.method === 'POST' && url.pathname === '/collections') {
      const schema = JSON.parse(request.body) as { name: string; fields: { name: string }[]; default_sorting_field?: string; metadata?: object };
      if (!schema.fields.some((f) => f.name === 'hierarchy.lvl0') || schema.default_sorting_field !== 'item_priority') return { status: 400, body: { message: 'Bad schema' } };
      if (collections.has(schema.name)) return { status: 409, body: { message: 'Collection already exists' } };
      collections.set(schema.name, 0);
      if (schema.metadata) metadata.set(schema.name, schema.metadata);
      return { status: 201, body: { ...schema, num_documents: 0 } };
    }
    if (parts[0] === 'collections' && parts[1] && !collections.has(parts[1])) return { status: 404, body: { message: 'Not Found' } };
    if (request.method === 'PUT' && parts[0] === 'collections' && parts[1] && parts[2] === 'synonyms' && parts[3]) {
      const body = JSON.parse(request.body) as { synonyms?: unknown };
      if (!Array.isArray(body.synonyms) || !body.synonyms.every((phrase) => typeof phrase === 'string')) return { status: 400, body: { message: 'Could not find a valid `synonyms` array.' } };
      synonyms.set(`${parts[1]}/${parts[3]}`, body.synonyms);
      return { status: 200, body: { id: parts[3], synonyms: body.synonyms } };
    }
    if (request.method === 'POST' && parts[0] === 'collections' && parts[2] === 'documents' && parts[3] === 'import') {
      if (url.searchParams.get('action') !== 'create') return { status: 400, body: { message: 'expected action=create' } };
      const lines = request.body.split('\n').filter(Boolean);
      const results = lines.map((line, i) => {
        const doc = JSON.parse(line) as Record<string, unknown>;
        if (i === options.rejectRecordAt || typeof doc.url !== 'string' || typeof doc.item_priority !== 'number') {
          return { success: false, error: 'Field `item_priority` must be an int64.', document: line };
        }
        return { success: true };
      });
      collections.set(parts[1] ?? '', results.filter((r) => r.success).length - (options.undercount ? 1 : 0));
      return { status: 200, body: results.map((r) => JSON.stringify(r)).join('\n'), raw: true };
    }
    if (request.method === 'GET' && parts[0] === 'collections' && parts[1] && parts.length === 2) {
      return { status: 200, body: { name: parts[1], num_documents: collections.get(parts[1]) } };
    }
    if (request.method === 'DELETE' && parts[0] === 'collections' && parts[1] && parts.length === 2) {
      if ([...aliases.values()].includes(parts[1])) return { status: 409, body: { message: 'Collection is aliased' } };
      collections.delete(parts[1]);
      metadata.delete(parts[1]);
      return { status: 200, body: { name: parts[1] } };
    }
    return { status: 404, body: { message: `Not Found: ${request.method} ${request.path}` } };
  });
  return { ...server, aliases, collections, synonyms };
}

export interface AlgoliaMockOptions {
  appId: string;
  adminKey: string;
  rejectBatch?: boolean;
  /** The search-only key the browser uses; it may only query. */
  searchKey?: string;
  /** API keys with their ACL, for GET /1/keys/<key>; the search key with `search` by default. */
  keys?: Record<string, string[]>;
  /** Indexes that exist at the start besides the live one, with when they last changed (ISO 8601), as GET /1/indexes lists them. */
  extraIndexes?: Record<string, string>;
  /** Records the queries answer from (as the push stores them). */
  searchObjects?: { url: string; hierarchy: Partial<Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>>; content: string; version?: string }[];
}

type AlgoliaObjects = NonNullable<AlgoliaMockOptions['searchObjects']>;

/** Algolia's `facetFilters`: every entry must hold, any value of a nested list; `attribute:value`, the section by its path. */
function algoliaFacetFilter(facetFilters: (string | string[])[] | undefined): (object: AlgoliaObjects[number]) => boolean {
  const valueOf = (object: AlgoliaObjects[number], attribute: string) =>
    attribute === 'version' ? object.version : Object.entries(object.hierarchy).find(([level]) => `hierarchy.${level}` === attribute)?.[1];
  const holds = (object: AlgoliaObjects[number], filter: string) => {
    const at = filter.indexOf(':');
    return valueOf(object, filter.slice(0, at)) === filter.slice(at + 1);
  };
  return (object) => (facetFilters ?? []).every((entry) => (Array.isArray(entry) ? entry.some((filter) => holds(object, filter)) : holds(object, entry)));
}

/** Algolia's answer to one query: records holding every word, in the caller's highlight tags. */
function algoliaQuery(objects: AlgoliaObjects, params: { query?: string; highlightPreTag?: string; highlightPostTag?: string; hitsPerPage?: number; facetFilters?: (string | string[])[] }) {
  const words = (params.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const mark = (text: string | null) => ({ value: words.length === 0 || text === null ? (text ?? '') : text.replace(new RegExp(`(${words.join('|')})`, 'gi'), `${params.highlightPreTag ?? '<em>'}$1${params.highlightPostTag ?? '</em>'}`), matchLevel: 'full', matchedWords: words });
  const found = objects.filter(algoliaFacetFilter(params.facetFilters)).filter((o) => words.every((word) => `${Object.values(o.hierarchy).join(' ')} ${o.content}`.toLowerCase().includes(word)));
  const hits = found.map((o) => ({
    ...o,
    objectID: o.url,
    _highlightResult: { hierarchy: Object.fromEntries(Object.entries(o.hierarchy).map(([level, text]) => [level, mark(text)])) },
    _snippetResult: { content: mark(o.content) },
  }));
  const facets = { 'hierarchy.lvl0': Object.fromEntries([...new Set(found.map((o) => o.hierarchy.lvl0 ?? ''))].map((section) => [section, found.filter((o) => o.hierarchy.lvl0 === section).length])) };
  return { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: params.hitsPerPage ?? 20, processingTimeMS: 0, query: params.query ?? '', params: '', facets };
}

export async function startAlgoliaMock(options: AlgoliaMockOptions): Promise<MockServer & { indexes: Map<string, unknown[]>; settings: Map<string, Record<string, unknown>>; synonyms: Map<string, string[][]> }> {
  const indexes = new Map<string, unknown[]>([['paymora-docs', [{ objectID: 'old' }]], ...Object.keys(options.extraIndexes ?? {}).map((name) => [name, []] as [string, unknown[]])]);
  /** When each index last changed, for GET /1/indexes: the start's own, or now for any other. */
  const updatedAt = (name: string) => options.extraIndexes?.[name] ?? new Date().toISOString();
  const settings = new Map<string, Record<string, unknown>>();
  /** Each index's synonym groups, as the last batch replaced them. */
  const synonyms = new Map<string, string[][]>();
  let task = 0;
  const server = await startServer((request) => {
    const query = new URL(request.path, 'http://x').searchParams;
    const key = request.headers['x-algolia-api-key'] ?? query.get('x-algolia-api-key');
    const app = request.headers['x-algolia-application-id'] ?? query.get('x-algolia-application-id');
    if (request.method === 'POST' && request.path.startsWith('/1/indexes/*/queries') && options.searchKey && key === options.searchKey && app === options.appId) {
      const { requests } = JSON.parse(request.body) as { requests: { indexName: string; query?: string; highlightPreTag?: string; highlightPostTag?: string; hitsPerPage?: number; facetFilters?: (string | string[])[] }[] };
      return { status: 200, body: { results: requests.map((r) => algoliaQuery(options.searchObjects ?? [], r)) } };
    }
    if (app !== options.appId || key !== options.adminKey) {
      return { status: 403, body: { message: 'Invalid Application-ID or API key', status: 403 } };
    }
    const url = new URL(request.path, 'http://x');
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    if (request.method === 'GET' && parts[0] === '1' && parts[1] === 'keys' && parts[2]) {
      const keys = options.keys ?? (options.searchKey ? { [options.searchKey]: ['search'] } : {});
      const acl = keys[parts[2]];
      return acl ? { status: 200, body: { value: parts[2], acl, description: 'key', validity: 0, createdAt: 0 } } : { status: 404, body: { message: 'Key does not exist', status: 404 } };
    }
    if (request.method === 'GET' && parts.length === 2 && parts[0] === '1' && parts[1] === 'indexes') {
      const items = [...indexes].map(([name, objects]) => ({ name, createdAt: updatedAt(name), updatedAt: updatedAt(name), entries: objects.length, dataSize: 0, fileSize: 0, lastBuildTimeS: 0, numberOfPendingTasks: 0, pendingTask: false }));
      return { status: 200, body: { items, nbPages: 1 } };
    }
    if (parts[0] !== '1' || parts[1] !== 'indexes' || !parts[2]) return { status: 404, body: { message: 'Not Found', status: 404 } };
    const index = parts[2];
    if (request.method === 'POST' && parts[3] === 'operation') {
      const { operation, destination, scope } = JSON.parse(request.body) as { operation: string; destination: string; scope?: string[] };
      if (operation === 'copy') indexes.set(destination, indexes.get(destination) ?? []);
      if (operation === 'copy' && scope?.includes('settings')) settings.set(destination, { ...settings.get(index) });
      if (operation === 'copy' && scope?.includes('synonyms')) synonyms.set(destination, synonyms.get(index) ?? []);
      if (operation === 'move') {
        indexes.set(destination, indexes.get(index) ?? []);
        indexes.delete(index);
        settings.set(destination, settings.get(index) ?? {});
        settings.delete(index);
        synonyms.set(destination, synonyms.get(index) ?? []);
        synonyms.delete(index);
      }
      return { status: 200, body: { taskID: ++task, updatedAt: new Date(0).toISOString() } };
    }
    if (request.method === 'POST' && parts[3] === 'batch') {
      const { requests } = JSON.parse(request.body) as { requests: { action: string; body: { objectID?: string } }[] };
      if (options.rejectBatch || requests.some((r) => r.action !== 'addObject' || !r.body.objectID)) return { status: 400, body: { message: 'Record at the position 0 objectID=x is too big', status: 400 } };
      indexes.set(index, [...(indexes.get(index) ?? []), ...requests.map((r) => r.body)]);
      return { status: 200, body: { taskID: ++task, objectIDs: requests.map((r) => r.body.objectID) } };
    }
    if (request.method === 'POST' && parts[3] === 'query') {
      const objects = indexes.get(index);
      return objects ? { status: 200, body: { hits: [], nbHits: objects.length, page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 0, query: '', params: '' } } : { status: 404, body: { message: 'Index does not exist', status: 404 } };
    }
    if (request.method === 'POST' && parts[3] === 'synonyms' && parts[4] === 'batch') {
      const hits = JSON.parse(request.body) as { objectID?: string; type?: string; synonyms?: unknown }[];
      if (!Array.isArray(hits) || hits.some((hit) => !hit.objectID || hit.type !== 'synonym' || !Array.isArray(hit.synonyms))) return { status: 400, body: { message: 'Invalid synonym', status: 400 } };
      synonyms.set(index, hits.map((hit) => hit.synonyms as string[]));
      return { status: 200, body: { taskID: ++task, updatedAt: new Date(0).toISOString() } };
    }
    if (request.method === 'PUT' && parts[3] === 'settings') {
      settings.set(index, { ...settings.get(index), ...(JSON.parse(request.body) as Record<string, unknown>) });
      indexes.set(index, indexes.get(index) ?? []);
      return { status: 200, body: { taskID: ++task, updatedAt: new Date(0).toISOString() } };
    }
    if (request.method === 'GET' && parts[3] === 'task') return { status: 200, body: { status: 'published', pendingTask: false } };
    if (request.method === 'DELETE' && parts.length === 3) {
      indexes.delete(index);
      return { status: 200, body: { taskID: ++task, deletedAt: new Date(0).toISOString() } };
    }
    return { status: 404, body: { message: `Not Found: ${request.method} ${request.path}`, status: 404 } };
  });
  return { ...server, indexes, settings, synonyms };
}

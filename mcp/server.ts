/**
 * The Paymora docs as a Model Context Protocol server over stdio, for coding agents: search the docs,
 * read a page as Markdown, list and read API operations, read a webhook event. It reads the published
 * site only (mcp/docs-site.ts): the live docs by default, another base URL with `--site <url>`, or a
 * built export with `--out <folder>`. No other service, no key. Never imported by the site.
 *
 *   npm run mcp -- [--site <url> | --out <folder>]
 */
import { parseArgs } from 'node:util';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import { LATEST } from '../lib/routes/latest';
import { siteConfig } from '../site.config';
import { DocsSite } from './docs-site';
import { folderSource, urlSource, type SiteSource } from './site-source';

const USAGE = 'npm run mcp -- [--site <url> | --out <folder>]';

function sourceFromArgs(args: string[]): SiteSource {
  const { values } = parseArgs({ args, options: { site: { type: 'string' }, out: { type: 'string' } }, strict: true });
  if (values.site !== undefined && values.out !== undefined) throw new Error(`Give --site or --out, not both: ${USAGE}`);
  if (values.out !== undefined) return folderSource(values.out);
  return urlSource(values.site ?? siteConfig.url);
}

const version = z.string().min(1).default(LATEST).describe(`The docs version: "${LATEST}" (the default) or an archived version's name, such as the ones llms.txt lists.`);

/** A tool's answer: JSON an agent can read, with the URLs to cite in it. */
const json = (value: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(value, null, 2) }] });

function createServer(site: DocsSite): McpServer {
  const server = new McpServer({ name: 'paymora-docs', version: '1.0.0' });

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Paymora docs',
      description:
        'Searches the Paymora developer docs with the same index and ranking as the site\'s search box, in one docs version. Returns the best sections with their page title, a snippet and the URL to cite; read a whole page with read_page.',
      inputSchema: {
        query: z.string().describe('Words to search for, such as "refund", "idempotency key" or "Paymora-Signature"; typos are tolerated.'),
        version,
        limit: z.number().int().min(1).max(50).default(10).describe('How many results, 1 to 50.'),
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ query, version: docsVersion, limit }) => json(await site.search(query, docsVersion, limit)),
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a docs page as Markdown',
      description:
        'Reads one page of the Paymora docs as Markdown, by its route (such as "/webhooks/hmac-validation/", or "/2025-10/…" for an archived version) or its URL. Returns the page\'s URL to cite and its Markdown, code samples included.',
      inputSchema: { route: z.string().min(1).describe('The page\'s route or URL, as search_docs returns it; an anchor is ignored.') },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ route }) => {
      const page = await site.readPage(route);
      return { content: [{ type: 'text' as const, text: `URL: ${page.url}\n\n${page.markdown}` }] };
    },
  );

  server.registerTool(
    'list_api_operations',
    {
      title: 'List the Paymora API operations',
      description: 'Lists every operation of the Paymora API document in one docs version: operationId, method, path, summary, tags and the docs pages that document it.',
      inputSchema: { version, tag: z.string().min(1).optional().describe('Only the operations with this tag, such as "Payments" or "Modifications".') },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ version: docsVersion, tag }) => json(await site.listOperations(docsVersion, tag)),
  );

  server.registerTool(
    'get_api_operation',
    {
      title: 'Get one Paymora API operation',
      description:
        'One operation of the Paymora API by operationId (from list_api_operations): method and path, servers, headers (the idempotency key among them), path and query parameters, request and response fields with types, limits and allowed values, request examples, an example response, and the error responses with their error codes. Cites the API document and the pages that document it.',
      inputSchema: { operationId: z.string().min(1).describe('The operationId, such as "createPayment" or "refundPayment".'), version },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ operationId, version: docsVersion }) => json(await site.operation(operationId, docsVersion)),
  );

  server.registerTool(
    'get_webhook_event',
    {
      title: 'Get one Paymora webhook event',
      description:
        'One webhook event type (such as "payment.authorised"): when Paymora sends it, the data fields it carries, an example message, the headers of every message, and how to verify its signature (HMAC over the raw body), with the pages to cite.',
      inputSchema: { type: z.string().min(1).describe('The event type, such as "payment.captured" or "token.created".'), version },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ type, version: docsVersion }) => json(await site.webhookEvent(type, docsVersion)),
  );

  return server;
}

async function main(): Promise<void> {
  const source = sourceFromArgs(process.argv.slice(2));
  const server = createServer(new DocsSite(source, [siteConfig.url]));
  await server.connect(new StdioServerTransport());
  // stdout is the protocol's: say where the docs come from on stderr.
  console.error(`Paymora docs MCP server on stdio, reading ${source.origin}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

/**
 * Which pages of a docs version document each API operation (`<Endpoint operation="…" />`) and the
 * webhook events (`<WebhookEventReference />`), published beside the API document
 * (`api/reference-pages.json`, scripts/write-api-downloads.ts) so that a reader of the export alone,
 * the MCP server (mcp/), can cite the page of an operation or an event.
 */
import { isRecord } from '../util/is-record';
import type { SitePage } from '../site/manifest';
import { jsxUses } from '../mdx/jsx-attributes';

export interface ReferencePages {
  /** operationId → the routes of the pages that render it, in reading order. */
  operations: Record<string, string[]>;
  /** The routes of the pages that render the webhook event reference. */
  webhookEvents: string[];
}

/** From the version's pages (the site manifest's) and a reader of their MDX sources. */
export function referencePages(pages: readonly SitePage[], readMdx: (sourceFile: string) => string): ReferencePages {
  const operations: Record<string, string[]> = {};
  for (const page of pages) {
    if (page.kind !== 'doc' || !page.components.includes('Endpoint')) continue;
    for (const use of jsxUses(readMdx(page.sourceFile))) {
      const operation = use.component === 'Endpoint' ? use.attributes.operation : undefined;
      if (!operation) continue;
      const routes = (operations[operation] ??= []);
      if (!routes.includes(page.route)) routes.push(page.route);
    }
  }
  return { operations, webhookEvents: pages.filter((page) => page.components.includes('WebhookEventReference')).map((page) => page.route) };
}

const isRoutes = (value: unknown): value is string[] => Array.isArray(value) && value.every((route) => typeof route === 'string' && route.startsWith('/'));

export function parseReferencePages(value: unknown, source: string): ReferencePages {
  if (!isRecord(value) || !isRecord(value.operations) || !isRoutes(value.webhookEvents)) throw new Error(`${source}: not a reference pages file ({"operations": {...}, "webhookEvents": [...]})`);
  const operations: Record<string, string[]> = {};
  for (const [id, routes] of Object.entries(value.operations)) {
    if (!isRoutes(routes)) throw new Error(`${source}: the pages of ${id} are not a list of routes`);
    operations[id] = routes;
  }
  return { operations, webhookEvents: value.webhookEvents };
}

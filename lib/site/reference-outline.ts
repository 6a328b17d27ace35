/**
 * The shape of a version's API reference, read from its API document alone: one resource per tag of
 * the document, in the document's tag order, each with its operations by path in the document's
 * order (GET before POST on one path), webhooks last. The
 * site manifest makes pages of it (`/api/` and `/api/<resource>/`), so that the sidebar, search
 * records, Markdown copies and llms files treat them as any other page. Synchronous and without
 * dereferencing: tags, ids, methods, paths and summaries are written inline, and the manifest is
 * computed synchronously under `next dev` too.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { parse } from 'yaml';
import { contentFile, contentFolder } from '../build/folders';
import type { Heading } from '../mdx/headings';
import { isRecord } from '../util/is-record';
import { CHANGELOG_FILE, changelogHeadings, readChangelog } from './changelog';
import { ContentError } from './nav-tree';
import { contentRootOf, readVersions } from './versions';

/** Where the reference lives inside a docs version: `/api`, beside the downloads in `out/api/`. */
export const REFERENCE_ROUTE = '/api';

/** The current docs' changelog page: each version's changes (content/changelog.json) and the API's since each archived version. */
export const CHANGELOG_ROUTE = `${REFERENCE_ROUTE}/changelog`;
/** Its RSS feed (scripts/write-api-downloads.ts writes it), linked from the page and its head. */
export const CHANGELOG_FEED = `${CHANGELOG_ROUTE}.xml`;

interface OutlineOperation {
  id: string;
  /** Upper case: `POST`. */
  method: string;
  /** The URL path, or for a webhook its name in the document. */
  path: string;
  summary: string;
  webhook: boolean;
}

export interface OutlineResource {
  /** The tag's name as a route segment: `Payment links` → `payment-links`. */
  slug: string;
  name: string;
  description: string;
  operations: OutlineOperation[];
  /** The event types its webhooks send (the enum of their message's `type`), in the document's order; the page has a section each. */
  events: string[];
}

export interface ReferenceOutline {
  /** The document's title and summary: the index page's description. */
  title: string;
  description: string;
  /** The content file, relative to the repository root: "Edit this page" and error messages name it. */
  sourceFile: string;
  resources: OutlineResource[];
  /** The changelog page, in the current docs only: archived docs are frozen, and a version's changes are told by the latest. */
  changelog: ChangelogOutline | null;
}

interface ChangelogOutline {
  title: string;
  description: string;
  sourceFile: string;
  headings: Heading[];
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The value a local `$ref` (`#/components/schemas/X`) points at, or the node itself when it is no reference. */
function resolved(document: Record<string, unknown>, node: unknown): unknown {
  if (!isRecord(node) || typeof node.$ref !== 'string' || !node.$ref.startsWith('#/')) return node;
  let at: unknown = document;
  for (const part of node.$ref.slice(2).split('/')) at = isRecord(at) ? at[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return at;
}

/**
 * The kinds of message a webhook sends: the enum of its JSON body's `type` property, which is how a
 * webhook message names its event. None when the body has no such enum.
 */
function messageTypes(document: Record<string, unknown>, operation: Record<string, unknown>): string[] {
  const body = resolved(document, operation.requestBody);
  const content = isRecord(body) && isRecord(body.content) ? body.content['application/json'] : undefined;
  const schema = resolved(document, isRecord(content) ? content.schema : undefined);
  const type = resolved(document, isRecord(schema) && isRecord(schema.properties) ? schema.properties.type : undefined);
  return isRecord(type) && Array.isArray(type.enum) ? type.enum.filter((value): value is string => typeof value === 'string') : [];
}

/**
 * The outline of a parsed API document. Every operation needs an operationId and exactly one tag the
 * document lists: the tag is its resource page, so an untagged operation would have no page.
 * @internal Exported for its unit test (knip --production).
 */
export function referenceOutline(document: unknown, sourceFile: string): ReferenceOutline {
  if (!isRecord(document)) throw new Error(`${sourceFile}: not an API document (expected a YAML mapping)`);
  const info = isRecord(document.info) ? document.info : {};
  const tags = Array.isArray(document.tags) ? document.tags.filter(isRecord) : [];
  const slugger = new GithubSlugger();
  const resources: OutlineResource[] = tags.map((tag) => ({ slug: slugger.slug(text(tag.name)), name: text(tag.name), description: text(tag.description), operations: [], events: [] }));
  const problems: string[] = [];
  const collect = (items: unknown, webhook: boolean) => {
    if (!isRecord(items)) return;
    for (const [itemPath, item] of Object.entries(items)) {
      if (!isRecord(item)) continue;
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (!isRecord(operation)) continue;
        const id = text(operation.operationId);
        const where = `${method.toUpperCase()} ${itemPath}`;
        if (!id) {
          problems.push(`${where} has no operationId; give it one (the reference's anchor and the pages' <Endpoint operation="…"> name it)`);
          continue;
        }
        const operationTags = Array.isArray(operation.tags) ? operation.tags.map(text) : [];
        const resource = operationTags.length === 1 ? resources.find((candidate) => candidate.name === operationTags[0]) : undefined;
        if (!resource) {
          problems.push(`${id} (${where}) needs exactly one tag that the document's tags list names (it has: ${operationTags.join(', ') || 'none'}); the tag is its page in the API reference`);
          continue;
        }
        resource.operations.push({ id, method: method.toUpperCase(), path: itemPath, summary: text(operation.summary) || id, webhook });
        if (webhook) for (const type of messageTypes(document, operation)) if (!resource.events.includes(type)) resource.events.push(type);
      }
    }
  };
  collect(document.paths, false);
  collect(document.webhooks, true);
  const clash = resources.find((resource) => resourceRoute(resource.slug) === CHANGELOG_ROUTE);
  if (clash) problems.push(`the tag "${clash.name}" would have the changelog's route (${CHANGELOG_ROUTE}/); rename the tag`);
  if (problems.length > 0) throw new ContentError(problems.map((problem) => `${sourceFile}: ${problem}`));
  return {
    title: 'API reference',
    description: text(info.summary) || text(info.title),
    sourceFile,
    // A tag without operations (an archived document that predates payment links) has no page.
    resources: resources.filter((resource) => resource.operations.length > 0),
    changelog: null,
  };
}

/** The current docs' changelog page, or null when no version has entries nor an archived API document to compare. */
function changelogOutline(contentDir: string): ChangelogOutline | null {
  const versions = readVersions(contentDir);
  const hasApi = (name: string) => versions.some((version) => version.name === name && existsSync(path.join(contentDir, `${contentRootOf(version)}api/openapi.yaml`)));
  const headings = changelogHeadings(versions, readChangelog(versions, undefined, contentDir), hasApi);
  if (headings.length === 0) return null;
  return { title: 'Changelog', description: 'What each docs version changed, and every API change from each archived version to the latest.', sourceFile: contentFile(CHANGELOG_FILE), headings };
}

/**
 * The outline of the version whose content folder is `root` ('' for the current docs), or null when
 * the version has no API document.
 */
export function readReferenceOutline(root: string, contentDir = contentFolder()): ReferenceOutline | null {
  const relative = `${root}api/openapi.yaml`;
  const file = path.join(contentDir, relative);
  if (!existsSync(file)) return null;
  const outline = referenceOutline(parse(readFileSync(file, 'utf8')), contentFile(relative));
  return root === '' ? { ...outline, changelog: changelogOutline(contentDir) } : outline;
}

/** The route of a resource page inside its version: `/api/payments`. */
export const resourceRoute = (slug: string): string => `${REFERENCE_ROUTE}/${slug}`;

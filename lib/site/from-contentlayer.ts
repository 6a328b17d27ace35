/**
 * Contentlayer's documents as the site model's inputs. Used by the content step, which reads the
 * generated files one page at a time, and by `next dev`, which has the generated module.
 */
import type { Category, Concept, Doc } from '#content';
import { contentFile } from '../build/folders';
import type { Heading } from '../mdx/headings';
import { componentsUsed } from '../mdx/components-used';
import { operationsUsed, type ConceptSummary, type DocSource } from './doc-input';
import { buildVersionModel, MANIFEST_FORMAT, type DocInput, type SiteManifest } from './manifest';
import type { CategoryEntry } from './nav-tree';
import type { ReferenceOutline } from './reference-outline';
import { contentRootOf, routePrefixOf, type DocsVersion } from './versions';
import { versionRootOfSourcePath } from '../routes/routes';

const isHeading = (value: unknown): value is Heading =>
  typeof value === 'object' && value !== null && 'depth' in value && typeof value.depth === 'number' && 'text' in value && typeof value.text === 'string' && 'id' in value && typeof value.id === 'string';

/** Contentlayer types computed JSON fields loosely; the headings field is lib/mdx/headings.ts' output. */
export function headingsOf(document: { headings: unknown; _raw: { sourceFilePath: string } }): Heading[] {
  const { headings } = document;
  if (!Array.isArray(headings) || !headings.every(isHeading)) throw new Error(`${contentFile(document._raw.sourceFilePath)}: its generated headings are not a heading list; rebuild the content (npm run content)`);
  return headings;
}

export function docSource(doc: Doc): DocSource {
  return {
    sourceFilePath: doc._raw.sourceFilePath,
    route: doc.route,
    title: doc.title,
    description: doc.description,
    sidebarLabel: doc.sidebar_label,
    position: doc.sidebar_position,
    raw: doc.body.raw,
    headings: headingsOf(doc),
  };
}

export function conceptSummary(concept: Concept): ConceptSummary {
  return { headings: headingsOf(concept), components: componentsUsed(concept.body.raw), operations: operationsUsed(concept.body.raw) };
}

export function categoryEntry(category: Category): CategoryEntry {
  return { sourceFilePath: category._raw.sourceFilePath, label: category.label, position: category.position, description: category.description, slug: category.slug };
}

/** One version's inputs: its docs and categories, whose source paths sit in its content folder. */
export interface VersionInput {
  version: DocsVersion;
  docs: readonly DocInput[];
  categories: readonly CategoryEntry[];
  /** The reference generated from the version's API document; null when it has none. */
  reference?: ReferenceOutline | null;
}

/** The manifest of every docs version, the current one first. */
export function siteManifest(inputs: readonly VersionInput[]): SiteManifest {
  const ordered = [...inputs].sort((a, b) => Number(b.version.status === 'current') - Number(a.version.status === 'current'));
  return { format: MANIFEST_FORMAT, versions: ordered.map(({ version, docs, categories, reference }) => buildVersionModel(version.name, routePrefixOf(version), docs, categories, reference ?? null)) };
}

/** Each version's share of documents of all versions, told apart by their content folder. */
export function inVersion<T extends { sourceFilePath: string }>(version: DocsVersion, entries: readonly T[]): T[] {
  const root = contentRootOf(version);
  return entries.filter((entry) => versionRootOfSourcePath(entry.sourceFilePath) === root);
}

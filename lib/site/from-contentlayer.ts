/**
 * Contentlayer's documents as the site model's inputs. Used by the content step, which reads the
 * generated files one page at a time, and by `next dev`, which has the generated module.
 */
import type { Category, Concept, Doc } from '#content';
import type { Heading } from '../headings';
import { componentsUsed } from '../mdx/components-used';
import type { ConceptSummary, DocSource } from './doc-input';
import { buildVersionModel, MANIFEST_FORMAT, type DocInput, type SiteManifest } from './manifest';
import type { CategoryEntry } from './nav-tree';

const isHeading = (value: unknown): value is Heading =>
  typeof value === 'object' && value !== null && 'depth' in value && typeof value.depth === 'number' && 'text' in value && typeof value.text === 'string' && 'id' in value && typeof value.id === 'string';

/** Contentlayer types computed JSON fields loosely; the headings field is lib/headings.ts' output. */
export function headingsOf(document: { headings: unknown; _raw: { sourceFilePath: string } }): Heading[] {
  const { headings } = document;
  if (!Array.isArray(headings) || !headings.every(isHeading)) throw new Error(`content/${document._raw.sourceFilePath}: its generated headings are not a heading list; rebuild the content (npm run content)`);
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
  return { headings: headingsOf(concept), components: componentsUsed(concept.body.raw) };
}

export function categoryEntry(category: Category): CategoryEntry {
  return { sourceFilePath: category._raw.sourceFilePath, label: category.label, position: category.position, description: category.description, slug: category.slug };
}

/** The manifest of the docs at the site root (archived versions will join `versions`). */
export function currentDocsManifest(docs: readonly DocInput[], categories: readonly CategoryEntry[]): SiteManifest {
  return { format: MANIFEST_FORMAT, versions: [buildVersionModel('current', '', docs, categories)] };
}

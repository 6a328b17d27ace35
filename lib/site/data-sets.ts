/**
 * The engine's half of the data-set registry: what a site package declares about each typed data file
 * (one JSON document a docs version holds under `data/`), and the helpers to declare its fields. The
 * site's registry (paymora/data-sets.ts) is one entry per data set; Contentlayer's document types, the
 * page data, the MDX components' data needs and the data-file check all read those entries, so a new
 * data set is one entry and the component that renders it.
 *
 * Field definitions are Contentlayer's own shapes, built without importing Contentlayer, so the content
 * check reads them as plain data.
 */
import type { FieldDef, NestedType } from 'contentlayer2/source-files';

type RowFieldKind = 'string' | 'number' | 'boolean' | 'string[]';
interface RowField {
  kind: RowFieldKind;
  required: boolean;
}
/**
 * Row fields checked strictly: Contentlayer fails the build on a field of the wrong type, but a required
 * field missing from a nested row only prints "Inconsistent data found" and exits 0, so the data-file
 * check (lib/site/data-file-problems.ts) fails on a missing, mistyped, empty or unknown field of such a row.
 */
export type RowSpec = Record<string, RowField>;

export const req = (kind: RowFieldKind): RowField => ({ kind, required: true });
export const opt = (kind: RowFieldKind): RowField => ({ kind, required: false });

/** What Contentlayer's defineNestedType returns, built without importing Contentlayer (its type holds the shape). */
export const nested = (name: string, fields: Record<string, FieldDef>): NestedType => ({ type: 'nested', def: () => ({ name, fields }) });

/** A strict row's fields as Contentlayer field definitions. */
export function fieldsOf(row: RowSpec): Record<string, FieldDef> {
  return Object.fromEntries(
    Object.entries(row).map(([name, f]): [string, FieldDef] => [
      name,
      f.kind === 'string[]' ? { type: 'list', of: { type: 'string' }, required: f.required } : { type: f.kind, required: f.required },
    ]),
  );
}

/** A page-data key of a data set: the rows it gives a page, and the MDX components that render them. */
interface PageDataSource {
  /**
   * The rows of the data set's document. A method, so an entry declares it on its own document type
   * (paymora/page-data.ts types each key from that) and the engine calls it with the document it read.
   */
  rows(set: unknown): readonly object[];
  /** The MDX components (the site's table, lib/mdx/components.ts) that render these rows: a page that uses one receives them. */
  components: readonly string[];
}

/** One data set of a site: everything the engine needs to build, check and render it. */
export interface DataSetEntry {
  /** The file, under `data/` of each docs version's content folder. */
  file: string;
  /** Contentlayer's fields of the document, enum values included. */
  fields: Record<string, FieldDef>;
  /** Lists of the document whose rows are checked strictly, by list field. */
  rows?: Readonly<Record<string, RowSpec>>;
  /** The page-data keys it feeds (paymora/page-data.ts types them from here). */
  pageData: Readonly<Record<string, PageDataSource>>;
}

/** Each data set by its Contentlayer document type's name. */
export type DataSetRegistry = Readonly<Record<string, DataSetEntry>>;

/** The page-data keys a component's rendering needs, from a registry: each component named by one or more keys. */
export function dataNeedsOf(registry: DataSetRegistry): ReadonlyMap<string, readonly string[]> {
  const needs = new Map<string, string[]>();
  for (const entry of Object.values(registry)) {
    for (const [key, source] of Object.entries(entry.pageData)) {
      for (const component of source.components) needs.set(component, [...(needs.get(component) ?? []), key]);
    }
  }
  return needs;
}

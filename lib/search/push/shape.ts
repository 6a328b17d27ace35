/** The same records, in the shape each hosted backend stores (compatible with the DocSearch scrapers'). */
import type { BaseIndexSettings, IndexSettingsAsSearchParams, SynonymHit } from 'algoliasearch';
import type { CollectionFieldSchema } from 'typesense/lib/Typesense/Collection';
import { SENTINEL_POST, SENTINEL_PRE } from '../backends/hosted-text';
import { algoliaRanking, rankedAttributes } from '../ranking';
import type { SynonymGroups } from '../synonyms';
import { HIERARCHY_LEVELS, SECTION_ATTRIBUTE, VERSION_ATTRIBUTE, type SearchRecord } from '../types';

export type TypesenseDocument = Record<string, string | number | null> & { id: string; url: string; item_priority: number };

/**
 * Typesense's DocSearch scraper schema: flattened `hierarchy.lvlN` fields, sorted by item_priority; and
 * the docs version, facetable, since every query filters on it (lib/search/backends/typesense.ts).
 */
const schemaFields: readonly CollectionFieldSchema[] = [
  { name: VERSION_ATTRIBUTE, type: 'string', facet: true },
  { name: 'anchor', type: 'string', optional: true },
  { name: 'content', type: 'string', optional: true },
  { name: 'url', type: 'string', facet: true },
  { name: 'url_without_anchor', type: 'string', facet: true, optional: true },
  { name: 'type', type: 'string', facet: true, optional: true },
  ...HIERARCHY_LEVELS.map((level, n): CollectionFieldSchema => ({ name: `hierarchy.${level}`, type: 'string', facet: n <= 1, optional: true })),
  { name: 'item_priority', type: 'int64' },
];

/** The searched fields stem their words (ranking.ts: word forms), as the local index does. */
const stemmed = new Set(rankedAttributes().map(({ attribute }) => attribute));
export const typesenseSchemaFields: readonly CollectionFieldSchema[] = schemaFields.map((field) => (stemmed.has(field.name) ? { ...field, stem: true } : field));

export function toTypesenseDocument(record: SearchRecord, total: number): TypesenseDocument {
  const doc: TypesenseDocument = {
    id: String(record.position),
    url: record.url,
    url_without_anchor: record.url.split('#')[0] ?? record.url,
    anchor: record.anchor,
    type: record.type,
    content: record.content,
    [VERSION_ATTRIBUTE]: record.version,
    // Earlier in the sidebar ranks first among equals.
    item_priority: total - record.position,
  };
  for (const [level, value] of Object.entries(record.hierarchy)) if (value !== null) doc[`hierarchy.${level}`] = value;
  return doc;
}

/**
 * What the site's Algolia queries rely on (lib/search/backends/algolia.ts): the headings and the text
 * searchable, headings first; the section attribute facetable, or the `/search/` section filter finds
 * nothing; the docs version filterable (no counts needed), or the version filter every query sends
 * finds nothing; hits marked with the sentinels the site escapes around (hosted-text.ts), also for clients
 * that do not send their own tags; ties broken by the sidebar's order, as Typesense's item_priority does.
 */
export const algoliaIndexSettings = {
  ...algoliaRanking(),
  attributesForFaceting: [SECTION_ATTRIBUTE, `filterOnly(${VERSION_ATTRIBUTE})`],
  highlightPreTag: SENTINEL_PRE,
  highlightPostTag: SENTINEL_POST,
  customRanking: ['asc(position)'],
} satisfies BaseIndexSettings & IndexSettingsAsSearchParams;

export type AlgoliaObject = SearchRecord & Record<string, unknown> & { objectID: string };

export function toAlgoliaObject(record: SearchRecord): AlgoliaObject {
  return { ...record, objectID: record.objectID };
}

/** The site's synonym groups as Algolia's regular synonyms: every phrase of a group finds the others. */
export const algoliaSynonyms = (groups: SynonymGroups): SynonymHit[] => groups.map((synonyms, i) => ({ objectID: `synonyms-${i + 1}`, type: 'synonym', synonyms }));

/** DocSearch-shaped records: what the build writes, what every backend holds, what the modal shows. */
/** A page, a section under an h2 or h3, or a block of text in a section (DocSearch's `content`: a table row with an id). */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'content';

export const RECORD_TYPES: readonly RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'content'];

/** A record type read from stored data (a records file, a hosted engine's hit, the local index), or undefined when it is none. */
export const recordTypeOf = (value: unknown): RecordType | undefined => RECORD_TYPES.find((type) => type === value);

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** The attribute hosted backends facet and filter on for the section of a hit (`/search/`'s section filter). */
export const SECTION_ATTRIBUTE = 'hierarchy.lvl0';

/** The attribute hosted backends filter on for the docs version a record belongs to (`SearchRecord.version`). */
export const VERSION_ATTRIBUTE = 'version';

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: null;
  lvl5: null;
  lvl6: null;
}

export interface SearchRecord {
  objectID: string;
  /** Route URL with the heading anchor: `/webhooks/hmac-validation/#verify-the-signature`. */
  url: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string;
  /** Order of the record on the site, to break ranking ties the way the sidebar reads. */
  position: number;
  /**
   * The docs version of its page (content/versions.json): `latest` for the current docs, at the site
   * root, else the archived version's name, its route prefix. A reader's search asks for one version only.
   */
  version: string;
}

import type { SearchRecord } from '@/lib/search/types';

let position = 0;

/** A latest-docs search record for unit fixtures: a page (no heading) or one of its h2 sections, in the order made. */
export const searchRecord = (url: string, section: string, title: string, heading: string | null, content: string): SearchRecord => ({
  objectID: url,
  url,
  anchor: heading ? (url.split('#')[1] ?? null) : null,
  type: heading ? 'lvl2' : 'lvl1',
  hierarchy: { lvl0: section, lvl1: title, lvl2: heading, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content,
  position: position++,
  version: 'latest',
});

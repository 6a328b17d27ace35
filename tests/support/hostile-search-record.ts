/** A search record whose page text holds HTML with a handler, as a hosted engine would return it (issue 12). */
import type { SearchRecord } from '@/lib/search/types';

export const hostileMarkup = '<img src=x onerror="window.__xss=1">';

export const hostileRecord: SearchRecord = {
  objectID: '/webhooks/configuration/',
  url: '/webhooks/configuration/',
  anchor: null,
  type: 'lvl1',
  hierarchy: { lvl0: 'Webhooks', lvl1: `Shopper ${hostileMarkup}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: `Embed the shopper widget ${hostileMarkup} here.`,
  position: 1,
  version: 'latest',
};

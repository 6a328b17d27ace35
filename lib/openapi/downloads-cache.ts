/**
 * The API downloads step's cache (`.cache/api-downloads.json`, lib/build/step-cache.ts): the downloads
 * are made from the API document's text alone, and the converter, slow to load, is imported only when
 * a document changed.
 */
import type { StepCacheDefinition } from '../build/step-cache';
import { isRecord } from '../util/is-record';

export const apiDownloadsCache: StepCacheDefinition<{ document: string }, Record<string, string>> = {
  name: 'api-downloads',
  async make({ document }) {
    const { apiDownloads } = await import('./downloads');
    return apiDownloads(document);
  },
  parse: (value) => (isRecord(value) && Object.values(value).every((text) => typeof text === 'string') ? Object.fromEntries(Object.entries(value).map(([file, text]) => [file, String(text)])) : null),
};

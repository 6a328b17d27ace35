/** The search files of the last build, as the browser loads them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SEARCH_VERSION_META, searchFileUrls } from '@/lib/search/files';
import type { LocalSearchData } from '@/lib/search/local-client';
import { loadIndex } from '@/lib/search/local-index';
import type { SearchRecord } from '@/lib/search/types';

export const outDir = path.resolve(import.meta.dirname, '../../out');

export function builtSearchFiles(): { documentsPath: string; indexPath: string } {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const version = new RegExp(`<meta name="${SEARCH_VERSION_META}" content="([0-9a-f]{12})"`).exec(html)?.[1];
  if (!version) throw new Error('out/index.html names no search files: run npm run build first');
  const urls = searchFileUrls(version);
  return { documentsPath: path.join(outDir, urls.documents), indexPath: path.join(outDir, urls.index) };
}

export function loadBuiltSearch(): LocalSearchData {
  const { documentsPath, indexPath } = builtSearchFiles();
  return { records: JSON.parse(readFileSync(documentsPath, 'utf8')) as SearchRecord[], index: loadIndex(readFileSync(indexPath, 'utf8')) };
}

/** The search files of the last build, as the browser loads them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtSearchFiles } from '@/lib/search/built-files';
import type { LocalSearchData } from '@/lib/search/backends/local';
import { loadIndex } from '@/lib/search/local-index';
import type { SearchRecord } from '@/lib/search/types';

export const outDir = path.resolve(import.meta.dirname, '../../out');

export function loadBuiltSearch(): LocalSearchData {
  const { documentsPath, indexPath } = builtSearchFiles(outDir);
  return { records: JSON.parse(readFileSync(documentsPath, 'utf8')) as SearchRecord[], index: loadIndex(readFileSync(indexPath, 'utf8')) };
}

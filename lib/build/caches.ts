/**
 * The folders a CI should keep between builds (restore before `npm run build`, save after it): with
 * them, a build after a small edit redoes only what the edit changed. Everything else the build writes
 * (out/, the rest of .contentlayer/ and .next/) is rebuilt from them and the sources.
 * - `.contentlayer/.cache`: Contentlayer's compiled documents, by content hash.
 * - `.next/cache`: Next's compile cache.
 * - `.cache/`: the build steps' own caches, each in a folder of its own, keyed by content hash.
 */
import { NEXT_DIR } from './next-folder';

export const buildCaches: readonly string[] = ['.contentlayer/.cache', `${NEXT_DIR}/cache`, '.cache'];

/**
 * The scripts every page runs at startup carry V8's explicit compile hint, `//# allFunctionsCalledOnLoad`
 * (Chromium 136 and later; other engines read a comment). Without it V8 compiles each function on the main
 * thread when it is first called: the module factories of React DOM and Next's router, then React's work
 * loop, were most of a page's script time (issue 26: about 85 ms of the 110 ms the runtime's first task
 * took, measured on a Lighthouse trace). With it the background thread that streams the script compiles
 * every function of it, before it runs. Only the first-load scripts: a chunk loaded later for a feature
 * (search, the API console) would compile functions its reader may never call.
 */
import { isRecord } from '../util/is-record';

/** @internal Exported for its unit test (knip --production). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The script with the hint on its first line; a script that has it is returned as it is. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}\n${source}`;
}

/**
 * The scripts pages load before they run, as paths under `_next/`, from Next's build manifest
 * (`.next/build-manifest.json`: each page's chunks and `_app`'s, which every page loads too).
 */
export function firstLoadChunks(buildManifest: unknown, file: string): string[] {
  const pages = isRecord(buildManifest) ? buildManifest.pages : undefined;
  if (!isRecord(pages)) throw new Error(`${file} has no "pages" map: it is not the build manifest of a Next build this site knows. Run next build again.`);
  const chunks = new Set<string>();
  for (const [page, files] of Object.entries(pages)) {
    if (!Array.isArray(files)) throw new Error(`${file}: the files of page ${page} are not a list.`);
    for (const chunk of files) if (typeof chunk === 'string' && chunk.endsWith('.js')) chunks.add(chunk);
  }
  return [...chunks].sort();
}

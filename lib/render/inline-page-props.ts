/**
 * The page data NextScript writes into a page's HTML (`__NEXT_DATA__`) leaves out what the markup holds
 * already and React never reads back from it: a doc page's body (components/DocBody.tsx keeps the
 * server's markup) and a reference resource page's operations (lib/reference/deferred-content.ts). Next's
 * data file, written from getStaticProps' own object, keeps the whole props for client-side navigations.
 */
import { isRecord } from '../util/is-record';
import { inlineReferenceProps } from '../reference/deferred-content';

/** The page props as the page's HTML carries them. Takes Next's untyped page data. */
export function inlinePageProps(pageProps: unknown, buildId: string): unknown {
  if (isRecord(pageProps) && pageProps.kind === 'doc' && typeof pageProps.body === 'string') return { ...pageProps, body: null };
  return inlineReferenceProps(pageProps, buildId);
}

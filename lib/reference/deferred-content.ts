/**
 * A resource page of the reference would carry its operations twice: in the markup and in the page
 * data React hydrates from (`__NEXT_DATA__`), the field trees and six-language samples of every
 * operation. The page data in its HTML leaves them out and names the page's data file instead, which
 * Next writes for client-side navigations anyway (pages/_document.tsx); the body keeps the server's
 * markup until its chunk and that file are in (components/reference/ReferencePage.tsx). A client-side
 * navigation gets the whole content from that same file, as for any page.
 */
import { isRecord } from '../util/is-record';
import type { ReferenceContent } from './reference-page';

type ResourceContent = Extract<ReferenceContent, { view: 'resource' }>;

/** What the HTML's page data holds of a resource page's content. */
export interface DeferredResourceContent {
  view: 'deferred';
  /** The page's data file, whose props hold the whole content. */
  dataUrl: string;
}

/** Next's data file of a route as the export writes it: `/api/payments` is `/_next/data/<build>/api/payments.json`. */
function pageDataUrl(buildId: string, route: string): string {
  const path = route === '/' ? '/index' : route.replace(/\/$/, '');
  return `/_next/data/${buildId}${path}.json`;
}

/**
 * The page props as the page's HTML carries them: a reference resource page's content swapped for where
 * its data file is; any other page's as they are (lib/render/inline-page-props.ts). Takes Next's untyped page data.
 */
export function inlineReferenceProps(pageProps: unknown, buildId: string): unknown {
  if (!isRecord(pageProps) || pageProps.kind !== 'reference' || typeof pageProps.route !== 'string') return pageProps;
  if (!isRecord(pageProps.content) || pageProps.content.view !== 'resource') return pageProps;
  const content: DeferredResourceContent = { view: 'deferred', dataUrl: pageDataUrl(buildId, pageProps.route) };
  return { ...pageProps, content };
}

/**
 * A resource page's content from its data file (`{ pageProps: { content } }`), checked as far as the
 * body relies on its shape; null for anything else (a file of another build after a deploy, an error page).
 */
export function resourceContentOf(data: unknown): ResourceContent | null {
  if (!isRecord(data) || !isRecord(data.pageProps)) return null;
  const { content } = data.pageProps;
  return isResourceContent(content) ? content : null;
}

// The build's own file, as Next's router reads it for the page's props on a client-side navigation.
function isResourceContent(value: unknown): value is ResourceContent {
  return isRecord(value) && value.view === 'resource' && Array.isArray(value.operations) && value.operations.every((operation) => isRecord(operation) && typeof operation.id === 'string') && typeof value.consoleData === 'string' && (value.events === null || isRecord(value.events));
}

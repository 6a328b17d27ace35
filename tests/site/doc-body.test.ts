/**
 * A doc page's body is HTML rendered at build time and never rendered by React in the browser
 * (components/DocBody.tsx): the page data in its HTML carries no body, no compiled MDX and none of what
 * the MDX reads, and the data file a client-side navigation reads carries the body as the same HTML.
 * Were the body hydrated again, the page data would need the MDX and its data back: this fails then.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { allDocs } from '#content';
import { isRecord } from '@/lib/util/is-record';
import { routeUrl } from '@/lib/routes/routes';
import { outDir } from './built-search';

const NEXT_DATA = /<script id="__NEXT_DATA__" type="application\/json">([\s\S]*?)<\/script>/;

function pagePropsIn(html: string): Record<string, unknown> {
  const data: unknown = JSON.parse(NEXT_DATA.exec(html)?.[1] ?? 'null');
  if (!isRecord(data) || !isRecord(data.props) || !isRecord(data.props.pageProps)) throw new Error('no __NEXT_DATA__ page props');
  return data.props.pageProps;
}

const buildId = () => {
  const [id, ...others] = readdirSync(path.join(outDir, '_next/data'));
  if (!id || others.length > 0) throw new Error(`expected one build's data files in out/_next/data, found ${others.length + 1}`);
  return id;
};

const dataFile = (route: string) => path.join(outDir, '_next/data', buildId(), `${route === '/' ? '/index' : route}.json`);

/** The inner HTML of the element with the search content attribute: the body as the server rendered it. */
function bodyMarkup(html: string): string {
  const open = /<div data-search-content=""[^>]*>/.exec(html);
  if (!open) throw new Error('no body element');
  const start = open.index + open[0].length;
  // The body is followed by the page actions' markup (components/DocPage.tsx); find the body's own end by nesting.
  let depth = 1;
  const tags = /<(\/?)div\b[^>]*>/g;
  tags.lastIndex = start;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index);
  }
  throw new Error('the body element does not end');
}

const samples = ['/', '/webhooks/hmac-validation', '/payment-gateway/modifications/refund'];

describe('a doc page’s body', () => {
  it('is left out of the page data of every doc page’s HTML, with the compiled MDX and what it reads', () => {
    for (const doc of allDocs) {
      const props = pagePropsIn(readFileSync(path.join(outDir, routeUrl(doc.route), 'index.html'), 'utf8'));
      expect(props.body, doc.route).toBeNull();
      for (const key of ['code', 'concepts', 'data', 'api', 'childPages']) expect(props, `${doc.route}: ${key}`).not.toHaveProperty(key);
    }
  });

  it('is in the data file a client-side navigation reads, as the same HTML the page holds', () => {
    for (const route of samples) {
      const html = readFileSync(path.join(outDir, routeUrl(route), 'index.html'), 'utf8');
      const data: unknown = JSON.parse(readFileSync(dataFile(route), 'utf8'));
      const body = isRecord(data) && isRecord(data.pageProps) ? data.pageProps.body : undefined;
      expect(typeof body, route).toBe('string');
      expect(body, route).toBe(bodyMarkup(html));
    }
  });

  it('leaves the page data in the HTML small: the chrome’s props only', () => {
    for (const route of samples) {
      const html = readFileSync(path.join(outDir, routeUrl(route), 'index.html'), 'utf8');
      const data = NEXT_DATA.exec(html)?.[1] ?? '';
      // Measured at 2.3 to 3.1 KB gzip with the body left out; the HMAC page's was 10.9 KB with the MDX in it.
      expect(gzipSync(data).length, route).toBeLessThan(5_000);
    }
  });
});

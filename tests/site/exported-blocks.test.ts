/**
 * Every MDX block reaches the exported HTML in full: readers without JavaScript, the Markdown copies
 * and the search index all read that HTML. Derived from the content, so a new page is covered as it lands.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allDocs } from '#content';
import { dataSets, getSiteNav } from '@/lib/content';
import { dataSetsUsedBy } from '@/lib/page-data';
import { routeUrl } from '@/lib/routes';
import { outDir } from './built-search';

const htmlOf = (route: string) => readFileSync(path.join(outDir, routeUrl(route), 'index.html'), 'utf8');
const attributes = (mdx: string, component: string, attribute: string) =>
  [...mdx.matchAll(new RegExp(`<${component}\\b[^>]*?\\b${attribute}="([^"]+)"`, 'g'))].map((m) => m[1]);

describe('exported blocks', () => {
  const docs = allDocs;

  it('leaves no Suspense boundary pending in any page: a block that suspended on the server would be missing', () => {
    const pending = docs.filter((doc) => htmlOf(doc.route).includes('<!--$?-->')).map((doc) => doc.route);
    expect(pending).toEqual([]);
  });

  it('renders every row of every data table a page uses', () => {
    const users = docs.filter((doc) => dataSetsUsedBy(doc.body.raw).length > 0);
    expect(users.length).toBeGreaterThan(4);
    for (const doc of users) {
      const rows = dataSetsUsedBy(doc.body.raw).reduce((sum, key) => sum + dataSets[key]().length, 0);
      const rendered = (htmlOf(doc.route).match(/<tr[\s>]/g) ?? []).length;
      expect(rendered, `${doc.route}: ${rendered} table rows for ${rows} data rows`).toBeGreaterThanOrEqual(rows);
    }
  });

  it('renders every endpoint and parameter block a page names', () => {
    let blocks = 0;
    for (const doc of docs) {
      const html = htmlOf(doc.route);
      for (const operation of attributes(doc.body.raw, 'Endpoint', 'operation')) {
        blocks += 1;
        expect(html, `${doc.route}: <Endpoint operation="${operation}">`).toContain(`data-endpoint="${operation}"`);
      }
      const parameterTags = [...doc.body.raw.matchAll(/<Parameter\b[^>]*>/g)].map((m) => m[0]);
      for (const tag of parameterTags) {
        const operation = /operation="([^"]+)"/.exec(tag)?.[1];
        const name = /name="([^"]+)"/.exec(tag)?.[1];
        blocks += 1;
        expect(html, `${doc.route}: ${tag}`).toContain(`data-parameter="${operation}.${name}"`);
      }
    }
    expect(blocks).toBeGreaterThan(20);
  });

  it('lists every page of the folder on a page that uses <ChildPages />, with its description', () => {
    const nav = getSiteNav();
    const listing = docs.filter((doc) => /<ChildPages[\s/>]/.test(doc.body.raw));
    expect(listing.length).toBeGreaterThan(0);
    for (const doc of listing) {
      const html = htmlOf(doc.route);
      for (const child of nav.childPages(doc.route)) {
        expect(html, `${doc.route} → ${child.route}`).toContain(`href="${routeUrl(child.route)}"`);
        expect(html, `${doc.route} → ${child.route}`).toContain(child.description.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;').replace(/</g, '&lt;'));
      }
    }
  });
});

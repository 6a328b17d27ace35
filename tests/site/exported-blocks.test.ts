/**
 * Every MDX block reaches the exported HTML in full: readers without JavaScript, the Markdown copies
 * and the search index all read that HTML. Derived from the content, so a new page is covered as it lands.
 */
import { answerSummary, answersOf } from '@/paymora/operation-states';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { describe, expect, it } from 'vitest';
import { allDocs as allDocsInEveryVersion } from '#content';
import { ofCurrentDocs } from '../support/current-docs';
import { getNavTree, getSitePages } from '@/lib/site/reader';
import { componentsUsed } from '@/lib/mdx/components-used';
import { dataBlocksOf, pageRows } from '@/paymora/page-data';
import { childCards } from '@/lib/site/cards';
import { routeUrl } from '@/lib/routes/routes';
import { outDir } from './built-search';

// The current docs; archived versions (content/versions/) are frozen copies, checked by the content step.
const allDocs = ofCurrentDocs(allDocsInEveryVersion);

const dataBlocksUsedBy = (mdx: string) => dataBlocksOf(componentsUsed(mdx));
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
    const users = docs.filter((doc) => dataBlocksUsedBy(doc.body.raw).length > 0);
    expect(users.length).toBeGreaterThan(4);
    for (const doc of users) {
      const tree = fromHtml(htmlOf(doc.route));
      for (const key of dataBlocksUsedBy(doc.body.raw)) {
        // The error catalogue's actions feed the summary above each answer table: one row per code of the operation,
        // shown when it has two codes or more.
        if (key === 'errorActions') {
          for (const operation of attributes(doc.body.raw, 'OperationStateTable', 'operation')) {
            const summary = answerSummary(answersOf(pageRows('operationStates'), String(operation)), pageRows('errorActions'));
            const tables = selectAll(`table[data-data-set="errorActions"][data-operation="${String(operation)}"]`, tree);
            expect(tables.length, `${doc.route}: the summary of ${String(operation)}`).toBe(summary.length > 1 ? 1 : 0);
            for (const table of tables) expect(selectAll(':scope > tbody > tr', table).length, `${doc.route}: the codes of ${String(operation)}`).toBe(summary.length);
          }
          continue;
        }
        // The data table's own body rows: not its header, nor the rows of any other table on the page.
        const tables = selectAll(`table[data-data-set="${key}"]`, tree);
        expect(tables.length, `${doc.route}: a ${key} table`).toBeGreaterThan(0);
        // A data row holds cells; a group's heading row (a th spanning the table) does not count.
        const dataRows = (table: (typeof tables)[number]) => selectAll(':scope > tbody > tr', table).filter((row) => selectAll(':scope > td', row).length > 0).length;
        const whole = tables.filter((table) => table.properties.dataKind === undefined);
        const split = tables.filter((table) => table.properties.dataKind !== undefined);
        // An operation's table (data-operation) holds that operation's answers of operation-states.json.
        const rowsOf = (table: (typeof tables)[number]) => {
          const operation = table.properties.dataOperation;
          return operation === undefined ? pageRows(key).length : answersOf(pageRows('operationStates'), String(operation)).length;
        };
        for (const table of whole) expect(dataRows(table), `${doc.route}: body rows of the ${key} table`).toBe(rowsOf(table));
        // A data set shown as one table per kind (error codes and refusal reasons): together they hold every row.
        const kinds = new Set(split.map((table) => String(table.properties.dataKind)));
        const ofKinds = (pageRows(key) as readonly object[]).filter((row) => 'kind' in row && kinds.has(String(row.kind))).length;
        if (split.length > 0) expect(split.reduce((sum, table) => sum + dataRows(table), 0), `${doc.route}: body rows of the ${key} tables`).toBe(ofKinds);
      }
    }
  });

  it('draws the payment lifecycle in the exported HTML, from the rows its table renders', () => {
    const html = htmlOf('/payment-gateway/payment-lifecycle');
    const transitions = pageRows('paymentLifecycle');
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="payment-lifecycle-title payment-lifecycle-desc"/);
    expect(html).toContain('<title id="payment-lifecycle-title">Payment status diagram</title>');
    expect(html).toMatch(/<desc id="payment-lifecycle-desc">[^<]{100,}<\/desc>/);
    const svgStart = html.indexOf('aria-labelledby="payment-lifecycle-title');
    const svg = html.slice(svgStart, html.indexOf('</svg>', svgStart));
    const pairs = new Set(transitions.flatMap((t) => t.from.filter((from) => from !== t.to).map((from) => `${from}>${t.to}`)));
    expect((svg.match(/<polyline/g) ?? []).length).toBe(pairs.size);
    for (const t of transitions) expect(svg, t.label).toContain(t.label);
    // The same information as text, for screen readers and the Markdown copy.
    const listStart = html.indexOf('aria-label="The diagram as a list"');
    const list = html.slice(listStart, html.indexOf('</figure>', listStart));
    for (const t of transitions) for (const event of t.webhooks ?? []) expect(list).toContain(`<code>${event}</code>`);
    expect((list.match(/<li>/g) ?? []).length).toBeGreaterThanOrEqual(10 + transitions.length);
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
    const listing = getSitePages().filter((page) => page.components.includes('ChildPages'));
    expect(listing.length).toBeGreaterThan(0);
    for (const doc of listing) {
      const html = htmlOf(doc.route);
      for (const child of childCards(getNavTree(), getSitePages(), doc.route)) {
        expect(html, `${doc.route} → ${child.route}`).toContain(`href="${routeUrl(child.route)}"`);
        expect(html, `${doc.route} → ${child.route}`).toContain(child.description.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;').replace(/</g, '&lt;'));
      }
    }
  });
});

/**
 * Shared concepts (content/concepts/) reach the exported page of every route that includes them: their
 * text, for the integration the page names, in the static HTML that readers without JavaScript, the
 * Markdown copies and the search index read; their headings in the table of contents, with anchors.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { allConcepts as allConceptsInEveryVersion, allDocs as allDocsInEveryVersion } from '#content';
import { ofCurrentDocs } from '../support/current-docs';
import { conceptUsesOf } from '@/paymora/concepts';
import type { Heading } from '@/lib/mdx/headings';
import { parseMdx } from '@/lib/mdx/parse';
import { routeUrl } from '@/lib/routes/routes';
import { outDir } from './built-search';

const allConcepts = ofCurrentDocs(allConceptsInEveryVersion);
// The current docs; archived versions (content/versions/) are frozen copies, checked by the content step.
const allDocs = ofCurrentDocs(allDocsInEveryVersion);

const exported = (route: string, file: string) => readFileSync(path.join(outDir, routeUrl(route), file), 'utf8');

/** The visible text of an HTML fragment, with entities decoded and white space collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

interface Node {
  type: string;
  name?: string | null;
  children?: Node[];
}

/**
 * The paragraphs of a concept that every integration renders: outside `<Only>` blocks, with no `<Only>` inside,
 * and with no value component (`<AuthorisationWindow />`), whose text the source does not hold.
 */
function sharedParagraphs(mdx: string): string[] {
  const found: string[] = [];
  const isValue = (node: Node) => node.type === 'mdxJsxTextElement' && (node.children ?? []).length === 0;
  const hasOnly = (node: Node): boolean => (node.type.startsWith('mdxJsx') && node.name === 'Only') || isValue(node) || (node.children ?? []).some(hasOnly);
  const walk = (node: Node) => {
    if (node.type.startsWith('mdxJsx') && node.name === 'Only') return;
    if (node.type === 'paragraph') {
      if (!hasOnly(node)) found.push(toString(node as Parameters<typeof toString>[0]).replace(/\s+/g, ' ').trim());
      return;
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(parseMdx(mdx) as unknown as Node);
  return found.filter((text) => text.length > 20);
}

describe('shared concepts in the exported pages', () => {
  const concepts = new Map(allConcepts.map((concept) => [concept.name, concept]));
  const uses = allDocs.flatMap((doc) => conceptUsesOf(doc.body.raw).map((use) => ({ doc, use })));

  it('are used by the optional-parameter pages', () => {
    expect(concepts.size).toBeGreaterThanOrEqual(8);
    expect(uses.length).toBeGreaterThanOrEqual(27);
    expect(new Set(uses.map(({ use }) => use.name))).toEqual(new Set(concepts.keys()));
  });

  it("render the concept's text in the HTML of every route that uses it", () => {
    for (const { doc, use } of uses) {
      const concept = concepts.get(use.name);
      expect(concept, `${doc.route}: <Concept name="${use.name}">`).toBeDefined();
      if (!concept) continue;
      const html = exported(doc.route, 'index.html');
      expect(html, `${doc.route}: wrapper of ${use.name}`).toContain(`data-concept="${use.name}"`);
      const text = textOf(html);
      const paragraphs = sharedParagraphs(concept.body.raw);
      expect(paragraphs.length, `${use.name}: a paragraph every integration renders`).toBeGreaterThan(0);
      for (const paragraph of paragraphs) expect(text, `${doc.route}: text of concept ${use.name}`).toContain(paragraph);
    }
  });

  it("put the concept's headings in the page, its table of contents and its Markdown copy", () => {
    for (const { doc, use } of uses) {
      const concept = concepts.get(use.name);
      if (!concept) continue;
      const html = exported(doc.route, 'index.html');
      const markdown = exported(doc.route, 'index.md');
      for (const heading of concept.headings as Heading[]) {
        expect(html, `${doc.route}: heading #${heading.id}`).toMatch(new RegExp(`<h${heading.depth}[^>]*id="${heading.id}"`));
        if (heading.depth <= 3) expect(html, `${doc.route}: TOC link to #${heading.id}`).toContain(`href="#${heading.id}"`);
        expect(markdown, `${doc.route}: ${heading.text} in index.md`).toContain(`${'#'.repeat(heading.depth)} ${heading.text}`);
      }
    }
  });

  it('reach the data file a client-side navigation reads, rendered in the body’s HTML, and the page data in the HTML carries none', () => {
    const [buildId] = readdirSync(path.join(outDir, '_next/data'));
    for (const doc of allDocs) {
      const data = /<script id="__NEXT_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(exported(doc.route, 'index.html'))?.[1];
      expect(JSON.parse(data ?? '{}'), doc.route).not.toHaveProperty('props.pageProps.concepts');
      const file = JSON.parse(readFileSync(path.join(outDir, '_next/data', buildId ?? '', `${doc.route === '/' ? '/index' : doc.route}.json`), 'utf8')) as { pageProps?: { body?: string } };
      for (const use of conceptUsesOf(doc.body.raw)) {
        const concept = allConcepts.find((candidate) => candidate.name === use.name);
        for (const heading of (concept?.headings ?? []) as Heading[]) expect(file.pageProps?.body, `${doc.route}: #${heading.id}`).toMatch(new RegExp(`<h${heading.depth}[^>]*id="${heading.id}"`));
      }
    }
  });

  it('render only the blocks of the page’s own integration', () => {
    // The delayed-capture concept has a sentence for POST /payments only.
    const only = 'If nothing can go wrong between authorisation and fulfilment';
    for (const { doc, use } of uses.filter(({ use }) => use.name === 'delayed-capture')) {
      expect(textOf(exported(doc.route, 'index.html')).includes(only), `${doc.route} (${use.integration})`).toBe(use.integration === 'payments');
    }
  });
});

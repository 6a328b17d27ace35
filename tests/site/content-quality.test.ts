/**
 * Content is code: every page's description, samples, links and anchors, checked on the typed
 * content the build used (.contentlayer), stricter than the build itself (which only warns on anchors).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { allConcepts as allConceptsInEveryVersion, allDocs as allDocsInEveryVersion, allTestCardSets } from '#content';
import { ofCurrentDocs } from '../support/current-docs';
import { getSitePages } from '@/lib/site/reader';
import { checkLinks, extractLinks, type LinkablePage } from '@/lib/mdx/links';
import { parseMdx } from '@/lib/mdx/parse';
import { loadApi } from '@/lib/openapi/document';
import { closed } from '../support/closed-schema';
import { CONTENT_FOLDER, contentFile } from '@/lib/build/folders';

const allConcepts = ofCurrentDocs(allConceptsInEveryVersion);
// The current docs; archived versions (content/versions/) are frozen copies, checked by the content step.
const allDocs = ofCurrentDocs(allDocsInEveryVersion);
const testCardSet = allTestCardSets.find((set) => set._raw.sourceFilePath === 'data/test-cards.json') ?? { cards: [] };

const root = path.resolve(import.meta.dirname, '../..');
const file = (doc: { _raw: { sourceFilePath: string } }) => contentFile(doc._raw.sourceFilePath);

/** The Luhn check every real card number passes. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}


describe('every page', () => {
  it('has a description of useful length (50 to 300 characters)', () => {
    const bad = allDocs.filter((doc) => doc.description.length < 50 || doc.description.length > 300).map((doc) => `${file(doc)}: ${doc.description.length}`);
    expect(bad).toEqual([]);
  });

  it('has no placeholder text', () => {
    const placeholder = /\b(lorem ipsum|TODO|TBD|FIXME|coming soon|XXX)\b/i;
    const bad = allDocs.filter((doc) => placeholder.test(doc.body.raw) || placeholder.test(doc.title) || placeholder.test(doc.description)).map(file);
    expect(bad).toEqual([]);
  });

  it('has no empty section: every heading is followed by content before the next heading of its level or above', () => {
    const bad: string[] = [];
    for (const doc of allDocs) {
      const tree = parseMdx(doc.body.raw);
      const children = tree.children;
      children.forEach((node, i) => {
        if (node.type !== 'heading') return;
        const next = children[i + 1];
        if (!next || (next.type === 'heading' && next.depth <= node.depth)) bad.push(`${file(doc)}:${node.position?.start.line}`);
      });
    }
    expect(bad).toEqual([]);
  });

  it('has only JSON samples that parse and match the schema they name in the OpenAPI document, with no field it does not describe', async () => {
    process.env.CONTENT_DIR = path.join(root, CONTENT_FOLDER);
    const schemas = ((await loadApi()).components?.schemas ?? {}) as Record<string, object>;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const bad: string[] = [];
    let count = 0;
    for (const doc of allDocs) {
      visit(parseMdx(doc.body.raw), 'code', (node) => {
        if (node.lang !== 'json') return;
        count += 1;
        const where = `${file(doc)}:${node.position?.start.line}`;
        const name = /(?:^|\s)schema=(\w+)/.exec(node.meta ?? '')?.[1];
        // Data that is not an API payload says so (the signature test vectors, checked by their own test).
        if (name === 'none') return;
        const schema = name ? schemas[name] : undefined;
        if (!schema) {
          bad.push(`${where}: name the sample's schema in the fence (\`\`\`json schema=Name), one of ${Object.keys(schemas).join(', ')}, or schema=none for data that is no API payload`);
          return;
        }
        let value: unknown;
        try {
          value = JSON.parse(node.value);
        } catch (error) {
          bad.push(`${where}: ${(error as Error).message}`);
          return;
        }
        const validate = ajv.compile(closed(schema));
        if (!validate(value)) bad.push(`${where}: does not match ${name}: ${ajv.errorsText(validate.errors)}`);
      });
    }
    expect(bad).toEqual([]);
    expect(count).toBeGreaterThan(5);
  });

  it('links only to routes and anchors that exist, and outside the site only to .example domains', () => {
    const docs = new Map(allDocs.map((doc) => [doc.route, doc]));
    // Every route of the site manifest, categories too; a page's anchors are its own headings and those of the concepts it includes.
    const pages: LinkablePage[] = getSitePages().map((page) => {
      const doc = docs.get(page.route);
      return { file: doc ? file(doc) : page.route, route: page.route, anchors: new Set(page.headings.map((h) => h.id)), links: doc ? extractLinks(doc.body.raw) : [] };
    });
    // A concept's `#anchor` would depend on the page that includes it, so it may have none.
    const concepts: LinkablePage[] = allConcepts.map((concept) => ({ file: file(concept), route: `concept:${concept.name}`, anchors: new Set<string>(), links: extractLinks(concept.body.raw) }));
    const sources = [...pages, ...concepts];
    // Stricter than the build, which only warns on anchors: here every problem fails.
    const bad = checkLinks(sources, new Set(), { anchors: 'error' }).map((problem) => `${problem.file}:${problem.line} ${problem.message}`);
    for (const { file: where, links } of sources) {
      for (const { url, line } of links) {
        if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url) && !/^(https:\/\/[a-z.-]+\.example(\/|$)|mailto:|tel:)/.test(url)) bad.push(`${where}:${line} ${url} (external links must use .example domains)`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('includes sample files that exist', () => {
    const bad: string[] = [];
    for (const doc of allDocs) {
      for (const match of doc.body.raw.matchAll(/file=<rootDir>\/(\S+)/g)) {
        try {
          readFileSync(path.join(root, CONTENT_FOLDER, match[1] ?? ''));
        } catch {
          bad.push(`${file(doc)}: ${match[1]}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });
});

describe('test cards', () => {
  it('are real card numbers: Luhn-valid, with the length of their brand', () => {
    const lengths: Record<string, number> = { 'American Express': 15 };
    for (const card of testCardSet.cards) {
      const digits = card.number.replace(/\s+/g, '');
      expect(luhn(digits), card.number).toBe(true);
      expect(digits.length, card.number).toBe(lengths[card.brand] ?? 16);
      expect(card.cvc.length, card.number).toBe(card.brand === 'American Express' ? 4 : 3);
    }
  });

  it('luhn rejects a mistyped number', () => {
    expect(luhn('4111111111111111')).toBe(true);
    expect(luhn('4111111111111112')).toBe(false);
  });
});

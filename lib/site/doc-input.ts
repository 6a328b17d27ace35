/**
 * What the site manifest records of one doc page, from its Contentlayer document and its MDX body:
 * the one place that decides which components and concepts a page uses (from the syntax tree, so a
 * tag inside a code fence does not count) and which headings it renders.
 */
import { conceptNamesUsedBy, renderedHeadings } from '../concepts';
import type { Heading } from '../headings';
import { jsxUses } from '../jsx-attributes';
import type { DocInput } from './manifest';
import type { DocEntry } from './nav-tree';

/** A doc page as Contentlayer gives it: its navigation entry, its MDX body and its own headings. */
export interface DocSource extends DocEntry {
  raw: string;
  headings: Heading[];
}

/** A concept as the pages that include it need it: its headings and the components its own body uses. */
export interface ConceptSummary {
  headings: readonly Heading[];
  components: readonly string[];
}

export const componentsOf = (mdx: string): string[] => [...new Set(jsxUses(mdx).map((use) => use.component))].sort();

export function docInput(doc: DocSource, concepts: ReadonlyMap<string, ConceptSummary>): DocInput {
  const included = conceptNamesUsedBy(doc.raw);
  const components = new Set(componentsOf(doc.raw));
  for (const name of included) for (const component of concepts.get(name)?.components ?? []) components.add(component);
  const conceptHeadings = new Map([...concepts].map(([name, concept]) => [name, concept.headings]));
  return {
    sourceFilePath: doc.sourceFilePath,
    route: doc.route,
    title: doc.title,
    description: doc.description,
    sidebarLabel: doc.sidebarLabel,
    position: doc.position,
    headings: renderedHeadings(doc.raw, doc.headings, conceptHeadings),
    components: [...components].sort(),
    concepts: included,
  };
}

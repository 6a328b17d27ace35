/**
 * What the site manifest records of one doc page, from its Contentlayer document and its MDX body:
 * the one place that decides which components and concepts a page uses (from the syntax tree, so a
 * tag inside a code fence does not count) and which headings it renders.
 */
import type { Heading } from '../mdx/headings';
import { componentsUsed } from '../mdx/components-used';
import { apiUsesOf } from '../openapi/page-endpoints';
import type { DocInput } from './manifest';
import type { DocEntry } from './nav-tree';

/** How a site's pages include shared text written once (its concepts), as the manifest reads them: a part the site passes in (lib/render/site-parts.ts). */
export interface ConceptIncludes {
  /** The names of the includes an MDX body renders, each once, in order. */
  namesUsedBy(mdx: string): string[];
  /** A page's headings as it renders: its own, with each include's headings at the place of the include. */
  renderedHeadings(pageMdx: string, pageHeadings: readonly Heading[], includeHeadings: ReadonlyMap<string, readonly Heading[]>): Heading[];
}

/** A doc page as Contentlayer gives it: its navigation entry, its MDX body and its own headings. */
export interface DocSource extends DocEntry {
  raw: string;
  headings: Heading[];
}

/** A concept as the pages that include it need it: its headings and the components its own body uses. */
// A type, not an interface: it is part of the content check's cache input (lib/checks/load-model.ts).
export type ConceptSummary = {
  headings: readonly Heading[];
  components: readonly string[];
  /** The API operations its endpoint and parameter blocks render. */
  operations: readonly string[];
};

/** The operations an MDX body's API blocks render, each once, in order of first use. */
export const operationsUsed = (raw: string): string[] => [...new Set(apiUsesOf(raw).map((use) => use.operation))];

export function docInput(doc: DocSource, concepts: ReadonlyMap<string, ConceptSummary>, includes: ConceptIncludes): DocInput {
  const included = includes.namesUsedBy(doc.raw);
  // In order of first use: the page's own, then those of the concepts it includes.
  const components = new Set(componentsUsed(doc.raw));
  for (const name of included) for (const component of concepts.get(name)?.components ?? []) components.add(component);
  const operations = new Set(operationsUsed(doc.raw));
  for (const name of included) for (const operation of concepts.get(name)?.operations ?? []) operations.add(operation);
  const conceptHeadings = new Map([...concepts].map(([name, concept]) => [name, concept.headings]));
  return {
    sourceFilePath: doc.sourceFilePath,
    route: doc.route,
    title: doc.title,
    description: doc.description,
    sidebarLabel: doc.sidebarLabel,
    position: doc.position,
    headings: includes.renderedHeadings(doc.raw, doc.headings, conceptHeadings),
    components: [...components],
    concepts: included,
    operations: [...operations],
  };
}

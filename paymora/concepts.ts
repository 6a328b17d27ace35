/**
 * Shared concepts: text that several routes render, written once in `content/concepts/<name>.mdx`
 * and placed in a page with `<Concept name="…" integration="…" />`. What differs per route is passed
 * explicitly: the page names its integration, and the fragment selects what only some integrations
 * have with `<Only integrations="…">`, and links to the page's own sibling pages with
 * `<SiblingLink page="…">`. Everything else (intro, `<Parameter>` block, what the shopper sees, the
 * sandbox test) stays in the page. The content check (scripts/check-content.ts) runs
 * `conceptProblems`: a missing concept or an unknown integration fails the build with file and line.
 */
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import type { Heading } from '../lib/mdx/headings';
import { jsxUses, stringAttribute, type JsxUse } from '../lib/mdx/jsx-attributes';
import { isComponentNode, isUseOf } from './mdx-components';
import { integrationNames, isIntegration, siblingRoute } from './integrations';
import { parseMdx } from '../lib/mdx/parse';
import { componentsUsed } from '../lib/mdx/components-used';
import type { ConceptIncludes } from '../lib/site/doc-input';

interface ConceptUse {
  name: string;
  integration: string | null;
  line: number;
}

const mentionsConcept = (mdx: string) => componentsUsed(mdx).includes('Concept');

/**
 * Every `<Concept>` of an MDX body, with its line.
 * @internal Exported for its site test (knip --production).
 */
export function conceptUsesOf(mdx: string): ConceptUse[] {
  return mentionsConcept(mdx) ? conceptUsesIn(jsxUses(mdx)) : [];
}

/** The `<Concept>`s among a body's JSX uses. */
function conceptUsesIn(uses: readonly JsxUse[]): ConceptUse[] {
  return uses.filter((use) => isUseOf(use, 'Concept')).map((use) => ({ name: use.attributes.name ?? '', integration: use.attributes.integration ?? null, line: use.line }));
}

/** The concepts a page renders, each once, in order. */
function conceptNamesUsedBy(mdx: string): string[] {
  return [...new Set(conceptUsesOf(mdx).map((use) => use.name))];
}

export interface ConceptSource {
  name: string;
  /** The file an author opens, for messages. */
  file: string;
  /** Lines before the body (front matter), so that body lines can be reported as file lines. */
  lineOffset: number;
  /** The front matter's `integrations`, and the line of the file that lists them. */
  integrations: readonly string[];
  integrationsLine?: number;
  raw: string;
  headings: readonly Heading[];
}

export interface ConceptPage {
  file: string;
  route: string;
  lineOffset: number;
  /** The JSX elements of its body (jsxUses), which the content check has already read: no second parse. */
  uses: readonly JsxUse[];
  headings: readonly Heading[];
}

export interface ConceptProblem {
  file: string;
  line?: number;
  message: string;
  severity: 'error' | 'warning';
}

/** Headings in a concept that sit inside an `<Only>` block: the table of contents could not tell which integration has them. */
function headingsInsideOnly(mdx: string): { text: string; line: number }[] {
  const found: { text: string; line: number }[] = [];
  visit(parseMdx(mdx), (node) => {
    if (!isComponentNode(node, 'Only')) return;
    visit(node, 'heading', (heading) => {
      found.push({ text: toString(heading), line: heading.position?.start.line ?? 0 });
    });
  });
  return found;
}

const integrationList = (value: string | null) => (value ?? '').split(/\s+/).filter(Boolean);

/** Every `<SiblingLink>` of a concept with the integrations of the innermost `<Only>` around it (null: all). */
function siblingLinksOf(mdx: string): { page: string | null; line: number; only: string[] | null }[] {
  const links: { page: string | null; line: number; only: string[] | null }[] = [];
  const only = new Map<object, string[]>();
  // The walk meets an <Only> before what it holds, and an outer <Only> before an inner one, which has the last word.
  visit(parseMdx(mdx), (node) => {
    if (isComponentNode(node, 'Only')) {
      const listed = integrationList(stringAttribute(node, 'integrations'));
      visit(node, (inner) => {
        if (isComponentNode(inner, 'SiblingLink')) only.set(inner, listed);
      });
    }
    if (isComponentNode(node, 'SiblingLink')) {
      links.push({ page: stringAttribute(node, 'page'), line: node.position?.start.line ?? 0, only: only.get(node) ?? null });
    }
  });
  return links;
}

/**
 * What is wrong with the concepts and their uses: a page naming a missing concept or an unknown
 * integration, a concept written for an unknown integration, a sibling link to a page an integration
 * lacks, a heading that would appear twice on a page. `routes` are the site's routes.
 */
export function conceptProblems(pages: readonly ConceptPage[], concepts: readonly ConceptSource[], routes: ReadonlySet<string>): ConceptProblem[] {
  const problems: ConceptProblem[] = [];
  const error = (file: string, line: number | undefined, message: string) => problems.push({ file, line, message, severity: 'error' });
  const byName = new Map(concepts.map((concept) => [concept.name, concept]));
  const known = integrationNames.join(', ');
  const usedBy = new Map<string, Set<string>>();

  for (const concept of concepts) {
    const at = (line: number) => line + concept.lineOffset;
    for (const integration of concept.integrations) {
      if (!isIntegration(integration)) error(concept.file, concept.integrationsLine, `integrations lists "${integration}", which is not an integration; known: ${known} (paymora/concepts.ts)`);
    }
    const declared = concept.integrations.filter(isIntegration);
    for (const use of jsxUses(concept.raw)) {
      if (isUseOf(use, 'Concept')) error(concept.file, at(use.line), `a concept cannot include another concept (<Concept name="${use.attributes.name ?? ''}">); place both in the page`);
      if (isUseOf(use, 'Only')) {
        const listed = integrationList(use.attributes.integrations ?? null);
        if (listed.length === 0) error(concept.file, at(use.line), '<Only> needs integrations="…": the integrations that render its text');
        for (const integration of listed) {
          if (!isIntegration(integration)) error(concept.file, at(use.line), `<Only integrations="${use.attributes.integrations}"> names "${integration}", which is not an integration; known: ${known}`);
          else if (!declared.includes(integration)) error(concept.file, at(use.line), `<Only> names "${integration}", which is not in this concept's integrations (${declared.join(', ')})`);
        }
      }
    }
    // A sibling link must exist for every integration that renders it (inside <Only>, only those listed).
    for (const link of siblingLinksOf(concept.raw)) {
      for (const integration of declared.filter((name) => !link.only || link.only.includes(name))) {
        const target = siblingRoute(integration, link.page).split('#')[0] ?? '';
        if (!routes.has(target)) error(concept.file, at(link.line), `<SiblingLink page="${link.page ?? ''}"> points to ${target} for ${integration}, and there is no such page`);
      }
    }
    for (const heading of headingsInsideOnly(concept.raw)) {
      error(concept.file, at(heading.line), `the heading "${heading.text}" is inside <Only>: headings of a concept appear on every page that uses it; move the heading into the pages or out of the block`);
    }
  }

  for (const page of pages) {
    const at = (line: number) => line + page.lineOffset;
    for (const use of page.uses) {
      if (isUseOf(use, 'Only') || isUseOf(use, 'SiblingLink')) {
        error(page.file, at(use.line), `<${use.component}> works inside a concept (content/concepts/) only; a page writes its own text and links`);
      }
    }
    const ids = new Map(page.headings.map((heading) => [heading.id, 'the page']));
    for (const use of conceptUsesIn(page.uses)) {
      const concept = byName.get(use.name);
      if (!use.name || !concept) {
        error(page.file, at(use.line), `<Concept name="${use.name}"> names no concept of content/concepts/; known: ${[...byName.keys()].sort().join(', ') || 'none'}`);
        continue;
      }
      if (!isIntegration(use.integration)) {
        error(page.file, at(use.line), `<Concept name="${use.name}" integration="${use.integration ?? ''}">: integration must be one of ${known}`);
        continue;
      }
      if (!concept.integrations.includes(use.integration)) {
        error(page.file, at(use.line), `<Concept name="${use.name}"> is not written for ${use.integration} (its integrations: ${concept.integrations.join(', ')}); add it to ${concept.file} and check the text`);
        continue;
      }
      usedBy.set(use.name, (usedBy.get(use.name) ?? new Set()).add(use.integration));
      for (const heading of concept.headings) {
        const other = ids.get(heading.id);
        if (other) error(page.file, at(use.line), `the heading "${heading.text}" (#${heading.id}) of concept ${use.name} is also in ${other}: one id per page`);
        else ids.set(heading.id, `concept ${use.name}`);
      }
    }
  }

  for (const concept of concepts) {
    const users = usedBy.get(concept.name);
    if (!users) problems.push({ file: concept.file, message: 'no page uses this concept', severity: 'warning' });
    else {
      for (const integration of concept.integrations) {
        if (isIntegration(integration) && !users.has(integration)) problems.push({ file: concept.file, message: `written for ${integration}, but no ${integration} page uses it`, severity: 'warning' });
      }
    }
  }
  return problems;
}

/**
 * The headings of a page as it renders: its own, with the headings of each concept at the place of
 * its `<Concept>`. Ids are those the compiled HTML carries (rehype-slug runs per document: the page's
 * ids come from the page, a concept's from the concept; the content check keeps them apart).
 * @internal Exported for its unit test (knip --production).
 */
export function renderedHeadings(pageMdx: string, pageHeadings: readonly Heading[], conceptHeadings: ReadonlyMap<string, readonly Heading[]>): Heading[] {
  if (!mentionsConcept(pageMdx)) return [...pageHeadings];
  const out: Heading[] = [];
  const own = [...pageHeadings];
  // Walk in document order: the page's own headings come in the order extractHeadings found them.
  visit(parseMdx(pageMdx), (node) => {
    if (node.type === 'heading') {
      if (node.depth < 2) return;
      const heading = own.shift();
      if (heading) out.push(heading);
    } else if (node.type === 'mdxJsxFlowElement' && isComponentNode(node, 'Concept')) {
      out.push(...(conceptHeadings.get(stringAttribute(node, 'name') ?? '') ?? []));
    }
  });
  return [...out, ...own];
}

/** How a page includes concepts, as the engine's site manifest reads it (lib/site/doc-input.ts). */
export const conceptIncludes: ConceptIncludes = { namesUsedBy: conceptNamesUsedBy, renderedHeadings };

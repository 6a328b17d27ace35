/**
 * Clean Markdown of a page from its exported article (what readers see, tables and code included), for
 * llms-full.txt, the per-page `index.md` and the "Copy page as Markdown" button.
 */
import type { Element, ElementContent, Root } from 'hast';
import { select } from 'hast-util-select';
import { toMdast } from 'hast-util-to-mdast';
import { toText } from 'hast-util-to-text';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { selectorOf } from '../html-contract/attributes';
import { attributeValue, hasAttribute, isChrome as isContentChrome } from '../html-contract/readers';

/**
 * Chrome inside the content that is not content: copy buttons, tab lists, code labels, what is hidden
 * from screen readers, and drawings (an SVG's text is not prose; a diagram is followed by its text).
 */
function isChrome(node: Element): boolean {
  return isContentChrome(node) || node.tagName === 'svg' || String(node.properties.ariaHidden) === 'true';
}

/**
 * An element shown as a line of its own (Tailwind `block`, `flex`, `grid`) inside running text: a table
 * cell's note under its value. Markdown has no line break in a table cell, so a space keeps the two apart
 * ("Full or partial Until 365 days", not "Full or partialUntil 365 days").
 */
function isDisplayedApart(node: Element): boolean {
  const classes = Array.isArray(node.properties.className) ? node.properties.className.map(String) : [];
  return classes.some((c) => c === 'block' || c === 'flex' || c === 'grid');
}

const space = (): ElementContent => ({ type: 'text', value: ' ' });

/** How a copy is cleaned: links made absolute, and the page's elements by id for its folds. */
interface CleanContext {
  absolute: (href: string) => string;
  byId: ReadonlyMap<string, Element>;
}

function elementsById(root: Element | Root): Map<string, Element> {
  const out = new Map<string, Element>();
  const walk = (node: Element | Root) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (typeof child.properties.id === 'string') out.set(child.properties.id, child);
      walk(child);
    }
  };
  walk(root);
  return out;
}

/** The parts of one kind of a row that its folds stand for, outermost only (a part's own parts come with it). */
function foldParts(node: Element, kind: string): Element[] {
  return node.children.flatMap((child) => {
    if (child.type !== 'element') return [];
    if (hasAttribute(child, 'foldPart')) return attributeValue(child, 'foldPart') === kind ? [child] : [];
    return foldParts(child, kind);
  });
}

/** What a fold line stands for: the listed row and the kind of part, or null for any other element. */
function foldOf(node: Element, byId: ReadonlyMap<string, Element>): { listed: Element; kind: 'values' | 'fields' } | null {
  const kind = hasAttribute(node, 'foldValuesOf') ? 'values' : hasAttribute(node, 'foldFieldsOf') ? 'fields' : null;
  const listed = kind && byId.get(attributeValue(node, kind === 'values' ? 'foldValuesOf' : 'foldFieldsOf'));
  return kind && listed ? { listed, kind } : null;
}

function clean(nodes: ElementContent[], context: CleanContext): ElementContent[] {
  const { absolute } = context;
  const out: ElementContent[] = [];
  for (const node of nodes) {
    // React's <!-- --> between adjacent text nodes (a concept's <Only> that renders nothing leaves some) is not content.
    if (node.type === 'comment') continue;
    if (node.type !== 'element') {
      out.push(node);
      continue;
    }
    if (isChrome(node)) continue;
    // A reference row's fold: the copy has room, so it gets the values or fields the row links to, as the first row gives them.
    const fold = foldOf(node, context.byId);
    if (fold) {
      out.push(...clean(foldParts(fold.listed, fold.kind), context));
      continue;
    }
    if (node.tagName === 'pre') {
      // Shiki's spans become one plain code block with its language.
      const language = typeof node.properties.dataLanguage === 'string' && node.properties.dataLanguage !== 'text' ? node.properties.dataLanguage : undefined;
      out.push({
        type: 'element',
        tagName: 'pre',
        properties: {},
        children: [{ type: 'element', tagName: 'code', properties: language ? { className: [`language-${language}`] } : {}, children: [{ type: 'text', value: toText(node, { whitespace: 'pre' }) }] }],
      });
      continue;
    }
    if (node.tagName === 'a' && Array.isArray(node.properties.className) && node.properties.className.includes('heading-anchor')) {
      out.push(...clean(node.children, context));
      continue;
    }
    const properties = { ...node.properties };
    if (node.tagName === 'a' && typeof properties.href === 'string') properties.href = absolute(properties.href);
    if (node.tagName === 'aside') {
      // Callouts read as block quotes.
      out.push({ type: 'element', tagName: 'blockquote', properties: {}, children: clean(node.children, context) });
      continue;
    }
    const element: ElementContent = { ...node, properties, children: clean(node.children, context) };
    // Whitespace collapses when the tree becomes Markdown, so a space too many does no harm.
    if (isDisplayedApart(node)) out.push(space(), element, space());
    else out.push(element);
  }
  return out;
}

/**
 * @internal Exported for its unit test (knip --production).
 * Escapes Markdown does not need, in the text outside code: the serializer escapes every `_`, `*` and `[`
 * that could be Markdown, although the page's text is literal. These cannot start emphasis or a link
 * ("pk_test\_", "payment.\*", "^\[A-Z]{3}$"), so the copies read as the page does:
 * - `\_` after a letter or digit: an underscore there can close emphasis but never open it, and every
 *   underscore that could open one keeps its backslash;
 * - `\*` after a non-space and before a space or the end of the line: it cannot open emphasis, nor start a list;
 * - `\[` whose `]` is not followed by `(`, `[` or `:`: no link, since the copies define no references.
 *   Not at the start of a list item, where `[ ]` would become a task box.
 */
export function unescapeLiteralText(markdown: string): string {
  const parts = markdown.split(/(^(`{3,})[^\n]*\n[\s\S]*?\n\2$)/m);
  return parts
    .map((part, i) => {
      // split() with two groups: [text, fence, fence marker, text, …]; only the text parts change.
      if (i % 3 !== 0) return i % 3 === 1 ? part : '';
      return part
        .split(/(`+[^`\n]*`+)/)
        .map((piece, j) => (j % 2 === 1 ? piece : unescapePlain(piece)))
        .join('');
    })
    .join('');
}

function unescapePlain(text: string): string {
  return text
    .replace(/(?<=[\p{L}\p{N}])\\_/gu, '_')
    .replace(/(?<=\S)\\\*(?=\s|$)/gm, '*')
    .replace(/(?<!^\s*(?:[-*+]|\d+\.)\s+)\\\[([^\]\n]*)\](?![([:])/gm, '[$1]');
}

/** The Markdown copy of a page's article (lib/outputs/article-html.ts), its links made absolute against `pageUrl`. */
export function articleMarkdown(article: Element, pageUrl: string): string {
  const title = toText(select('h1', article) ?? article).trim();
  const description = toText(select(selectorOf('description'), article) ?? { type: 'root', children: [] }).trim();
  const body = select(selectorOf('content'), article);
  const absolute = (href: string) => (href.startsWith('/') ? new URL(href, pageUrl).href : href);
  const content = body ? clean(body.children, { absolute, byId: elementsById(body) }) : [];
  const mdast = toMdast({ type: 'root', children: content });
  const markdown = unescapeLiteralText(toMarkdown(mdast, { extensions: [gfmToMarkdown()], bullet: '-', fences: true, rule: '-' }).trim());
  return `# ${title}\n\n> ${description}\n\nSource: ${pageUrl}\n\n${markdown}\n`;
}

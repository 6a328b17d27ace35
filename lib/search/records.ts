/**
 * Search records from the exported article, i.e. from what readers see: the page title, each h2/h3
 * section with its text (tables and code included, so a parameter name or an error code finds the
 * page that defines it).
 */
import type { Element, ElementContent } from 'hast';
import { select, selectAll } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import type { Hierarchy, SearchRecord } from './types';
import { selectorOf } from '../html-contract/attributes';
import { attributeValue, hasAttribute, isChrome } from '../html-contract/readers';

/** Longest text kept per record: enough to match and to snippet, small enough to ship. */
const MAX_CONTENT_CHARS = 2400;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A copy of a node with a space between each two elements side by side: what the reader sees as two
 * words (a code and the note set under it as a block, a badge and its label, links in a row, a
 * diagram's labels) has no space in the markup, and would be indexed as one made-up word that prefix
 * and typo matching then find ('refunded' and 'nothing' read as 'refundednothing'). A code block keeps
 * its own spacing: its highlighted tokens sit side by side as written.
 */
function spaced<T extends Element>(node: T): T {
  if (node.tagName === 'pre') return node;
  const children: ElementContent[] = [];
  for (const child of node.children) {
    if (child.type === 'element' && children.at(-1)?.type === 'element') children.push({ type: 'text', value: ' ' });
    children.push(child.type === 'element' ? spaced(child) : child);
  }
  return { ...node, children };
}

/** The words of a block as the reader sees them (spaced), in one line. */
const blockText = (node: Element): string => squash(toText(spaced(node), { whitespace: 'pre' }));

function hierarchy(lvl0: string, lvl1: string, lvl2: string | null = null, lvl3: string | null = null): Hierarchy {
  return { lvl0, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null };
}

interface Section {
  level: 1 | 2 | 3;
  heading: string;
  anchor: string | null;
  parts: string[];
  /** For a table row with an id: the section it is in, whose place it shares (a `content` record). */
  in?: Section;
}

/** Where a page's records point and what they belong to. */
export interface RecordsOf {
  /** The page's URL (`/route/`). */
  url: string;
  /** Its docs version's name (`latest`, or an archived version's). */
  version: string;
  /** The position of its first record among the site's records. */
  firstPosition: number;
  /**
   * The page's name in results (lvl1) when its h1 will not do: a welcome page's h1 is the site's name,
   * which is its section (lvl0) too, so its hits would read "Paymora Developers › Paymora Developers".
   */
  name?: string;
}

/** Records of one exported page's article (lib/outputs/article-html.ts). */
export function articleRecords(article: Element, { url, version, firstPosition, name }: RecordsOf): SearchRecord[] {
  const lvl0 = attributeValue(article, 'section');
  const title = name ?? squash(toText(select('h1', article) ?? article));
  const description = squash(toText(select(selectorOf('description'), article) ?? { type: 'root', children: [] }));
  const body = select(selectorOf('content'), article);

  let current: Section = { level: 1, heading: title, anchor: null, parts: description ? [description] : [] };
  const sections: Section[] = [current];
  const visit = (nodes: ElementContent[]) => {
    for (const node of nodes) {
      if (node.type !== 'element') {
        if (node.type === 'text' && node.value.trim()) current.parts.push(node.value);
        continue;
      }
      // A heading without an id (a card title) is not a place a result can point to: it is text.
      if ((node.tagName === 'h2' || node.tagName === 'h3') && typeof node.properties.id === 'string') {
        const heading = squash(toText(node));
        current = { level: node.tagName === 'h2' ? 2 : 3, heading, anchor: String(node.properties.id), parts: [] };
        sections.push(current);
        continue;
      }
      // The other tabs of a code sample repeat the first in another language; samples generated from
      // the API document repeat the field table beside them.
      if (isChrome(node) || node.properties.hidden || hasAttribute(node, 'skip')) continue;
      if (node.tagName === 'table' && selectAll('tr[id]', node).length > 0) {
        sections.push(...tableRows(node, current));
      } else if (isBlock(node)) {
        const text = blockText(node);
        if (text) current.parts.push(text);
      } else {
        visit(node.children);
      }
    }
  };
  if (body && body.type === 'element') visit(body.children);

  let currentH2: string | null = null;
  const levelsOf = (section: Section): Hierarchy =>
    section.level === 1 ? hierarchy(lvl0, title) : section.level === 2 ? hierarchy(lvl0, title, section.heading) : hierarchy(lvl0, title, currentH2, section.heading);
  return sections.map((section, i) => {
    if (section.level === 2 && !section.in) currentH2 = section.heading;
    return {
      objectID: section.anchor ? `${url}#${section.anchor}` : url,
      url: section.anchor ? `${url}#${section.anchor}` : url,
      anchor: section.anchor,
      type: section.in ? 'content' : section.level === 1 ? 'lvl1' : section.level === 2 ? 'lvl2' : 'lvl3',
      hierarchy: levelsOf(section.in ?? section),
      content: squash(section.parts.join(' ')).slice(0, MAX_CONTENT_CHARS),
      position: firstPosition + i,
      version,
    };
  });
}

/**
 * A table whose rows have ids (an error code, a currency) gives each of those rows a record of its own
 * (DocSearch's `content` type: found by its text, shown under its section's heading), so that a search
 * for `payment_not_adjustable` or `JPY` opens the row itself. The whole table stays the text of the
 * section it is in as well, so that words spread over rows and heading ('error 422') still find it.
 */
function tableRows(table: Element, section: Section): Section[] {
  const rows: Section[] = [];
  for (const row of selectAll('tr', table)) {
    const text = blockText(row);
    if (text) section.parts.push(text);
    const id = row.properties.id;
    if (typeof id !== 'string') continue;
    rows.push({ level: section.level, heading: section.heading, anchor: id, parts: [text], in: section });
  }
  return rows;
}

const blockTags = new Set(['p', 'pre', 'table', 'ul', 'ol', 'dl', 'blockquote', 'aside', 'h2', 'h3', 'h4', 'h5', 'h6', 'figure']);

function isBlock(node: Element): boolean {
  return blockTags.has(node.tagName);
}

/**
 * Clean Markdown of a page from its exported HTML (what readers see, tables and code included), for
 * llms-full.txt, the per-page `index.md` and the "Copy page as Markdown" button.
 */
import type { Element, ElementContent } from 'hast';
import { select } from 'hast-util-select';
import { toMdast } from 'hast-util-to-mdast';
import { toText } from 'hast-util-to-text';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { parseArticle } from './article-html';
import { isChrome as isContentChrome, selectorOf } from './html-contract';

/**
 * Chrome inside the content that is not content: copy buttons, tab lists, code labels, what is hidden
 * from screen readers, and drawings (an SVG's text is not prose; a diagram is followed by its text).
 */
function isChrome(node: Element): boolean {
  return isContentChrome(node) || node.tagName === 'svg' || String(node.properties.ariaHidden) === 'true';
}

function clean(nodes: ElementContent[], absolute: (href: string) => string): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of nodes) {
    // React's <!-- --> between adjacent text nodes (a concept's <Only> that renders nothing leaves some) is not content.
    if (node.type === 'comment') continue;
    if (node.type !== 'element') {
      out.push(node);
      continue;
    }
    if (isChrome(node)) continue;
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
      out.push(...clean(node.children, absolute));
      continue;
    }
    const properties = { ...node.properties };
    if (node.tagName === 'a' && typeof properties.href === 'string') properties.href = absolute(properties.href);
    if (node.tagName === 'aside') {
      // Callouts read as block quotes.
      out.push({ type: 'element', tagName: 'blockquote', properties: {}, children: clean(node.children, absolute) });
      continue;
    }
    out.push({ ...node, properties, children: clean(node.children, absolute) });
  }
  return out;
}

export interface PageMarkdown {
  title: string;
  description: string;
  markdown: string;
}

export function pageMarkdown(html: string, pageUrl: string): PageMarkdown | null {
  const article = parseArticle(html);
  if (!article) return null;
  const title = toText(select('h1', article) ?? article).trim();
  const description = toText(select(selectorOf('description'), article) ?? { type: 'root', children: [] }).trim();
  const body = select(selectorOf('content'), article);
  const absolute = (href: string) => (href.startsWith('/') ? new URL(href, pageUrl).href : href);
  const content = body ? clean(body.children, absolute) : [];
  const mdast = toMdast({ type: 'root', children: content });
  const markdown = toMarkdown(mdast, { extensions: [gfmToMarkdown()], bullet: '-', fences: true, rule: '-' }).trim();
  return { title, description, markdown: `# ${title}\n\n> ${description}\n\nSource: ${pageUrl}\n\n${markdown}\n` };
}

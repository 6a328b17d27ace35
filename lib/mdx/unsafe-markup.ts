/**
 * What an MDX body must not carry, because it would run code or send readers elsewhere once the page
 * is exported: raw elements that load or run code (`<script>`, `<iframe>`, `<object>`, `<embed>`,
 * `<base>`, `<meta>`, …), event-handler attributes, forms that post off the site, `javascript:` and
 * `data:` URLs, and MDX code (`import`/`export`, expressions that are more than a literal value, which
 * the MDX runtime evaluates in the reader's browser). The CSP hashes only the site's own inline
 * scripts (lib/render/known-inline-scripts.ts), so this check is what keeps a content change from adding
 * script without anyone noticing; it names the line, so the author sees it before review does.
 */
import { visit } from 'unist-util-visit';
import { isRecord } from '../util/is-record';
import { isJsxElement } from './jsx-attributes';
import { parseMdx } from './parse';

export interface MarkupProblem {
  line: number;
  message: string;
}

/** Elements that run code, load another document or change how the page's URLs and policy are read. */
const REFUSED_ELEMENTS: ReadonlySet<string> = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta', 'link', 'portal', 'noscript', 'template']);

/** Attributes whose value is a URL the browser follows or loads. */
const URL_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'src', 'srcSet', 'srcset', 'action', 'formAction', 'formaction', 'poster', 'data', 'xlinkHref', 'xlink:href', 'background', 'cite', 'ping', 'codebase']);

/** Schemes that run script or carry a whole document: browsers ignore ASCII whitespace and controls inside a scheme, so they are dropped first. */
export function isScriptingUrl(url: string): boolean {
  const squeezed = [...url].filter((char) => char.charCodeAt(0) > 0x20).join('').toLowerCase();
  return /^(?:javascript|vbscript|data):/.test(squeezed);
}

/** A form's target that stays on this site: a path (not `//host`), or no action at all (the page itself). */
const isSitePath = (url: string) => /^\/(?![/\\])/.test(url.trim()) || url.trim() === '';

/** Whether an estree expression is a plain value: a literal, a template without `${}`, a signed number, a list or an object of those. */
function isLiteralValue(node: unknown): boolean {
  if (!isRecord(node)) return false;
  switch (node.type) {
    case 'Literal':
      return true;
    case 'TemplateLiteral':
      return Array.isArray(node.expressions) && node.expressions.length === 0;
    case 'UnaryExpression':
      return (node.operator === '-' || node.operator === '+') && isRecord(node.argument) && node.argument.type === 'Literal';
    case 'ArrayExpression':
      return Array.isArray(node.elements) && node.elements.every((element) => element === null || isLiteralValue(element));
    case 'ObjectExpression':
      return (
        Array.isArray(node.properties) &&
        node.properties.every((property) => isRecord(property) && property.type === 'Property' && property.kind === 'init' && property.computed === false && property.method === false && isRecord(property.key) && (property.key.type === 'Identifier' || property.key.type === 'Literal') && isLiteralValue(property.value))
      );
    default:
      return false;
  }
}

/** An MDX expression's program (remark-mdx attaches it as `data.estree`): empty (a comment) or one literal value. */
function isPlainExpression(holder: unknown): boolean {
  if (!isRecord(holder) || !isRecord(holder.data) || !isRecord(holder.data.estree)) return false;
  const body = holder.data.estree.body;
  if (!Array.isArray(body)) return false;
  if (body.length === 0) return true;
  const [statement] = body;
  return body.length === 1 && isRecord(statement) && statement.type === 'ExpressionStatement' && isLiteralValue(statement.expression);
}

const shown = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** Every problem of an MDX body, with its line in the body. */
export function unsafeMarkupProblems(mdx: string): MarkupProblem[] {
  const problems: MarkupProblem[] = [];
  visit(parseMdx(mdx), (node) => {
    const line = node.position?.start.line ?? 0;
    const problem = (message: string) => problems.push({ line, message });
    if (node.type === 'mdxjsEsm') {
      problem('import and export are code, which a page cannot carry: use the MDX components of the site (docs/authoring.md)');
    } else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      if (!isPlainExpression(node)) problem(`{${node.value.trim().slice(0, 40)}} is code, which runs in the reader's browser: an expression in a page may only be a literal value (a string, a number, a list of them); put logic in a component`);
    } else if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && isScriptingUrl(node.url)) {
      problem(`${shown(node.url)} is a javascript:, vbscript: or data: URL, which a page cannot carry: link to a page or to a file of public/`);
    } else if (isJsxElement(node)) {
      const name = node.name ?? '';
      const tag = `<${name}>`;
      if (REFUSED_ELEMENTS.has(name.toLowerCase())) problem(`raw ${tag} cannot be written in a page: it runs or loads code, or changes how the page is read; use one of the site's MDX components (docs/authoring.md)`);
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute') {
          problem(`${tag} spreads {${attribute.value.slice(0, 40)}} into its attributes, which is code: write each attribute as a literal`);
          continue;
        }
        const { name: attr, value } = attribute;
        if (/^on/i.test(attr)) problem(`${tag} has the event handler ${attr}, and a page cannot carry script: use a component that handles the event`);
        if (isRecord(value)) {
          if (!isPlainExpression(value)) problem(`${tag} ${attr}={${String(value.value).slice(0, 40)}} is code, which runs in the reader's browser: an attribute may only be a literal value`);
          continue;
        }
        if (typeof value !== 'string') continue;
        if (URL_ATTRIBUTES.has(attr) && value.split(',').some((candidate) => isScriptingUrl(candidate))) problem(`${tag} ${attr}=${shown(value)} is a javascript:, vbscript: or data: URL, which a page cannot carry: point to a page or to a file of public/`);
        if ((attr === 'formAction' || attr === 'formaction' || (name.toLowerCase() === 'form' && attr === 'action')) && !isSitePath(value)) problem(`${tag} ${attr}=${shown(value)} posts off the site: a form may only post to a path of this site, such as /search/`);
      }
    }
  });
  return problems;
}

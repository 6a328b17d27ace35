/**
 * A Content-Security-Policy for a static page, set with `<meta http-equiv>` since object storage
 * sends no headers. Inline scripts are allowed by their SHA-256 alone, and only the site's own
 * (lib/render/known-inline-scripts.ts): the security step fails the build on any other inline script and on
 * any `on…=` attribute in a page, so what a page carries cannot widen its own policy. Styles need
 * 'unsafe-inline': highlighted code carries style attributes.
 * A meta policy cannot set frame-ancestors or report-uri: the README lists the headers a CDN adds, and
 * the frame guard script (lib/render/inline-scripts.ts) hides a page framed by another site meanwhile.
 * No 'unsafe-eval': the browser never evaluates a page's compiled MDX (mdx-bundler's getMDXComponent builds
 * a component with `Function(...)`); a doc page's body is HTML rendered at build time (components/DocBody.tsx).
 */
import { createHash } from 'node:crypto';
import type { PublicSearchConfig } from '../search/public-config';

/** Executable inline scripts: no `src`, and no data type such as application/json. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="(?!text\/javascript|module)[^"]*")[^>]*>([\s\S]*?)<\/script>/g;

const lineAt = (html: string, index: number) => html.slice(0, index).split('\n').length;

/** The non-empty executable inline scripts of a page, with where each starts. */
function inlineScripts(html: string): { body: string; index: number }[] {
  return [...html.matchAll(INLINE_SCRIPT)].flatMap((match) => (match[1]?.trim() ? [{ body: match[1], index: match.index }] : []));
}

/** @internal Exported for its unit test (knip --production). */
export function inlineScriptHashes(html: string, allowed: (body: string) => boolean = () => true): string[] {
  return [...new Set(inlineScripts(html).filter(({ body }) => allowed(body)).map(({ body }) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`))].sort();
}

/**
 * A page's markup token by token: a comment, a raw-text element whole (its text is not markup), or a
 * tag with its attributes. Quoted attribute values may hold `>`.
 */
const TOKEN = /<!--[\s\S]*?-->|<(script|style|textarea|title)\b((?:[^>"']|"[^"]*"|'[^']*')*)>[\s\S]*?<\/\1\s*>|<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;
/** Text that could be an event-handler attribute: most pages have none, and are not tokenised at all. */
const HANDLER_LIKE = /\son[a-z]+\s*=/i;

export interface PageScriptProblem {
  line: number;
  message: string;
}

/** Inline scripts that are not the site's own, and event-handler attributes on any element: what the policy must not allow. */
export function pageScriptProblems(html: string, isKnown: (body: string) => boolean): PageScriptProblem[] {
  const problems: PageScriptProblem[] = [];
  for (const { body, index } of inlineScripts(html)) {
    if (!isKnown(body)) problems.push({ line: lineAt(html, index), message: `an inline script the site does not declare (${JSON.stringify(body.trim().slice(0, 60))}…): only lib/render/known-inline-scripts.ts's scripts may run inline; remove it, or declare a script of the site's own there` });
  }
  if (HANDLER_LIKE.test(html)) {
    for (const match of html.matchAll(TOKEN)) {
      const tag = match[1] ?? match[3];
      const attributes = match[2] ?? match[4] ?? '';
      for (const [, name = ''] of attributes.matchAll(ATTRIBUTE)) {
        if (/^on/i.test(name)) problems.push({ line: lineAt(html, match.index), message: `<${tag}> has the event handler ${name}=, which the policy would block: handle the event in a component` });
      }
    }
  }
  return problems.sort((a, b) => a.line - b.line);
}

/**
 * Whether the page's <head> already holds a CSP <meta> (text in a comment or a script does not count).
 * @internal Exported for its unit test (knip --production).
 */
export function hasPolicyMeta(html: string): boolean {
  const start = html.indexOf('<head');
  const end = html.indexOf('</head>', start);
  const head = start === -1 || end === -1 ? '' : html.slice(start, end);
  return [...head.matchAll(TOKEN)].some((match) => match[3]?.toLowerCase() === 'meta' && /\bhttp-equiv\s*=\s*["']?content-security-policy["'\s/>]/i.test(`${match[4] ?? ''}>`));
}

/** Where the browser's search requests go besides this origin. */
export function searchOrigins(config: PublicSearchConfig): string[] {
  if (config.backend === 'typesense') return [new URL(config.url).origin];
  if (config.backend === 'algolia' && config.host) return [new URL(config.host).origin];
  if (config.backend === 'algolia') return [`https://${config.appId.toLowerCase()}-dsn.algolia.net`, 'https://*.algolia.net', 'https://*.algolianet.com'];
  return [];
}

/** @internal Exported for its unit test (knip --production). */
export function contentSecurityPolicy(scriptHashes: readonly string[], connectOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${connectOrigins.map((origin) => ` ${origin}`).join('')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * The page with its policy (hashing the inline scripts `allowed` accepts) and referrer policy at the top of <head>, before any script they govern:
 * right after the charset declaration, which must stay within the document's first 1,024 bytes.
 */
export function withSecurityMeta(html: string, connectOrigins: readonly string[], allowed: (body: string) => boolean): string {
  if (hasPolicyMeta(html)) return html;
  const policy = contentSecurityPolicy(inlineScriptHashes(html, allowed), connectOrigins);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/><meta name="referrer" content="${REFERRER_POLICY}"/>`;
  const head = html.indexOf('<head>');
  if (head === -1) throw new Error('the page has no <head>');
  const charset = /<meta charSet="utf-8"[^>]*\/?>/i.exec(html.slice(head));
  const at = charset ? head + charset.index + charset[0].length : head + '<head>'.length;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

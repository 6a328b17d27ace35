/**
 * A Content-Security-Policy for a static page, set with `<meta http-equiv>` since object storage
 * sends no headers. Inline scripts (the canonical-path and announcement scripts, next-themes,
 * Turbopack's bootstrap) are allowed by their SHA-256 alone, so an injected `<script>` or
 * `onerror=` never runs. Styles need 'unsafe-inline': highlighted code carries style attributes.
 * A meta policy cannot set frame-ancestors or report-uri: the README lists the headers a CDN adds.
 * 'unsafe-eval' is there because Contentlayer's MDX runtime (mdx-bundler's getMDXComponent) turns each
 * page's compiled MDX into a component with `Function(...)` in the browser; it allows eval of the site's
 * own code, not inline script, so injected markup still cannot run.
 */
import { createHash } from 'node:crypto';
import type { PublicSearchConfig } from './search/public-config';

/** Executable inline scripts: no `src`, and no data type such as application/json. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="(?!text\/javascript|module)[^"]*")[^>]*>([\s\S]*?)<\/script>/g;

/** @internal Exported for its unit test (knip --production). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? '';
    if (body.trim() !== '') hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
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
    `script-src 'self' 'unsafe-eval' ${scriptHashes.join(' ')}`.trim(),
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
 * The page with its policy and referrer policy at the top of <head>, before any script they govern:
 * right after the charset declaration, which must stay within the document's first 1,024 bytes.
 */
export function withSecurityMeta(html: string, connectOrigins: readonly string[]): string {
  if (html.includes('http-equiv="Content-Security-Policy"')) return html;
  const policy = contentSecurityPolicy(inlineScriptHashes(html), connectOrigins);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/><meta name="referrer" content="${REFERRER_POLICY}"/>`;
  const head = html.indexOf('<head>');
  if (head === -1) throw new Error('the page has no <head>');
  const charset = /<meta charSet="utf-8"[^>]*\/?>/i.exec(html.slice(head));
  const at = charset ? head + charset.index + charset[0].length : head + '<head>'.length;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

/**
 * The site's own inline scripts, declared once. The security step (scripts/write-security-meta.ts)
 * puts the hash of these and of no other inline script into a page's policy, and fails the build on
 * any other: a script that reached a page some other way (content, a public/ file, a dependency that
 * starts inlining code) is refused, not allowed by its own hash.
 *
 * - ours (lib/render/inline-scripts.ts): the frame guard, the canonical path (two forms), the announcement and
 *   the early taps (code language at first paint, taps before React runs);
 * - next-themes' script, rendered here from the same settings as pages/_app.tsx (lib/render/theme-provider.ts),
 *   so an upgrade that changes it is followed without a list to edit;
 * - Turbopack's bootstrap, which names the chunks of the page: it is data pushed onto an array, so it
 *   is recognised by its shape, each push a JSON object of chunk paths and module ids, nothing else.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'next-themes';
import { isRecord } from '../util/is-record';
import { storedPreferencesScript, canonicalPathScript, earlyTapsScript, frameGuardScript, afterPaintScript } from './inline-scripts';
import { siteConfig } from '../../site.config';
import { themeProviderProps } from './theme-provider';

/** next-themes' inline script, exactly as the provider writes it with the site's settings. */
function themeScript(): string {
  const html = renderToStaticMarkup(createElement(ThemeProvider, themeProviderProps));
  const body = /^<script[^>]*>([\s\S]*)<\/script>$/.exec(html)?.[1];
  if (!body) throw new Error(`next-themes rendered no inline script (${html.slice(0, 80)}): update lib/render/known-inline-scripts.ts`);
  return body;
}

/**
 * The exact bodies of the site's own inline scripts.
 * @internal Exported for its unit test (knip --production).
 */
export function siteInlineScripts(): ReadonlySet<string> {
  return new Set([frameGuardScript(), canonicalPathScript(false), canonicalPathScript(true), storedPreferencesScript(siteConfig.announcement.id), earlyTapsScript(), afterPaintScript(), themeScript()]);
}

const TURBOPACK_PUSH = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{.*\})\);$/;
const CHUNK = /^static\/chunks\/[\w.-]+\.(?:js|css)$/;

function isChunkList(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const keys = Object.keys(value);
  const chunks = value.otherChunks;
  const ids = value.runtimeModuleIds ?? [];
  return keys.every((key) => key === 'otherChunks' || key === 'runtimeModuleIds') && Array.isArray(chunks) && chunks.every((chunk) => typeof chunk === 'string' && CHUNK.test(chunk)) && Array.isArray(ids) && ids.every((id) => Number.isInteger(id));
}

/** Turbopack's bootstrap: only pushes of chunk lists, one a line. @internal Exported for its unit test (knip --production). */
export function isTurbopackBootstrap(body: string): boolean {
  return body.split('\n').every((line) => {
    const json = TURBOPACK_PUSH.exec(line)?.[1];
    if (!json) return false;
    try {
      return isChunkList(JSON.parse(json));
    } catch {
      return false;
    }
  });
}

/** Whether an inline script's body is one of the site's own. */
export function knownInlineScript(known: ReadonlySet<string> = siteInlineScripts()): (body: string) => boolean {
  return (body) => known.has(body) || isTurbopackBootstrap(body);
}

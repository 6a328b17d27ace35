/** Build-time highlighting of code that does not come from MDX (generated request samples), like MDX's. */
import { codeHighlighter } from './code-highlighter';
import { codeThemes, shikiTransformers, tokenizeOptions } from './highlight';

export interface HighlightedCode {
  language: string;
  /** The inner HTML of the <code> element. */
  html: string;
  /** The <pre>'s class and inline style (Shiki's colours). */
  className: string;
  style: string;
}

export async function highlightCode(code: string, language: string): Promise<HighlightedCode> {
  const html = (await codeHighlighter()).codeToHtml(code, { lang: language, themes: codeThemes, transformers: shikiTransformers, ...tokenizeOptions });
  const pre = /^<pre([^>]*)><code>([\s\S]*)<\/code><\/pre>$/.exec(html.trim());
  if (!pre) throw new Error(`Unexpected Shiki output for ${language}`);
  const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(pre[1] ?? '')?.[1] ?? '';
  return { language, html: pre[2] ?? '', className: attribute('class'), style: attribute('style') };
}

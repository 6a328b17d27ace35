import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, firstLoadChunks, withCompileHint } from '@/lib/build/compile-hints';
import { afterFirstParagraph, firstPaintTargets } from '@/lib/render/first-paint';

describe('firstPaintTargets', () => {
  const body = '<p>Refund a captured payment.</p><h2 id="when-to-refund">When to refund</h2><p>Later.</p><h2 id="request">Request</h2>';

  it('waits for the element after the top bar on every page, and on a doc page for the first element with an id after its opening paragraph', () => {
    expect(firstPaintTargets({ kind: 'doc', body })).toEqual(['main', 'when-to-refund']);
    expect(firstPaintTargets({ kind: 'doc', body: null })).toEqual(['main']);
    expect(firstPaintTargets({ kind: 'reference', body })).toEqual(['main']);
    expect(firstPaintTargets(undefined)).toEqual(['main']);
  });

  it('skips the ids before the first paragraph ends, and finds none in a body without a paragraph or an id after it', () => {
    expect(afterFirstParagraph('<h2 id="first">First</h2><p>Text <a id="inside">x</a>.</p><div class="tabs" id="tabs-1"></div>')).toBe('tabs-1');
    expect(afterFirstParagraph('<h2 id="first">First</h2><pre>code</pre>')).toBeUndefined();
    expect(afterFirstParagraph('<p>Only a paragraph.</p>')).toBeUndefined();
  });
});

describe('compile hints', () => {
  it('puts the hint on the first line once', () => {
    const hinted = withCompileHint('(globalThis.TURBOPACK||[]).push([])');
    expect(hinted).toBe(`${COMPILE_HINT}\n(globalThis.TURBOPACK||[]).push([])`);
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it("lists every page's scripts from Next's build manifest, each once, without stylesheets or the low-priority manifests", () => {
    const manifest = {
      pages: { '/': ['static/chunks/welcome.js', 'static/chunks/turbopack.js'], '/_app': ['static/chunks/app.js', 'static/chunks/app.css', 'static/chunks/turbopack.js'] },
      lowPriorityFiles: ['static/build/_buildManifest.js'],
    };
    expect(firstLoadChunks(manifest, 'build-manifest.json')).toEqual(['static/chunks/app.js', 'static/chunks/turbopack.js', 'static/chunks/welcome.js']);
  });

  it('names the file when the manifest is not one', () => {
    expect(() => firstLoadChunks({ files: [] }, '.next/build-manifest.json')).toThrow(/\.next\/build-manifest\.json has no "pages" map/);
    expect(() => firstLoadChunks({ pages: { '/': 'x.js' } }, '.next/build-manifest.json')).toThrow(/page \/ are not a list/);
  });
});

/**
 * Build-time highlighting, of MDX blocks (lib/mdx/highlight/rehype-highlight.ts) and of generated samples
 * (lib/mdx/highlight/highlight-html.ts): the same colours however slow the machine is.
 */
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { unified } from 'unified';
import { afterEach, describe, expect, it, vi } from 'vitest';

const code = `const response = await fetch('https://api.sandbox.paymora.example/v1/checkouts', {
  method: 'POST',
});
`;

// Each time from freshly loaded modules: a block highlighted before is copied from the run's cache
// (lib/mdx/highlight/highlighted-block-cache.ts), and the slow clock must reach the tokenizer.
async function mdxBlock(): Promise<string> {
  vi.resetModules();
  const { rehypeHighlight } = await import('@/lib/mdx/highlight/rehype-highlight');
  const tree = fromHtml(`<pre><code class="language-javascript">${code}</code></pre>`, { fragment: true });
  // Highlighting replaces the blocks in place.
  await unified().use(rehypeHighlight).run(tree);
  return toHtml(tree);
}

async function generatedSample(): Promise<string> {
  vi.resetModules();
  const { highlightCode } = await import('@/lib/mdx/highlight/highlight-html');
  return (await highlightCode(code, 'javascript')).html;
}

/** Each reading of the clock a second later than the one before: Shiki's default limit (500 ms a line) would stop at the first token and leave the rest of the block in that state. */
function slowClock(): void {
  let now = Date.now();
  vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
}

describe('highlighting on a loaded machine', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['an MDX block', mdxBlock],
    ['a generated sample', generatedSample],
  ])('colours %s the same when every line takes seconds of wall time', async (_kind, highlight) => {
    const quick = await highlight();
    expect(quick).toContain('--shiki-dark:');
    slowClock();
    expect(await highlight()).toBe(quick);
  });
});

/** Build-time highlighting (lib/rehype-highlight.ts): the same colours however slow the machine is. */
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { unified } from 'unified';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rehypeHighlight } from '@/lib/rehype-highlight';

const block = `<pre><code class="language-javascript">const response = await fetch('https://api.sandbox.paymora.example/v1/checkouts', {
  method: 'POST',
});
</code></pre>`;

async function highlighted(): Promise<string> {
  const tree = fromHtml(block, { fragment: true });
  // Highlighting replaces the blocks in place.
  await unified().use(rehypeHighlight).run(tree);
  return toHtml(tree);
}

describe('rehypeHighlight', () => {
  afterEach(() => vi.restoreAllMocks());

  it('colours a block the same when every line takes seconds of wall time (a loaded machine)', async () => {
    const quick = await highlighted();
    expect(quick).toContain('--shiki-dark:');
    // Each reading of the clock a second later than the one before: Shiki's default limit (500 ms a
    // line) would stop at the first token and leave the rest of the block in that state.
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    expect(await highlighted()).toBe(quick);
  });
});

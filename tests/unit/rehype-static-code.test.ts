import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';
import { describe, expect, it } from 'vitest';
import { rehypeStaticCode } from '@/lib/mdx/highlight/rehype-static-code';

describe('rehypeStaticCode', () => {
  it('turns the tokens of a fenced block into one HTML string, and leaves inline code alone', () => {
    const tree = fromHtml('<p>Send <code>amount</code>.</p><pre data-language="json"><code><span class="line"><span style="color:#023B95">"amount"</span>: 2500</span></code></pre>', { fragment: true }) as Root;
    rehypeStaticCode()(tree);
    const block = select('pre > code', tree) as Element;
    expect(block.children).toEqual([]);
    expect(block.properties.dataHtml).toBe('<span class="line"><span style="color:#023B95">"amount"</span>: 2500</span>');
    expect((select('p > code', tree) as Element).children).toEqual([{ type: 'text', value: 'amount', position: expect.anything() }]);
  });
});

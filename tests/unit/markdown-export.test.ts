/** The Markdown copies of a page (index.md, llms-full.txt) from small exported-HTML fixtures. */
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { parseArticle } from '@/lib/outputs/article-html';
import { articleMarkdown, unescapeLiteralText } from '@/lib/outputs/markdown-export';

const page = (body: string) =>
  `<html><body><header>chrome</header><article data-search-section="Webhooks"><h1>Title</h1><p data-search-description="">A description of the page that is long enough.</p><div data-search-content="">${body}</div></article></body></html>`;
const markdownOf = (body: string) => {
  const article = parseArticle(page(body));
  if (!article) throw new Error('no article');
  return articleMarkdown(article, 'https://developers.paymora.example/webhooks/x/').split('Source: https://developers.paymora.example/webhooks/x/\n\n')[1] ?? '';
};
/** What a Markdown reader shows: the text of the parsed Markdown. */
const readAs = (markdown: string) => toString(unified().use(remarkParse).use(remarkGfm).parse(markdown));

describe('articleMarkdown', () => {
  it("puts a reference row's folded values and fields back from the row its fold links to (lib/reference/schema-fold.ts)", () => {
    const listed =
      '<li id="field-Reason" data-field="reason"><p>Why. <span class="block" data-fold-part="values">One of: <code>a</code>, <code>b</code></span></p><details data-fold-part="fields"><summary>1 fields of Reason</summary><ul><li data-field="code"><p>The code.</p></li></ul></details></li>';
    const folded =
      '<li data-field="refundReason"><p>Why the refund failed. <span class="block" data-fold-values-of="field-Reason">One of the 2 Reason values: see <a href="#field-Reason">reason in Pay</a></span></p><p data-fold-fields-of="field-Reason">The 1 fields of Reason: see <a href="#field-Reason">reason in Pay</a></p></li>';
    const md = markdownOf(`<ul>${listed}</ul><ul>${folded}</ul>`);
    const [, copy = ''] = md.split('Why the refund failed.');
    expect(copy).toMatch(/^ One of: `a`, `b`/);
    expect(copy).toContain('The code.');
    expect(md).not.toContain('see ');
    expect(md).not.toContain('#field-Reason');
  });

  it("drops React's comment markers between text nodes", () => {
    expect(markdownOf('<p>Paymora retries for <!-- -->3 days<!-- -->.</p>')).toBe('Paymora retries for 3 days.\n');
  });

  it('keeps a cell and its note, shown on a line of its own, apart', () => {
    const md = markdownOf(
      '<table><thead><tr><th>Refunds</th></tr></thead><tbody><tr><td>Full or partial<span class="block text-xs">Until 365 days after the capture</span></td></tr></tbody></table>',
    );
    expect(md).toContain('| Full or partial Until 365 days after the capture |');
  });

  it('keeps an endpoint line and its headers apart when they are blocks of flex rows', () => {
    const md = markdownOf('<div class="flex"><span>POST</span> <code>/checkouts</code></div><div class="flex">Auth: X-Api-Key</div>');
    expect(md).not.toMatch(/checkouts`?Auth/);
    expect(md).toMatch(/POST `\/checkouts`\s+Auth: X-Api-Key/);
  });

  it('writes identifiers, wildcards and patterns without backslashes that the text does not need', () => {
    const md = markdownOf(
      '<p>Keys start with pk_test_ or pk_live_; subscribe to payment.* and dispute.* events.</p><table><thead><tr><th>Field</th></tr></thead><tbody><tr><td>The code. <span class="block">pattern ^[A-Z]{3}$</span></td></tr></tbody></table>',
    );
    expect(md).not.toContain('\\');
    expect(md).toContain('pk_test_ or pk_live_');
    expect(md).toContain('payment.* and dispute.* events');
    expect(md).toContain('pattern ^[A-Z]{3}$');
  });

  it('keeps the escapes that stop Markdown from reading text as emphasis, a link or a list', () => {
    const md = markdownOf('<p>_not emphasis_ and *not either* and [not a link](really) here</p><ul><li>[ ] not a task</li></ul>');
    expect(readAs(md)).toContain('_not emphasis_ and *not either* and [not a link](really) here');
    expect(readAs(md)).toContain('[ ] not a task');
  });
});

describe('unescapeLiteralText', () => {
  it('leaves code blocks and code spans as they are', () => {
    const md = 'Text pk\\_x and `a\\_b`\n\n```js\nconst re = /\\_\\[x]/;\n```\n\nAfter pk\\_y.';
    expect(unescapeLiteralText(md)).toBe('Text pk_x and `a\\_b`\n\n```js\nconst re = /\\_\\[x]/;\n```\n\nAfter pk_y.');
  });

  it('reads the same as the escaped text in a Markdown parser', () => {
    const escaped = 'pk\\_test\\_ or payment.\\* and ^\\[A-Z]{3}$ and Islands \\[Malvinas] here';
    expect(readAs(unescapeLiteralText(escaped))).toBe(readAs(escaped));
  });
});

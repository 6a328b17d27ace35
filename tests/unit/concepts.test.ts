/** Shared concepts: where their headings go in a page's table of contents, and what the check reports. */
import { describe, expect, it } from 'vitest';
import { conceptProblems, renderedHeadings } from '@/paymora/concepts';
import { siblingRoute } from '@/paymora/integrations';
import { extractHeadings } from '@/lib/mdx/headings';
import { jsxUses } from '@/lib/mdx/jsx-attributes';

const page = `Intro.

## Before

<Concept name="delayed-capture" integration="payments" />

## After
`;

describe('shared concepts', () => {
  it("splices the concept's headings in where the <Concept> stands, keeping each document's ids", () => {
    const concept = extractHeadings('## When to use it\n\nText.\n\n### Combinations\n');
    const toc = renderedHeadings(page, extractHeadings(page), new Map([['delayed-capture', concept]]));
    expect(toc.map((h) => h.id)).toEqual(['before', 'when-to-use-it', 'combinations', 'after']);
  });

  it('links a sibling page of the integration', () => {
    expect(siblingRoute('adyen-components', 'saved-cards#who-the-shopper-is')).toBe('/payment-gateway/adyen-components/optional-parameters/saved-cards#who-the-shopper-is');
    expect(siblingRoute('hosted-checkout', undefined)).toBe('/hosted-checkout/optional-parameters');
  });

  it('reports a heading the page and its concept share, a heading inside <Only>, and a sibling page an integration lacks (outside <Only> only)', () => {
    const concept = {
      name: 'delayed-capture',
      file: 'content/concepts/delayed-capture.mdx',
      lineOffset: 4,
      integrations: ['payments', 'hosted-checkout'],
      // The second sibling link is inside <Only integrations="payments">: only the payments page must exist.
      raw: '## After\n\n<Only integrations="payments">\n\n## Hidden\n\n</Only>\n\nSee <SiblingLink page="manual-capture">manual capture</SiblingLink>.\n\n<Only integrations="payments">\n\nAlso <SiblingLink page="manual-capture">here</SiblingLink>.\n\n</Only>\n',
      headings: extractHeadings('## After\n\n## Hidden\n'),
    };
    const problems = conceptProblems(
      [{ file: 'content/docs/p.mdx', route: '/p', lineOffset: 5, uses: jsxUses(page), headings: extractHeadings(page) }],
      [concept],
      new Set(['/payment-gateway/payments/optional-parameters/manual-capture']),
    ).map((p) => `${p.severity} ${p.file}:${p.line ?? ''} ${p.message}`);
    expect(problems).toEqual([
      expect.stringMatching(/^error content\/concepts\/delayed-capture\.mdx:13 <SiblingLink page="manual-capture"> points to \/hosted-checkout\/optional-parameters\/manual-capture for hosted-checkout/),
      expect.stringMatching(/^error content\/concepts\/delayed-capture\.mdx:9 the heading "Hidden" is inside <Only>/),
      expect.stringMatching(/^error content\/docs\/p\.mdx:10 the heading "After" \(#after\) of concept delayed-capture is also in the page/),
      expect.stringMatching(/^warning content\/concepts\/delayed-capture\.mdx: written for hosted-checkout, but no hosted-checkout page uses it/),
    ]);
  });
});

/** The MDX component descriptors (lib/mdx/components.ts, the site's table paymora/mdx-components.ts): what a page uses, what the check reports, what the authoring guide lists. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsxUses } from '@/lib/mdx/jsx-attributes';
import { componentProblems } from '@/lib/mdx/component-problems';
import { mdxComponents } from '@/paymora/mdx-components';
import { componentsUsed, needsProp } from '@/lib/mdx/components-used';
import { dataSetsOf } from '@/paymora/page-data';
import { parseMdx } from '@/lib/mdx/parse';

describe('components used by a page', () => {
  it('reads the syntax tree: a tag inside a code fence or inline code does not count', () => {
    const mdx = 'Use `<Endpoint operation="x" />` like this:\n\n```mdx\n<ChildPages />\n<TestCardTable />\n```\n\n<Callout type="tip">See <SiblingLink page="a">it</SiblingLink></Callout>\n';
    expect(componentsUsed(mdx)).toEqual(['Callout', 'SiblingLink']);
    expect(componentsUsed(parseMdx(mdx))).toEqual(['Callout', 'SiblingLink']);
  });

  it('names each component once, in order of first use, and leaves out HTML (an unknown name is the check\'s to report)', () => {
    expect(componentsUsed('<Endpoint operation="a" />\n\n<div>x</div>\n\n<Nope />\n\n<Parameter operation="a" name="b" />\n\n<Endpoint operation="b" />\n')).toEqual(['Endpoint', 'Nope', 'Parameter']);
    expect(componentsUsed('No components, only <br /> and prose about ChildPages.')).toEqual([]);
  });

  it('gives the data sets and page props the components need', () => {
    expect(dataSetsOf(['PaymentLifecycleDiagram', 'Callout', 'PaymentTransitionTable', 'TestCardTable'])).toEqual(['paymentLifecycle', 'testCards']);
    expect(needsProp(mdxComponents, ['Callout', 'ChildPages'], 'childPages')).toBe(true);
    expect(needsProp(mdxComponents, ['TestCardTable', 'Nope'], 'api')).toBe(false);
  });
});

describe('component check', () => {
  const messages = (mdx: string) => componentProblems(mdxComponents, jsxUses(mdx)).map((problem) => `${problem.line}: ${problem.message}`);

  it('reports an unknown component, an unknown attribute, a missing required one and a value outside the allowed ones, with the line', () => {
    expect(messages('<Calout type="tip">x</Calout>\n\n<Callout type="caution" colour="red">x</Callout>\n\n<StatusTable />\n\n<ErrorCodeTable kind="warning" />\n')).toEqual([
      expect.stringMatching(/^1: <Calout> is not a component of the site; known: Callout, /),
      '3: <Callout> has no attribute colour; it takes: type, title',
      '3: <Callout> type is "caution"; allowed values: note, tip, warning, danger',
      '5: <StatusTable> needs schema="…"',
      '7: <ErrorCodeTable> kind is "warning"; allowed values: error, refusal',
    ]);
  });

  it('accepts what the content uses, HTML elements, and leaves API and concept attributes to their own checks', () => {
    expect(messages('<Callout type="warning" title="T">x</Callout>\n\n<div>y</div>\n\n<Endpoint operation="nope" />\n\n<Concept name="x" integration="nowhere" />\n\n<ErrorCodeTable kind="refusal" />\n')).toEqual([]);
  });
});

describe('docs/authoring.md', () => {
  it('lists every component an author may use, and no other', () => {
    const guide = readFileSync('docs/authoring.md', 'utf8');
    const named = new Set([...guide.matchAll(/<([A-Z][A-Za-z]+)\b/g)].map((match) => match[1]));
    expect([...named].sort()).toEqual([...mdxComponents.names].sort());
  });
});

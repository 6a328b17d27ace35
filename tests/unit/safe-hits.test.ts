/** Hosted hits reach DocSearch escaped with only <mark> added; InstantSearch gets raw text with its own tags. */
import { describe, expect, it } from 'vitest';
import { highlight } from '@/lib/search/highlight';
import { AIS_POST, AIS_PRE, safeHit, withSentinelTags } from '@/lib/search/safe-hits';

const attack = '<img src=x onerror="alert(document.domain)">';

describe('hosted search hits', () => {
  it('asks the engine for sentinel tags and remembers who renders HTML', () => {
    const { requests, rendersHtml } = withSentinelTags([
      { indexName: 'docs', params: { query: 'x', highlightPreTag: '<mark>', highlightPostTag: '</mark>' } },
      { indexName: 'docs', params: { query: 'x', highlightPreTag: AIS_PRE, highlightPostTag: AIS_POST } },
    ]);
    expect(requests.map((r) => r.params.highlightPreTag)).toEqual(['__paymora-hl__', '__paymora-hl__']);
    expect(rendersHtml).toEqual([true, false]);
  });

  it('escapes page text for DocSearch, keeping only the highlight marks, and leaves no raw fallback', () => {
    const hit = {
      objectID: '1',
      url: '/x/',
      hierarchy: { lvl0: 'Guides', lvl1: `Shopper ${attack}`, lvl2: null },
      content: `Embed ${attack} here`,
      _highlightResult: { hierarchy: { lvl1: { value: `__paymora-hl__Shopper__/paymora-hl__ ${attack}`, matchLevel: 'full' } } },
      _snippetResult: { content: { value: `Embed ${attack} __paymora-hl__input__/paymora-hl__`, matchLevel: 'full' } },
    };
    const made = safeHit(hit, true);
    // What DocSearch puts into the page as HTML: the highlight and snippet values.
    const safe = JSON.stringify([made._highlightResult, made._snippetResult]);
    expect(safe).not.toContain('<img');
    expect(safe).toContain('<mark>Shopper</mark> &lt;img src=x onerror=&quot;alert(document.domain)&quot;&gt;');
    expect(safe).toContain('<mark>input</mark>');
    // lvl0 had no highlight from the engine: it gets an escaped one, so DocSearch never renders the raw field.
    const filled = safeHit({ ...hit, hierarchy: { lvl0: attack } }, true) as { _snippetResult: { hierarchy: { lvl0: { value: string } } } };
    expect(filled._snippetResult.hierarchy.lvl0.value).toBe('&lt;img src=x onerror=&quot;alert(document.domain)&quot;&gt;');
  });

  it('gives InstantSearch raw text with its own tags, which it renders as text', () => {
    const hit = { objectID: '1', _highlightResult: { content: { value: `a __paymora-hl__meta__/paymora-hl__ <meta name="viewport">` } } };
    expect(JSON.stringify(safeHit(hit, false))).toContain(`a ${AIS_PRE}meta${AIS_POST} <meta name=\\"viewport\\">`);
  });

  it('local highlighting escapes for DocSearch, not for InstantSearch', () => {
    expect(highlight('<meta name="viewport">', ['meta']).value).toBe('&lt;<mark>meta</mark> name=&quot;viewport&quot;&gt;');
    expect(highlight('<meta name="viewport">', ['meta'], AIS_PRE, AIS_POST).value).toBe(`<${AIS_PRE}meta${AIS_POST} name="viewport">`);
  });
});

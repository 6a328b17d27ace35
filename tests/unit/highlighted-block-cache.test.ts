import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { HighlightedBlockCache } from '@/lib/mdx/highlight/highlighted-block-cache';

const block = (text: string): Root => ({
  type: 'root',
  children: [{ type: 'element', tagName: 'pre', properties: { className: ['shiki'] }, children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: text }] }] }],
});

describe('the highlighted block cache', () => {
  it('gives each use its own copy, unchanged by what the plugins after highlighting do to another', () => {
    const cache = new HighlightedBlockCache();
    const highlighted = block('const a = 1;');
    cache.set('k', highlighted);
    // rehype-static-code empties the <code> of the block it was given.
    highlighted.children = [];
    const first = cache.get('k');
    expect(first).toEqual(block('const a = 1;'));
    if (first) first.children = [];
    expect(cache.get('k')).toEqual(block('const a = 1;'));
  });

  it('lets the oldest block go at its limit', () => {
    const cache = new HighlightedBlockCache(2);
    cache.set('a', block('a')).set('b', block('b')).set('c', block('c'));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual(block('b'));
    expect(cache.get('c')).toEqual(block('c'));
  });
});

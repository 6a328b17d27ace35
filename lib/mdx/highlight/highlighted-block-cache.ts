/**
 * Highlighted blocks kept for the run, by what @shikijs/rehype keys them on (language, meta, code):
 * the archived docs version repeats most of the current one's blocks (178 blocks, 96 distinct). Each
 * use gets its own copy, since the plugins after highlighting change the tree in place; at `limit`
 * blocks the oldest goes, so a large site's distinct blocks do not pile up in memory.
 */
import type { MapLike } from '@shikijs/rehype/core';
import type { Root } from 'hast';

export class HighlightedBlockCache implements MapLike<string, Root> {
  private readonly blocks = new Map<string, Root>();

  constructor(private readonly limit = 500) {}

  get(key: string): Root | undefined {
    const block = this.blocks.get(key);
    return block && structuredClone(block);
  }

  set(key: string, block: Root): this {
    this.blocks.delete(key);
    if (this.blocks.size >= this.limit) {
      const oldest = this.blocks.keys().next();
      if (!oldest.done) this.blocks.delete(oldest.value);
    }
    this.blocks.set(key, structuredClone(block));
    return this;
  }
}

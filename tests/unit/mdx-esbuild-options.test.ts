/** The esbuild options of Contentlayer's per-document bundle (lib/mdx/esbuild-options.ts). */
import { describe, expect, it } from 'vitest';
import { withoutNodeResolve } from '@/lib/mdx/esbuild-options';

describe('withoutNodeResolve', () => {
  it("drops mdx-bundler's node-resolve plugin and keeps the others in order", () => {
    const plugins = [{ name: 'global-externals' }, { name: 'node-resolve' }, { name: 'inMemory' }, { name: '@mdx-js/esbuild' }];
    expect(withoutNodeResolve({ minify: true, plugins })).toEqual({ minify: true, plugins: [{ name: 'global-externals' }, { name: 'inMemory' }, { name: '@mdx-js/esbuild' }] });
  });
});

/**
 * The esbuild options of Contentlayer's per-document bundle (mdx-bundler), without the node-resolve
 * plugin. Our MDX imports nothing, so the plugin found nothing, but esbuild asked it about every
 * document's entry, and it searched the disk each time. The bundle is the same: esbuild's own
 * resolver handles any relative import.
 */
export function withoutNodeResolve<Options extends { plugins?: { name: string }[] }>(options: Options): Options {
  return { ...options, plugins: options.plugins?.filter((plugin) => plugin.name !== 'node-resolve') };
}

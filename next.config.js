import { headCommit, treeIsDirty } from './lib/deploy/tree-state.mjs';

/**
 * The build id is the commit (lib/deploy/commit.ts reads the same), so page data paths
 * (/_next/data/<id>/) are stable for a commit and the deploy can keep a few builds' files side by
 * side for tabs opened before a deploy. A tree with uncommitted changes or untracked files gets
 * '-dirty', which the deploy refuses. Outside a git checkout Next picks a random id.
 */
function commitBuildId() {
  try {
    const id = headCommit().slice(0, 12);
    return treeIsDirty() ? `${id}-dirty` : id;
  } catch {
    return null;
  }
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A static site that object storage hosts as it is: every route is `route/index.html`,
  // which S3-style website hosting serves for both `/route` and `/route/`.
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  generateBuildId: commitBuildId,
  // Build workers wait for Contentlayer, which runs beside next build (lib/site/reader.ts): 116 s at
  // +5,000 pages, beyond the default 60 s after which Next restarts a worker.
  staticPageGenerationTimeout: 900,
  transpilePackages: ['@docsearch/react'],
  // Types are checked once, over the whole project (tests and scripts too), by `npm run typecheck`
  // in `npm test`; checking them again in every build cost 8.7 s of a 39 s build at +1,000 pages.
  typescript: { ignoreBuildErrors: true },
  // Next uses one fewer worker than there are cores: on these 2-core machines, one. Two render the
  // pages in 11 s instead of 16 s at +1,000 pages, at the same peak memory.
  experimental: { cpus: 2, turbopackChunking: { minChunkSize: 1000000, maxMergeChunkSize: 2000000, requestCost: 1000000 } },
};

export default nextConfig;

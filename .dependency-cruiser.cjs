/**
 * Import loops and the engine's boundary (docs/architecture.md, "Layout"), checked by `npm run lint`.
 * dependency-cruiser rather than a hand-written graph walk: it resolves TypeScript paths and type-only
 * imports the way tsc does, and reports each loop or chain with its whole path.
 */
/** The top-level parts: each folder of the engine, the site package, the components and the routes. */
const PART = '^(lib/[^/]+|paymora|components|pages)';

module.exports = {
  forbidden: [
    {
      name: 'no-module-loop',
      comment: 'Two modules that import each other, even for types only, cannot be read or moved one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-part-loop',
      comment:
        'The parts form layers: no arrow from one part to another (any folder inside them, or a root file such as ' +
        'site-parts.ts) lies on a loop back to it. Folder scope: each folder counts every import of the modules ' +
        'under it, so a loop through subfolders (lib/mdx/highlight, components/mdx) is seen at its part.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${PART}(/|$)` },
      to: { pathNot: '^$1(/|$)', circular: true },
    },
    {
      name: 'engine-imports-no-site',
      comment:
        "lib/ is the docs engine: it reaches none of the site's package, components or routes, directly or through " +
        "a root file; the pages pass the site's parts in (lib/render/site-parts.ts).",
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(paymora|components|pages)/', reachable: true },
    },
    {
      name: 'no-test-code-outside-tests',
      comment:
        'Scripts, benchmarks, the engine and the site run without the test suite: what both need (the ranking ' +
        'cases) lives outside tests/ (tools/search/).',
      severity: 'error',
      from: { pathNot: '^tests/' },
      to: { path: '^tests/' },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|[.]contentlayer|[.]next|out)/' },
  },
};

/**
 * Import loops (docs/architecture.md, "Layout"), checked by `npm run lint`. dependency-cruiser
 * rather than a hand-written graph walk: it resolves TypeScript paths and type-only imports the
 * way tsc does, and reports each loop with its whole path.
 */
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
      name: 'no-engine-folder-loop',
      comment:
        'The folders of lib/ form layers. lib/checks/ is left out as a starting point only: its one loop runs through ' +
        "lib/site's known arrows into paymora/ (KNOWN_ENGINE_TO_SITE in eslint.config.mjs); a loop among lib/ folders " +
        'that passes through lib/checks/ is still reported from its other folders.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^lib/', pathNot: '^lib/checks(/|$)' },
      to: { path: '^lib/', circular: true },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|[.]contentlayer|[.]next|out)/' },
  },
};

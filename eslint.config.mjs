// Lint for `npm run lint` (part of `npm test`): ESLint's and typescript-eslint's recommended rules,
// and React's rules of hooks with exhaustive effect dependencies, as errors. Dead code, exports and
// dependencies are knip's (knip.json).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The layers (docs/architecture.md, "Layout"): lib/ is the docs engine and knows nothing of payments,
// paymora/ is the site package, site.config.ts the site's settings (which the engine reads, as a docs
// framework reads its config file), site-parts.ts the site's parts that the pages pass into the engine
// (lib/render/site-parts.ts), tools/ the benchmarks. The engine may not reach up into the site, the UI,
// the tools or the tests (dependency-cruiser holds the same, through any chain of imports).
const upward = (name, why) => [{ group: [`@/${name}/*`, `**/${name}/*`], message: why }];
const sitePartsWhy = 'lib/ is the docs engine: the pages pass the site\'s parts in (lib/render/site-parts.ts), the engine never imports them.';

export default defineConfig(
  // 'out/': the export folder of lib/build/folders.ts, which this .mjs cannot import (tests/unit/folders.test.ts holds them equal).
  globalIgnores(['node_modules/', '.next/', 'out/', '.contentlayer/', 'next-env.d.ts', 'tests/.tmp/', 'test-results/', 'screenshots/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Unused names are errors, but `_name` marks one kept on purpose (a callback's unused argument).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [
      ...upward('tools', 'lib/ is the engine: benchmarks (tools/) import it, never the reverse.'),
      ...upward('tests', 'lib/ is the engine: tests import it, never the reverse.'),
      ...upward('paymora', 'lib/ is the docs engine and knows nothing of payments: the site passes its parts in (lib/render/site-parts.ts, docs/architecture.md).'),
      ...upward('components', 'lib/ is logic without UI: components render it, and the site passes their HTML renderers in (lib/render/site-parts.ts).'),
      ...upward('pages', 'lib/ is the engine: the pages call it, never the reverse.'),
      { group: ['@/site-parts', '../site-parts', '../../site-parts', '../../../site-parts'], message: sitePartsWhy },
    ] }] },
  },
);

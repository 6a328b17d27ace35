/**
 * What the docs versions cost a page of the built site (issue 14): its first-load JavaScript names no
 * version, so it does not grow with their number; the dropdown and the entry points' hrefs are in the
 * page's HTML and data only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadJs } from '@/tools/perf/site-figures';
import { readVersions } from '@/lib/site/versions';
import { outDir } from './built-search';

const archived = readVersions().filter((version) => version.status !== 'current');

describe('docs versions in the built site', () => {
  it.each(['index.html', 'webhooks/hmac-validation/index.html', 'category/webhooks/index.html', '2025-10/webhooks/hmac-validation/index.html'])(
    'leave no version name or label in the first-load JavaScript of %s, and put the dropdown in its HTML',
    (page) => {
      expect(archived.length).toBeGreaterThan(0);
      const { files } = firstLoadJs(outDir, page);
      const scripts = files.map((f) => ({ file: f.file, text: readFileSync(path.join(outDir, f.file), 'utf8') }));
      for (const version of archived) {
        expect(scripts.filter((s) => s.text.includes(version.name) || s.text.includes(version.label)).map((s) => s.file), version.name).toEqual([]);
      }
      const html = readFileSync(path.join(outDir, page), 'utf8');
      for (const version of archived) expect(html).toContain(`data-version-choice="${version.name}"`);
    },
  );
});

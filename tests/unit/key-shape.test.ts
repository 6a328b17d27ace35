/**
 * Every idempotency key the docs derive has the one shape the API key page gives,
 * `<prefix>:<what it acts on>:<operation>[-<n>]:<attempt>`, or is a UUID saved before the call with the prefix
 * (`shop-eu:<submissionId>`): written out in pages, data, samples and the API document, or built in a sample with
 * `{KeyPrefix}:…` (C#) or `idempotencyKeyFor(…)` (Node.js). A second shape would teach readers to build keys that
 * two systems derive differently for the same operation.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_FOLDER } from '@/lib/build/folders';
import { sourceFiles } from '@/lib/site/generated-content';

// The current version's folders; content/versions/ holds the frozen archive.
const files = [['docs', '.mdx'], ['concepts', '.mdx'], ['data', '.json'], ['api', '.yaml'], ['samples', '.mjs'], ['samples', '.cs'], ['samples', '.json']]
  .flatMap(([folder = '', extension = '']) => sourceFiles(CONTENT_FOLDER, folder, extension))
  .concat('changelog.json')
  .map((file) => ({ file, text: readFileSync(path.join(CONTENT_FOLDER, file), 'utf8') }));

const part = '[^:\\s`\'"]+';
const shape = new RegExp(`^shop-eu:(?:<submissionId>|${part}:[a-z]+(?:-(?:\\d+|\\{[^}]+\\}))?:(?:\\d+|\\{[^}]+\\}))$`);

describe('derived idempotency keys', () => {
  it('written out, all have the one shape', () => {
    const keys = files.flatMap(({ file, text }) => [...text.matchAll(/shop-eu:[A-Za-z0-9_{}<>.$:-]+/g)].map((m) => ({ file, key: m[0].replace(/[.:]+$/, '') })));
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.filter(({ key }) => !shape.test(key))).toEqual([]);
  });

  it('built in samples, all have the one shape', () => {
    const built = files.flatMap(({ file, text }) => [
      ...[...text.matchAll(/\{KeyPrefix\}:([^"]+)"/g)].map((m) => ({ file, key: `shop-eu:${m[1] ?? ''}` })),
      ...[...text.matchAll(/idempotencyKeyFor\(([^)]*)\)/g)].map((m) => ({ file, key: ['shop-eu', ...(m[1] ?? '').split(/,\s*/).map((arg) => (/^'[^']*'$|^\d+$/.test(arg) ? arg.replace(/'/g, '') : arg.replace(/^`([a-z]+)-\$\{([^}]+)\}`$/, '$1-{$2}').replace(/^(?![a-z]+-\{)(.*)$/, '{$1}')))].join(':') })),
    ]);
    expect(built.length).toBeGreaterThan(5);
    const sampleShape = new RegExp(`^shop-eu:(?:\\{submissionId\\}|${part}:[a-z]+(?:-(?:\\d+|\\{[^}]+\\}))?:(?:\\d+|\\{[^}]+\\}))$`);
    expect(built.filter(({ key }) => !sampleShape.test(key))).toEqual([]);
  });

  it('refuses a key with another shape', () => {
    expect(shape.test('shop-eu:order-10293:session-expire:ses_1')).toBe(false);
    expect(shape.test('shop-eu:order-10293:session:v3:1')).toBe(false);
    expect(shape.test('shop-eu:pay_4Hs8Lq2Zr:refund-2:1')).toBe(true);
  });
});

/** The Node.js sample on /resources/currencies-minor-units, executed: exact conversions, and clear errors for what is not a price. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error The sample is plain JavaScript, as readers copy it.
import { toMinorUnits } from '../../content/samples/currencies/to-minor-units.mjs';
import { contentFile } from '../../lib/build/folders';

const convert = toMinorUnits as (price: unknown, exponent: unknown) => number;
const root = path.resolve(import.meta.dirname, '../..');

describe('toMinorUnits sample', () => {
  it('converts without floating-point error, for every exponent ISO 4217 uses', () => {
    expect(convert('19.99', 2)).toBe(1999);
    expect(convert('0.1', 2)).toBe(10);
    expect(convert('25', 2)).toBe(2500);
    expect(convert('2500', 0)).toBe(2500);
    expect(convert('2.5', 3)).toBe(2500);
    expect(convert('1.2345', 4)).toBe(12345);
    expect(convert('0', 2)).toBe(0);
  });

  it('rejects thousands separators instead of returning NaN', () => {
    expect(() => convert('1,299.00', 2)).toThrow(/"1,299\.00" is not a price/);
    expect(() => convert('1 299.00', 2)).toThrow(/is not a price/);
    expect(() => convert("1'299.00", 2)).toThrow(/is not a price/);
  });

  it('rejects negative amounts instead of returning a wrong one', () => {
    expect(() => convert('-1.50', 2)).toThrow(/"-1\.50" is not a price/);
    expect(() => convert('+1.50', 2)).toThrow(/is not a price/);
  });

  it('rejects more decimals than the currency has, naming both', () => {
    expect(() => convert('1.999', 2)).toThrow(/has 3 decimals; this currency has 2/);
    // Counted as written: trailing zeros are decimals too (the C# function on the page counts them the same way).
    expect(() => convert('19.990', 2)).toThrow(/has 3 decimals; this currency has 2/);
    expect(() => convert('100.5', 0)).toThrow(/has 1 decimals; this currency has 0/);
  });

  it('rejects empty, spaced, scientific and non-string input, and a wrong exponent', () => {
    for (const bad of ['', ' 12', '12 ', '1e3', '12.', '.5', 'abc', 12.5, null]) expect(() => convert(bad, 2)).toThrow();
    expect(() => convert('12', 5)).toThrow(/exponent/);
    expect(() => convert('12', 1.5)).toThrow(/exponent/);
  });

  it('rejects a price too large to be exact', () => {
    expect(() => convert('999999999999999999', 2)).toThrow(/too large/);
  });

  it('is the code the page shows', () => {
    const page = readFileSync(path.join(root, contentFile('docs/resources/currencies-minor-units.mdx')), 'utf8');
    expect(page).toContain('```javascript file=<rootDir>/samples/currencies/to-minor-units.mjs');
  });
});

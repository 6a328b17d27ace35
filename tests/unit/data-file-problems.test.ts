import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataFileProblems } from '@/lib/site/data-file-problems';
import { dataSets } from '@/paymora/data-sets';
import { contentFile } from '@/lib/build/folders';

const json = (value: unknown) => JSON.stringify(value, null, 2);

describe("data files, against their data sets' entries (one walk: enums and strict rows)", () => {
  it('names a misspelt enum value with its line and the allowed values (the review\'s kind "warnin")', () => {
    const text = json({ errors: [{ code: 'a', kind: 'error', message: 'm', meaning: 'm', action: 'a' }, { code: 'b', kind: 'warnin', retry: 'latr', message: 'm', meaning: 'm', action: 'a' }] });
    expect(dataFileProblems(text, dataSets.ErrorCodeSet)).toEqual([
      { line: 12, message: 'errors[1].kind is "warnin"; allowed values: error, refusal' },
      { line: 13, message: 'errors[1].retry is "latr"; allowed values: never, shopper, later' },
    ]);
  });

  it("checks every item of a list of enums (a lifecycle transition's from)", () => {
    const text = json({ transitions: [{ from: ['received', 'authorized'], to: 'captured', label: 'l', cause: 'c' }] });
    const problems = dataFileProblems(text, dataSets.PaymentLifecycleSet);
    expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(/^transitions\[0\]\.from\[1\] is "authorized"; allowed values: received, /)]);
    expect(problems[0]?.line).toBe(6);
  });

  it("names a strict row's missing field at the row's line, and a mistyped, empty or unknown field at its own", () => {
    const text = json({ source: 's', rules: [{ id: 'a', scheme: 'Visa', rule: 'r', value: 3, unit: 'day' }, { id: 'b', scheme: '', rule: 'r', value: '3', units: 'day' }] });
    expect(dataFileProblems(text, dataSets.SchemeRuleSet)).toEqual([
      { line: 11, message: 'rules[1].unit is missing (string required)' },
      { line: 13, message: 'rules[1].scheme is ""; expected a non-empty string' },
      { line: 15, message: 'rules[1].value is "3"; expected a non-empty number' },
      { line: 16, message: 'rules[1].units is not a field of this data set' },
    ]);
  });

  it('names a strict list that is missing', () => {
    expect(dataFileProblems(json({ idempotencyKeyHours: 24, rateLimits: [] }), dataSets.ApiLimitSet)).toEqual([{ line: 1, message: 'timeLimits is missing or not a list' }]);
  });

  // The guides' data sets, as the fixture content has them (these were content builds in a subprocess, ~10 s each).
  const fixture = (file: string, change: (text: string) => string) => change(readFileSync(path.join('tests/fixtures/content/data', file), 'utf8'));
  const messages = (text: string, entry: Parameters<typeof dataFileProblems>[1]) => dataFileProblems(text, entry).map((p) => p.message);

  it("finds a field no row may carry, an empty list of webhooks, a rate that is not a number and a scenario without its outcome", () => {
    expect(messages(fixture('api-limits.json', (t) => t.replace('"scope":"per API key"', '"scope":"per API key","burst":40')), dataSets.ApiLimitSet)).toEqual(['rateLimits[0].burst is not a field of this data set']);
    expect(messages(fixture('api-limits.json', (t) => t.replace('"requestsPerSecond":25', '"requestsPerSecond":"25/s"')), dataSets.ApiLimitSet)).toEqual(['rateLimits[0].requestsPerSecond is "25/s"; expected a non-empty number']);
    expect(messages(fixture('test-scenarios.json', (t) => t.replace('["payment.refused"]', '[]')), dataSets.TestScenarioSet)).toEqual(['scenarios[0].webhooks is []; expected a non-empty string[]']);
    expect(messages(fixture('test-scenarios.json', (t) => t.replace(',"outcome":"o"', '')), dataSets.TestScenarioSet)).toEqual(['scenarios[0].outcome is missing (string required)']);
  });

  it("finds nothing wrong in every data set of the site's content", () => {
    for (const entry of Object.values(dataSets)) {
      const file = path.join(contentFile('data'), entry.file);
      expect(dataFileProblems(readFileSync(file, 'utf8'), entry), file).toEqual([]);
    }
  });
});

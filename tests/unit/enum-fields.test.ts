import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enumValueProblems } from '@/lib/site/enum-fields';
import { dataFileOf } from '@/paymora/data-files';
import { dataSetDeclarations } from '@/paymora/data-sets';

const fieldsOf = (name: string) => {
  const declaration = dataSetDeclarations.find((d) => d.name === name);
  if (!declaration) throw new Error(`no data set ${name}`);
  return declaration.fields;
};

describe('enum values of data files, against the data sets\' declarations', () => {
  it('names a misspelt enum value with its line and the allowed values (the review\'s kind "warnin")', () => {
    const text = JSON.stringify({ errors: [{ code: 'a', kind: 'error', message: 'm', meaning: 'm', action: 'a' }, { code: 'b', kind: 'warnin', retry: 'latr', message: 'm', meaning: 'm', action: 'a' }] }, null, 2);
    expect(enumValueProblems(text, fieldsOf('ErrorCodeSet'))).toEqual([
      { line: 12, message: 'errors[1].kind is "warnin"; allowed values: error, refusal' },
      { line: 13, message: 'errors[1].retry is "latr"; allowed values: never, shopper, later' },
    ]);
  });

  it('checks every item of a list of enums (a lifecycle transition\'s from)', () => {
    const text = JSON.stringify({ transitions: [{ from: ['received', 'authorized'], to: 'captured' }] }, null, 2);
    const problems = enumValueProblems(text, fieldsOf('PaymentLifecycleSet'));
    expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(/^transitions\[0\]\.from\[1\] is "authorized"; allowed values: received, /)]);
    expect(problems[0]?.line).toBe(6);
  });

  it('finds nothing wrong in every data set of the site\'s content', () => {
    for (const { name, fields } of dataSetDeclarations) {
      const file = path.join('content/data', dataFileOf[name]);
      expect(enumValueProblems(readFileSync(file, 'utf8'), fields), file).toEqual([]);
    }
  });
});

/** Validator errors, reported against pretty-printed JSON, mapped back to lines of the YAML file. */
import { describe, expect, it } from 'vitest';
import { errorSummary, framedLine, jsonLinePaths, yamlLineOf } from '@/lib/openapi/error-lines';

describe('OpenAPI error lines', () => {
  it('knows the path on every line of JSON.stringify(value, null, 2)', () => {
    const value = { a: 1, b: { c: [1, { d: 'x' }], e: {} }, f: [] };
    const text = JSON.stringify(value, null, 2).split('\n');
    const paths = jsonLinePaths(value);
    expect(text[6]).toContain('"d": "x"');
    expect(paths.get(7)).toEqual(['b', 'c', 1, 'd']);
    expect(paths.get(10)).toEqual(['b', 'e']);
    expect(paths.get(12)).toEqual(['f']);
  });

  it('finds the YAML line of a key, a list item, or the nearest ancestor (a $ref)', () => {
    const yaml = ['openapi: 3.1.0', 'paths:', '  /x:', '    get:', '      parameters:', "        - $ref: '#/components/parameters/P'", 'components:', '  parameters:', '    P:', '      name: p', '      in: body', ''].join('\n');
    expect(yamlLineOf(yaml, ['components', 'parameters', 'P', 'in'])).toBe(11);
    expect(yamlLineOf(yaml, ['paths', '/x', 'get', 'parameters', 0, 'in'])).toBe(6);
    expect(yamlLineOf(yaml, ['paths', '/x', 'get'])).toBe(4);
  });

  it('reads the framed line and the first sentence of a validator message', () => {
    const message = 'ENUM must be equal to one of the allowed values\n(query, header, path, cookie)\n\n  44 |   {\n> 46 |     "in": "body",\n     |           ^^^^';
    expect(framedLine(message)).toBe(46);
    expect(errorSummary(message)).toBe('ENUM must be equal to one of the allowed values (query, header, path, cookie)');
  });
});

/** ```json blocks must parse (lib/samples/json-blocks.ts). */
import { describe, expect, it } from 'vitest';
import { jsonBlockProblems } from '@/lib/samples/json-blocks';

describe('json blocks', () => {
  it('names the line of a block that does not parse, and leaves valid, jsonc and included blocks alone', () => {
    const mdx = ['# Page', '', '```json', '{', '  "amount": 2500', '}', '```', '', '```json', '{', '  "amount": 2500,', '  "currency": …', '}', '```', '', '```jsonc', '{ "a": 1, // note', '}', '```', '', '```json file=<rootDir>/samples/webhooks/fixture.json', '```', ''].join('\n');
    expect(jsonBlockProblems(mdx)).toEqual([{ line: 12, message: expect.stringMatching(/^this json block is not valid JSON \(.+\): fix it, or mark it `jsonc` or `text`/) }]);
  });
});

/** Files of content/ and public/ the build would take silently (lib/site/source-files.ts; probe L12, L15). */
import { describe, expect, it } from 'vitest';
import { sourceFileProblems, type SourceFile } from '@/lib/site/source-files';

const text = (file: string, content: string, inPublic = false): SourceFile => ({ file, inPublic, symlink: false, bytes: new TextEncoder().encode(content) });
const problems = (files: SourceFile[], budget = 1_000) => sourceFileProblems(files, budget).map((p) => `${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`);
/** Each problem starts with its line of `expected`. */
const starting = (expected: string[]) => expected.map((start) => expect.stringMatching(new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)));

describe('source files', () => {
  it('refuses symlinks in content/ and public/, naming each', () => {
    expect(problems([{ file: 'content/docs/a.mdx', inPublic: false, symlink: true }, { file: 'public/logo.png', inPublic: true, symlink: true }])).toEqual(starting([
      'content/docs/a.mdx: is a symlink',
      'public/logo.png: is a symlink',
    ]));
  });

  it('refuses a text file that is not UTF-8, at the line of the first bad byte', () => {
    const latin1 = Uint8Array.from([...new TextEncoder().encode('---\ntitle: Caf'), 0xe9, ...new TextEncoder().encode(' page\n---\n')]);
    expect(problems([{ file: 'content/docs/cafe.mdx', inPublic: false, symlink: false, bytes: latin1 }])).toEqual(starting(['content/docs/cafe.mdx:2: is not UTF-8 (it would be shown with � in the page']));
    expect(problems([text('content/docs/ok.mdx', '---\ntitle: Café\n---\n')])).toEqual([]);
  });

  it('refuses a page over the budget, but not a data file or the API document', () => {
    expect(problems([text('content/docs/big.mdx', 'x'.repeat(1_001)), text('content/api/openapi.yaml', 'x'.repeat(5_000))])).toEqual(starting(['content/docs/big.mdx: has 1,001 bytes, over the 1,000 a page may have']));
  });

  it('refuses HTML in public/, and an SVG there that carries script, handlers, HTML or references off the site', () => {
    const svg = ['<svg xmlns="http://www.w3.org/2000/svg">', '<script>alert(1)</script>', '<rect onload="x()" width="1"/>', '<foreignObject><div/></foreignObject>', '<a href="https://evil.example/"><use xlink:href="javascript:x"/></a>', '<use href="#icon"/>', '</svg>'].join('\n');
    expect(problems([text('public/promo.html', '<html></html>', true), text('public/bad.svg', svg, true)])).toEqual(starting([
      'public/promo.html: is an HTML file in public/, which would ship as it',
      'public/bad.svg:2: an SVG in public/ carries a <script>, which runs o',
      'public/bad.svg:3: an SVG in public/ carries the event handler onload',
      'public/bad.svg:4: an SVG in public/ embeds HTML or another document',
      'public/bad.svg:5: an SVG in public/ points at "https://evil.example/',
      'public/bad.svg:5: an SVG in public/ points at "javascript:x": an SVG',
    ]));
    expect(problems([text('public/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2f55d4"/></svg>', true)])).toEqual([]);
  });
});

/**
 * The once-tokenizing highlighter (lib/mdx/highlight/shiki-once.ts) against Shiki's own dual-theme highlighting:
 * the same HTML and hast, block for block, for the site's themes and languages.
 */
import { createHighlighter } from 'shiki';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeLanguages, codeThemes, shikiTransformers, tokenizeOptions } from '@/lib/mdx/highlight/highlight';
import { createOnceHighlighter } from '@/lib/mdx/highlight/shiki-once';

type Highlighter = Awaited<ReturnType<typeof createHighlighter>>;

const blocks: [language: string, code: string][] = [
  ['json', '{\n  "merchantAccount": "AcmeShopEUR",\n\n  "amount": { "value": 1000, "currency": "EUR" },\n  "capture": [true, null, 1.5e3]\n}'],
  ['typescript', "import { createHmac } from 'node:crypto';\n\n// The signature is hex.\nexport function sign<T extends string>(key: T, body: string): string {\n  return createHmac('sha256', key).update(body).digest('hex');\n}"],
  // Bold in both themes (string.regexp constant.character.escape).
  ['typescript', 'const reference = /^pay_\\d+\\.\\w*$/;'],
  ['bash', 'curl -X POST https://api.sandbox.paymora.example/v1/payments \\\n  -H "X-Api-Key: $PAYMORA_API_KEY" \\\n\n  -d \'{ "amount": { "value": 1000 } }\' # a comment'],
  ['csharp', 'using System.Net.Http;\n\n[Obsolete("old")]\npublic sealed class Client\n{\n    public async Task<int> SendAsync() => (int)(await new HttpClient().GetAsync("https://api.paymora.example")).StatusCode;\n}'],
  // Embedded languages: HTML and CSS in PHP, JSON in HTTP.
  ['php', '<?php\n$amount = ["value" => 1000];\necho "Paid {$amount[\'value\']}";\n?>\n<p class="paid">Paid</p>'],
  ['http', 'POST /v1/payments HTTP/1.1\nContent-Type: application/json\n\n{"amount": 1000}'],
  ['html', '<style>.paid { color: green; }</style>\n<script>const paid = true;</script>'],
  ['yaml', 'webhooks:\n  - url: https://shop.example/hooks # live\n    events: [payment.captured]'],
  // An empty block, and one of blank lines only (lines without tokens).
  ['json', ''],
  ['typescript', '\n\n'],
  // Not a grammar: Shiki's plain-text path.
  ['text', 'plain\n\ntext'],
];

const options = (lang: string) => ({ lang, themes: codeThemes, transformers: shikiTransformers, ...tokenizeOptions });

let shiki: Highlighter;
let once: Highlighter;

beforeAll(async () => {
  [shiki, once] = await Promise.all([createHighlighter({ themes: Object.values(codeThemes), langs: codeLanguages }), createOnceHighlighter(codeThemes, codeLanguages)]);
});

describe('highlighting each block once for both themes', () => {
  it.each(blocks)('gives the HTML of Shiki’s own dual-theme highlighting (%s: %j)', (lang, code) => {
    expect(once.codeToHtml(code, options(lang))).toBe(shiki.codeToHtml(code, options(lang)));
    expect(once.codeToHast(code, options(lang))).toEqual(shiki.codeToHast(code, options(lang)));
  });

  it('colours the blocks differently in the two themes, so the comparison covers both', () => {
    const html = once.codeToHtml(blocks[0]?.[1] ?? '', options('json'));
    const pairs = [...html.matchAll(/style="color:(#[0-9a-f]+);--shiki-dark:(#[0-9a-f]+)"/gi)];
    expect(pairs.length).toBeGreaterThan(3);
    expect(pairs.some(([, light, dark]) => light !== dark)).toBe(true);
  });

  it('gives the same HTML for a block highlighted again, and in the other order of the themes', () => {
    const code = blocks[1]?.[1] ?? '';
    const first = once.codeToHtml(code, options('typescript'));
    expect(once.codeToHtml(code, options('typescript'))).toBe(first);
    const swapped = { ...options('typescript'), themes: { dark: codeThemes.dark, light: codeThemes.light } };
    expect(once.codeToHtml(code, swapped)).toBe(shiki.codeToHtml(code, swapped));
  });

  it('gives Shiki’s HTML for themes that differ in font style (slanted in one theme only)', async () => {
    const themes = { light: 'catppuccin-latte', dark: 'github-dark-high-contrast' } as const;
    const code = blocks[1]?.[1] ?? '';
    const [own, paired] = await Promise.all([createHighlighter({ themes: Object.values(themes), langs: ['typescript'] }), createOnceHighlighter(themes, ['typescript'])]);
    // Without a time limit on either side: on a loaded machine Shiki's default (500 ms a line) leaves the rest of a line uncoloured.
    const html = paired.codeToHtml(code, { lang: 'typescript', themes, ...tokenizeOptions });
    // A font style in the light theme that the dark one leaves at inherit.
    expect(html).toContain('--shiki-dark-font-style:inherit');
    expect(html).toBe(own.codeToHtml(code, { lang: 'typescript', themes, ...tokenizeOptions }));
  });

  it('leaves a call with other themes to Shiki', () => {
    const other = { lang: 'json', themes: { light: 'github-light', dark: 'github-dark' } } as const;
    expect(() => once.codeToHtml('{}', other)).toThrow(/Theme `github-light` not found/);
  });
});

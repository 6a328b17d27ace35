/** What search engines and coding assistants read, on the built site. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRecord } from '@/lib/util/is-record';
import { referenceRoutes, specRoutes } from '../spec-routes';
import { outDir } from './built-search';

const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
const url = (route: string) => `https://developers.paymora.example${route === '/' ? '/' : `${route}/`}`;

const withoutCodeFences = (markdown: string) => markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '');
/** The Markdown's prose: no code blocks, code spans or link targets, where anything goes. */
const proseOf = (markdown: string) => withoutCodeFences(markdown).replace(/`+[^`\n]*`+/g, ' ').replace(/\]\([^)\s]*\)/g, '] ');
/** The article's text as the page shows it: every tag a possible break, so that no two words run together. */
const pageText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('discovery files', () => {
  it('writes the Markdown copies without rendering artefacts: comment markers, needless escapes, words run together', () => {
    const artefacts: string[] = [];
    for (const route of specRoutes) {
      const dir = route === '/' ? '' : route.slice(1);
      const markdown = read(path.join(dir, 'index.md'));
      const prose = proseOf(markdown);
      const text = pageText(read(path.join(dir, 'index.html')));
      // An HTML sample's own comment inside a code fence is content (the encrypted card form marks its placeholders so).
      if (withoutCodeFences(markdown).includes('<!--')) artefacts.push(`${route}: a <!-- --> marker`);
      for (const escape of prose.match(/\\[_*[][^\s]{0,12}/g) ?? []) artefacts.push(`${route}: an escape the text does not need: ${escape}`);
      // A lowercase letter then a capital inside one word: an identifier (captureMode, iDEAL) is on the page
      // as it is; a word the page does not have is two words that lost the space between them.
      for (const word of new Set(prose.match(/[\p{L}\d]*\p{Ll}\p{Lu}[\p{L}\d]*/gu) ?? [])) {
        if (!text.includes(word)) artefacts.push(`${route}: "${word}" is not on the page: two words run together`);
      }
    }
    expect(artefacts).toEqual([]);
  });

  it('lists every route in sitemap.xml with its canonical URL and a last-modified date', () => {
    const sitemap = read('sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const routes = [...specRoutes, ...referenceRoutes()];
    expect(new Set(locs)).toEqual(new Set(routes.map(url)));
    expect(sitemap.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)?.length).toBe(routes.length);
    expect(read('robots.txt')).toContain('Sitemap: https://developers.paymora.example/sitemap.xml');
  });

  it('indexes every page with its description in llms.txt', () => {
    const llms = read('llms.txt');
    expect(llms.startsWith('# Paymora Developers\n')).toBe(true);
    for (const route of specRoutes.filter((r) => r !== '/')) {
      expect(llms, route).toMatch(new RegExp(`- \\[[^\\]]+\\]\\(${url(route).replace(/[.?]/g, '\\$&')}\\): .{40,}`));
    }
  });

  it('tells coding agents how to integrate in llms.txt, before the pages, linking pages and headings that exist', () => {
    const llms = read('llms.txt');
    const start = llms.indexOf('## Instructions for coding agents');
    expect(start).toBeGreaterThan(0);
    const section = llms.slice(start, llms.indexOf('\n## ', start + 1));
    expect(start).toBeLessThan(llms.indexOf('## Let'));
    for (const rule of ['Idempotency-Key', 'Paymora-Signature', 'raw request body', 'minor units', 'least of all a live one', 'never with a new key', 'Patterns not to suggest']) expect(section).toContain(rule);
    const limits: unknown = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../content/data/api-limits.json'), 'utf8'));
    expect(section).toContain(`for ${isRecord(limits) ? String(limits.idempotencyKeyHours) : '?'} hours`);
    const links = [...section.matchAll(/\]\((https:\/\/developers\.paymora\.example[^)]+)\)/g)].map((m) => m[1] ?? '');
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      const { pathname, hash } = new URL(link);
      const html = read(path.join(pathname, 'index.html'));
      if (hash) expect(html, link).toContain(`id="${hash.slice(1)}"`);
    }
  });

  it('says at the top of an archived version\'s llms.txt that it is archived, pointing to the latest', () => {
    const llms = read('2025-10/llms.txt');
    const top = llms.slice(0, llms.indexOf('\n## '));
    expect(top).toContain('This is an archived version of the docs');
    expect(top).toContain('(https://developers.paymora.example/llms.txt)');
  });

  it('has every page as clean Markdown, alone and in llms-full.txt', () => {
    const full = read('llms-full.txt');
    for (const route of specRoutes) {
      const file = path.join(route === '/' ? '' : route.slice(1), 'index.md');
      expect(existsSync(path.join(outDir, file)), file).toBe(true);
      const markdown = read(file);
      expect(markdown).toMatch(/^# .+\n\n> .{40,}\n\nSource: https:\/\/developers\.paymora\.example\//);
      // Chrome markup must not leak in; an HTML sample inside a code fence is content.
      expect(withoutCodeFences(markdown), file).not.toMatch(/<(div|span|button|svg)\b/);
      expect(full).toContain(markdown.split('\n')[0]);
    }
    const hmac = read('webhooks/hmac-validation/index.md');
    expect(withoutCodeFences(full)).not.toContain('<!--');
    expect(hmac).toContain('```javascript\nimport { createHmac, timingSafeEqual }');
    expect(hmac).toContain('```csharp');
    expect(read('get-started/use-these-test-cards/index.md')).toMatch(/\| Visa +\| `4111 1111 1111 1111` +\|/);
  });
});

/** The section cards the content calls for: `home`, and each top-level folder's category slug (its folder name by default). */
function sectionCards(): string[] {
  const docsDir = path.resolve(import.meta.dirname, '../../content/docs');
  const slugs = readdirSync(docsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(docsDir, entry.name, '_category.json')))
    .map((entry) => (JSON.parse(readFileSync(path.join(docsDir, entry.name, '_category.json'), 'utf8')) as { slug?: string }).slug ?? entry.name);
  expect(slugs.length).toBeGreaterThan(0);
  return ['home', ...slugs].map((slug) => `/og/${slug}.png`);
}

describe('social previews', () => {
  const meta = (html: string, attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];

  it('gives every page a description, Open Graph and Twitter tags, and its section card as a real 1200x630 PNG', () => {
    const images = new Set<string>();
    for (const route of specRoutes) {
      const html = read(path.join(route === '/' ? '' : route.slice(1), 'index.html'));
      expect(meta(html, 'name', 'description')?.length, route).toBeGreaterThan(40);
      expect(meta(html, 'property', 'og:title'), route).toMatch(/Paymora Developers$/);
      expect(meta(html, 'name', 'twitter:card'), route).toBe('summary_large_image');
      const image = meta(html, 'property', 'og:image') ?? '';
      expect(image, route).toMatch(/^https:\/\/developers\.paymora\.example\/og\/[a-z-]+\.png$/);
      expect(meta(html, 'name', 'twitter:image')).toBe(image);
      images.add(new URL(image).pathname);
    }
    // One card per section: the welcome page's, and one for each top-level category of content/docs.
    expect([...images].sort()).toEqual(sectionCards().sort());
    for (const image of images) {
      const png = readFileSync(path.join(outDir, image));
      expect(png.subarray(1, 4).toString('latin1'), image).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
    }
    expect(meta(read('webhooks/hmac-validation/index.html'), 'property', 'og:image')).toBe('https://developers.paymora.example/og/webhooks.png');
  });

  it('keeps the not-found page out of search engines', () => {
    expect(read('404.html')).toContain('<meta name="robots" content="noindex"');
  });
});

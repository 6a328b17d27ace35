import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { extractHeadings, tocHeadings } from '@/lib/mdx/headings';
import { parseMdx } from '@/lib/mdx/parse';
import { checkLinks, extractLinks, type LinkablePage } from '@/lib/mdx/links';
import { routeFromSourcePath } from '@/lib/routes/routes';
import { specDocRoutes } from '../spec-routes';

const mdx = `Intro with [a link](/webhooks/configuration).

## Verify the signature

Text <Callout type="tip">Inside [callout](/webhooks/nope#x)</Callout>

### Compare in constant time

\`\`\`bash
## not a heading
\`\`\`

#### Deep detail

## Verify the signature

<a href="/category/webhooks">cards</a> and [file](./other.mdx) and [same](#missing) and [ok](https://portal.paymora.example)
`;

describe('extractHeadings', () => {
  it('slugs headings like rehype-slug, numbering repeats and skipping code', () => {
    expect(extractHeadings(mdx)).toEqual([
      { depth: 2, text: 'Verify the signature', id: 'verify-the-signature' },
      { depth: 3, text: 'Compare in constant time', id: 'compare-in-constant-time' },
      { depth: 4, text: 'Deep detail', id: 'deep-detail' },
      { depth: 2, text: 'Verify the signature', id: 'verify-the-signature-1' },
    ]);
  });

  it('finds the same headings as a parse of the whole page, on every page of the site and on tricky input', () => {
    const wholePage = (body: string) => {
      const slugger = new GithubSlugger();
      const out: { depth: number; text: string; id: string }[] = [];
      visit(parseMdx(body), 'heading', (node) => {
        const text = toString(node).trim();
        const id = slugger.slug(text);
        if (node.depth >= 2) out.push({ depth: node.depth, text, id });
      });
      return out;
    };
    const docsDir = path.resolve(import.meta.dirname, '../../content/docs');
    const files = readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mdx'));
    const tricky = `# Title\n\n## \`captureMode\` and [links](/x) *here*\n\n~~~~md\n## fenced\n~~~\n## still fenced\n~~~~\n\n   ### Indented three\n\n#Not a heading\n\n## Title\n`;
    for (const body of [tricky, ...files.map((f) => readFileSync(path.join(docsDir, f), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''))]) {
      expect(extractHeadings(body)).toEqual(wholePage(body));
    }
    // The loop ran over the whole site: every doc route of the spec has its file among those compared.
    const routes = new Set(files.map((file) => routeFromSourcePath(`docs/${file.replaceAll(path.sep, '/')}`)));
    expect(specDocRoutes.filter((route) => !routes.has(route))).toEqual([]);
    expect(extractHeadings(tricky).map((h) => h.id)).toEqual(['captureMode-and-links-here'.toLowerCase(), 'indented-three', 'title-1']);
  });

  it('keeps h2 and h3 for the table of contents', () => {
    expect(tocHeadings(extractHeadings(mdx)).map((h) => h.depth)).toEqual([2, 3, 2]);
  });
});

describe('links', () => {
  it('finds Markdown and JSX links with their lines', () => {
    expect(extractLinks(mdx)).toEqual([
      { url: '/webhooks/configuration', line: 1 },
      { url: '/webhooks/nope#x', line: 5 },
      { url: '/category/webhooks', line: 17 },
      { url: './other.mdx', line: 17 },
      { url: '#missing', line: 17 },
      { url: 'https://portal.paymora.example', line: 17 },
    ]);
  });

  it('fails on a missing route and warns on a missing anchor or a file path', () => {
    const pages: LinkablePage[] = [
      { file: 'content/docs/webhooks/hmac-validation.mdx', route: '/webhooks/hmac-validation', anchors: new Set(['verify-the-signature']), links: extractLinks(mdx) },
      { file: 'content/docs/webhooks/configuration.mdx', route: '/webhooks/configuration', anchors: new Set(), links: [{ url: '/webhooks/hmac-validation#nowhere', line: 3 }] },
    ];
    const problems = checkLinks(pages, new Set(['/category/webhooks']));
    expect(problems.map((p) => [p.severity, p.file.split('/').pop(), p.line])).toEqual([
      ['error', 'hmac-validation.mdx', 5],
      ['warning', 'hmac-validation.mdx', 17],
      ['warning', 'hmac-validation.mdx', 17],
      ['warning', 'configuration.mdx', 3],
    ]);
    expect(problems[0]?.message).toMatch(/no page has the route \/webhooks\/nope/);
    expect(problems[1]?.message).toMatch(/file path/);
    expect(problems[2]?.message).toMatch(/#missing/);
    expect(problems[3]?.message).toMatch(/#nowhere/);
    // Stricter for the content tests: a missing anchor fails too; a file path still only warns.
    const strict = checkLinks(pages, new Set(['/category/webhooks']), { anchors: 'error' });
    expect(strict.map((p) => [p.severity, p.line])).toEqual([
      ['error', 5],
      ['warning', 17],
      ['error', 17],
      ['error', 3],
    ]);
  });
});

/**
 * The content and export folders are named once (lib/build/folders.ts): no TypeScript or JavaScript
 * file of the project spells either as a path, and the config files that cannot import the module
 * hold the same names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_FOLDER, OUT_FOLDER } from '@/lib/build/folders';

const root = path.resolve(import.meta.dirname, '../..');
const here = path.relative(root, import.meta.filename);

/** The folders' names as a path spells them, each rule with what it catches. */
const rules: readonly { rule: string; pattern: RegExp }[] = [
  { rule: 'the export folder as a string', pattern: /['"]out['"]/ },
  { rule: 'a folder with its slash as a string', pattern: /['"](?:content|out)\/['"]/ },
  { rule: 'a path built on a folder', pattern: /`(?:content|out)\/\$\{/ },
  { rule: 'the content folder as a default', pattern: /(?:\?\?|(?<![=!<>])=)\s*['"]content['"]/ },
  { rule: 'the content folder in a path call', pattern: /(?:\bpath\.|(?<![.\w]))(?:join|resolve|relative)\((?:[^()\n]|\([^()\n]*\))*?['"`]content(?:\/[^'"`\s]*)?['"`]/ },
  { rule: 'a file read under a folder', pattern: /\b(?:readFileSync|readFile|existsSync|readdirSync|statSync|writeFileSync|mkdirSync|cpSync|rmSync)\(\s*['"`](?:content|out)\/[\w.-]/ },
  { rule: 'a folder option', pattern: /\w*(?:[dD]ir|[fF]older|[rR]oot)\s*:\s*['"](?:content|out)['"]/ },
  { rule: 'a folder override read outside the module', pattern: /\benv\.(?:CONTENT_DIR|OUT_DIR)\s*\?\?/ },
];

/** Each line of `text` that names a folder by a literal, with the rule it breaks. */
function folderLiterals(text: string): { line: number; text: string; rule: string }[] {
  return text.split('\n').flatMap((line, i) => rules.filter(({ pattern }) => pattern.test(line)).map(({ rule }) => ({ line: i + 1, text: line.trim(), rule })));
}

const scanned = ['lib', 'scripts', 'tools', 'tests', 'mcp', 'paymora', 'pages', 'components'];
const skipped = new Set(['lib/build/folders.ts', here]);

function sourceFiles(): string[] {
  // The .js and .mjs configs at the top cannot import TypeScript: the last test checks their literals.
  const top = readdirSync(root).filter((file) => file.endsWith('.ts'));
  const nested = scanned.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(?:ts|tsx|mjs|js)$/.test(file))
      .map((file) => path.join(dir, file)),
  );
  return [...top, ...nested].filter((file) => !skipped.has(file) && !file.startsWith(path.join('tests', '.tmp')) && !file.includes('node_modules'));
}

describe('the content and export folders', () => {
  it('are named in lib/build/folders.ts only', () => {
    const found = sourceFiles().flatMap((file) =>
      folderLiterals(readFileSync(path.join(root, file), 'utf8'))
        .map(({ line, rule }) => `${file}:${line}: ${rule}; read it from lib/build/folders.ts`),
    );
    expect(found).toEqual([]);
  });

  it('catches a folder spelt as a path, not the same word in other roles', () => {
    const spelt = [
      "const outDir = path.resolve(process.argv[2] ?? 'out');",
      "const contentDir = process.env.CONTENT_DIR ?? 'content';",
      "export function readVersions(contentDir = 'content') {",
      "const skip = new Set(['node_modules', 'out']);",
      "const CONTENT_PREFIX = 'content/';",
      'const file = `content/${relative}`;',
      "const file = path.join(root, 'content', 'docs');",
      "const file = path.join(path.resolve(import.meta.dirname), 'content/data/x.json');",
      "const text = readFileSync('content/api/openapi.yaml', 'utf8');",
      "const text = readFileSync('out/api/console.json', 'utf8');",
      "loadModel({ contentDir: 'content' });",
    ];
    for (const line of spelt) expect(folderLiterals(line), line).not.toEqual([]);
    const words = [
      "if (record.type === 'content') continue;",
      "document.querySelector('meta')?.getAttribute('content');",
      "{ name: 'content', argv: ['contentlayer2', 'build'] }",
      "{ name: 'check-content', argv: tsx('scripts/check-content.ts'), needs: ['content'] }",
      'throw new Error(`out/ does not match its build manifest (${counts})`);',
      "problems.push('content/versions.json lists no version');",
      "const index = new Document({ document: { index: ['title', 'heading', 'content'] } });",
      "const body = select(selectorOf('content'), article);",
      "const fields = ['paths', route, 'requestBody', 'content', 'application/json'];",
    ];
    for (const line of words) expect(folderLiterals(line), line).toEqual([]);
  });

  it('have the same names in the config files that cannot import the module', () => {
    const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
    expect(read('.gitignore').split('\n')).toContain(`${OUT_FOLDER}/`);
    expect(read('eslint.config.mjs')).toMatch(new RegExp(`globalIgnores\\(\\[[^\\]]*'${OUT_FOLDER}/'`));
    expect(read('tsconfig.json')).toMatch(new RegExp(`"exclude": \\[[^\\]]*"${OUT_FOLDER}"`));
    const knipIgnores = read('knip.jsonc').match(/"[\w*/]+\/samples\/\*\*"/g) ?? [];
    expect(knipIgnores).toHaveLength(2);
    for (const glob of knipIgnores) expect(glob.startsWith(`"${CONTENT_FOLDER}/`), glob).toBe(true);
  });
});

import type { ShikiTransformer } from 'shiki';

/** The high-contrast variants keep every token at WCAG AA on our code backgrounds (checked by axe). */
export const codeThemes = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } as const;

/** Languages highlighted at build time; csharp is first-class for Paymora's merchants. */
export const codeLanguages = ['bash', 'shell', 'csharp', 'json', 'javascript', 'typescript', 'php', 'python', 'java', 'http', 'html', 'xml', 'yaml'];

/**
 * Shiki gives up on a line after 500 ms of wall time by default and leaves the rest of the line, and
 * the lines after it, in the state it stopped in. On a loaded machine (a GC pause, the first use of a
 * grammar) a block came out coloured wrongly, differently from one build of the same commit to the next.
 */
export const tokenizeOptions = { tokenizeTimeLimit: 0 } as const;

/** Tab labels for code samples, by fence language. */
const languageLabels: Readonly<Record<string, string>> = {
  bash: 'curl',
  shell: 'Shell',
  csharp: 'C#',
  json: 'JSON',
  javascript: 'Node.js',
  typescript: 'TypeScript',
  php: 'PHP',
  python: 'Python',
  java: 'Java',
  http: 'HTTP',
  html: 'HTML',
  xml: 'XML',
  yaml: 'YAML',
  text: 'Text',
};

export function languageLabel(lang: string): string {
  return languageLabels[lang] ?? lang;
}

/** Marks each block with its language so that code tabs and the copy button can read it. */
export const shikiTransformers: ShikiTransformer[] = [
  {
    name: 'paymora:data-language',
    pre(node) {
      node.properties['data-language'] = this.options.lang;
    },
  },
];

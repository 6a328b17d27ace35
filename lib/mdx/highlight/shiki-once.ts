/**
 * A Shiki highlighter that runs the grammar over a block once for all of its themes. Shiki's own
 * dual-theme highlighting tokenizes the block once per theme and then aligns the tokens; the grammar's
 * work (the regular expressions, most of the time) is the same each time. Here a second registry of the
 * same languages has PairedThemes as its theme, so one pass gives every theme's tokens, and Shiki's own
 * code does the rest (aligning, the CSS variables, transformers, the HTML): its `codeToHast` is given a
 * primitive whose grammars answer each theme's `tokenizeLine2` from that pass, the same tokens as the
 * theme's own pass would give.
 */
import { Registry, Resolver, resolveLangs } from '@shikijs/primitive';
import { bundledLanguages, createHighlighter, createOnigurumaEngine, type BundledLanguage, type BundledTheme, type HighlighterGeneric } from 'shiki';
// From @shikijs/core, not shiki/core: Contentlayer bundles scoped packages into its compiled config and
// leaves the others external, and the grammar compares the state a line starts in with its own copy's
// INITIAL; Shiki's code that passes INITIAL must be the same copy as the registry's (@shikijs/primitive).
import { codeToHast, codeToHtml, type CodeToHastOptions, type Grammar, type ShikiPrimitive } from '@shikijs/core';
import { Theme, type StateStack } from 'shiki/textmate';
import { PairedThemes } from './shiki-paired-themes';

type Highlighter = HighlighterGeneric<BundledLanguage, BundledTheme>;

/** One line as the single pass tokenized it, with each theme's tokens made from it when first asked for. */
interface PairedLine {
  readonly tokens: Uint32Array;
  readonly ruleStack: StateStack;
  readonly stoppedEarly: boolean;
  readonly byTheme: (Uint32Array | undefined)[];
}

function themeTokens(paired: PairedThemes, line: PairedLine, theme: number): Uint32Array {
  const known = line.byTheme[theme];
  if (known) return known;
  // The theme's own pass would merge some of these tokens (equal words side by side); Shiki splits every
  // theme's tokens where any theme's change, which is where the single pass's change, so it is left out.
  const tokens = line.tokens.map((word, i) => (i % 2 === 0 ? word : paired.metadataFor(word, theme)));
  line.byTheme[theme] = tokens;
  return tokens;
}

/**
 * The primitive one highlighting call runs on: Shiki asks it for each theme in turn (`setTheme`) and
 * then tokenizes the block line by line, passing the state the line before ended in. Lines are kept
 * by that state and their text for the call, so the second theme reads the first's pass.
 */
function pairedPrimitive(base: ShikiPrimitive, registry: Registry, paired: PairedThemes, themeNames: readonly string[], colorMaps: readonly string[][]): ShikiPrimitive {
  const lines = new Map<StateStack | null, Map<string, PairedLine>>();
  let current = 0;
  const pairedLine = (grammar: Grammar, text: string, state: StateStack | null, timeLimit: number | undefined): PairedLine => {
    let after = lines.get(state);
    if (!after) lines.set(state, (after = new Map()));
    let line = after.get(text);
    if (!line) {
      const result = grammar.tokenizeLine2(text, state, timeLimit);
      line = { tokens: result.tokens, ruleStack: result.ruleStack, stoppedEarly: result.stoppedEarly, byTheme: [] };
      after.set(text, line);
    }
    return line;
  };
  return {
    ...base,
    setTheme(name) {
      const themeName = typeof name === 'string' ? name : name.name;
      current = themeNames.indexOf(themeName ?? '');
      const colorMap = colorMaps[current];
      if (current < 0 || !colorMap) throw new Error(`shiki-once: theme ${String(themeName)} is not one of the paired themes (${themeNames.join(', ')})`);
      return { theme: base.getTheme(name), colorMap };
    },
    getLanguage(name) {
      const langName = base.resolveLangAlias(typeof name === 'string' ? name : name.name);
      const grammar = registry.getGrammar(langName);
      if (!grammar) throw new Error(`shiki-once: language ${langName} is not loaded; add it to the highlighter's languages`);
      return {
        name: grammar.name,
        tokenizeLine: (text, state, timeLimit) => grammar.tokenizeLine(text, state, timeLimit),
        tokenizeLine2(text, state, timeLimit) {
          const line = pairedLine(grammar, text, state, timeLimit);
          return { tokens: themeTokens(paired, line, current), ruleStack: line.ruleStack, stoppedEarly: line.stoppedEarly };
        },
      };
    },
  };
}

function isBundledLanguage(name: string): name is BundledLanguage {
  return name in bundledLanguages;
}

function bundledLanguage(name: string) {
  if (!isBundledLanguage(name)) throw new Error(`shiki-once: ${name} is not a language Shiki bundles`);
  return bundledLanguages[name];
}

/**
 * A Shiki highlighter of `langs` whose `codeToHast` and `codeToHtml` tokenize once for `themes` (the
 * `themes` option naming exactly these, in any order); any other call is Shiki's own.
 */
export async function createOnceHighlighter(themes: Readonly<Record<string, BundledTheme>>, langs: readonly string[]): Promise<Highlighter> {
  const engine = await createOnigurumaEngine(import('shiki/wasm'));
  const themeNames = Object.values(themes);
  const highlighter = await createHighlighter({ themes: themeNames, langs: [...langs], engine });
  const registrations = await resolveLangs(langs.map(bundledLanguage));
  const registry = new Registry(new Resolver(engine, registrations), [], registrations);
  const textmateThemes = themeNames.map((name) => Theme.createFromRawTheme(highlighter.getTheme(name)));
  const paired = new PairedThemes(textmateThemes);
  registry._syncRegistry.setTheme(paired.textmate);
  const colorMaps = textmateThemes.map((theme) => theme.getColorMap());
  const base = highlighter.getInternalContext();

  const pairable = (options: CodeToHastOptions): boolean => {
    if (!('themes' in options) || options.grammarState || options.grammarContextCode !== undefined) return false;
    const asked = Object.values(options.themes).filter((theme) => theme !== undefined);
    return asked.length === themeNames.length && asked.every((theme) => typeof theme === 'string' && themeNames.some((name) => name === theme));
  };
  // A primitive a call: its lines are kept for that call's two theme passes only.
  const primitive = () => pairedPrimitive(base, registry, paired, themeNames, colorMaps);
  return {
    ...highlighter,
    codeToHast: (code, options) => (pairable(options) ? codeToHast(primitive(), code, options) : highlighter.codeToHast(code, options)),
    codeToHtml: (code, options) => (pairable(options) ? codeToHtml(primitive(), code, options) : highlighter.codeToHtml(code, options)),
  };
}

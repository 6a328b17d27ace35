/**
 * One textmate theme standing for two: installed in a grammar registry, it makes a single pass of the
 * grammar give each token a metadata word from which both themes' metadata follow (`metadataFor`), so
 * a block is tokenized once for both (lib/mdx/highlight/shiki-once.ts).
 *
 * vscode-textmate folds a theme into a token scope by scope: each scope pushed takes the attributes of
 * the theme's rule matching the scope path, and an attribute the rule leaves unset keeps the outer
 * scope's (EncodedTokenMetadata.set). This theme runs that fold for each theme, by scope path, and
 * answers each match with an id of the resulting pair of styles, written into the foreground and
 * background bits (the font style bits stay 0). Two scopes get the same id exactly when both themes
 * give them the same style, so the grammar splits tokens exactly where either theme's own pass would
 * have split them, which is where Shiki splits the aligned tokens of the two passes.
 */
import { EncodedTokenMetadata, Theme } from 'shiki/textmate';

type StyleAttributes = ReturnType<Theme['getDefaults']>;
type ScopePath = NonNullable<Parameters<Theme['match']>[0]>;

// A theme's part of a token's metadata word (vscode-textmate EncodedTokenAttributes): bits 0-10 are the
// language, the token type and the bracket flag, which no theme changes; 11-14 the font style, 15-23 the
// foreground's and 24-31 the background's id in the theme's colour map. A style here is bits 11-31
// shifted down: font style in 0-3, foreground in 4-12, background in 13-20.
const THEME_INDEPENDENT_BITS = 0b111_1111_1111;
const STYLE_OFFSET = 11;
const STYLE_BITS = 21;
const FONT_STYLE_MASK = 0xf;
const FOREGROUND_SHIFT = 4;
const FOREGROUND_MASK = 0x1ff;
const BACKGROUND_SHIFT = 13;
const BACKGROUND_MASK = 0xff;
/** vscode-textmate's "not set": -1 for the font style, 0 for a colour id. */
const FONT_STYLE_NOT_SET = -1;

// vscode-textmate's EncodedTokenAttributes.set: what the rule leaves unset keeps the outer scope's style.
function applied(outer: number, rule: StyleAttributes | null): number {
  if (!rule) return outer;
  const fontStyle = rule.fontStyle === FONT_STYLE_NOT_SET ? outer & FONT_STYLE_MASK : rule.fontStyle;
  const foreground = rule.foregroundId === 0 ? (outer >>> FOREGROUND_SHIFT) & FOREGROUND_MASK : rule.foregroundId;
  const background = rule.backgroundId === 0 ? (outer >>> BACKGROUND_SHIFT) & BACKGROUND_MASK : rule.backgroundId;
  return fontStyle | (foreground << FOREGROUND_SHIFT) | (background << BACKGROUND_SHIFT);
}

// An id is spread over the two colour fields of the word the grammar writes, each of which must be
// non-zero ("set"); the font style field stays 0.
const FOREGROUND_IDS = FOREGROUND_MASK;
const BACKGROUND_IDS = BACKGROUND_MASK;

/** The themes' styles at one scope path, and the attributes that stand for them. */
interface Resolved {
  readonly styles: readonly number[];
  readonly attributes: StyleAttributes;
}

export class PairedThemes {
  /** The theme to install in the registry whose grammars make the single pass. */
  readonly textmate: Theme;
  private readonly tuples: (readonly number[])[] = [];
  private readonly attributes: StyleAttributes[] = [];
  private readonly idOfTuple = new Map<number, number>();
  /** By the outer scope path and the scope's name: a path object is new at each push, its outer one is kept. */
  private readonly byOuter = new WeakMap<ScopePath, Map<string, Resolved>>();
  private readonly outermost = new Map<string, Resolved>();
  private readonly rootStyles: readonly number[];

  constructor(private readonly themes: readonly Theme[]) {
    // Two styles of 21 bits make a key that a double holds exactly.
    if (themes.length < 1 || themes.length > 2) throw new Error(`PairedThemes pairs one or two themes, not ${themes.length}`);
    this.rootStyles = themes.map((theme) => applied(0, theme.getDefaults()));
    const defaults = this.attributesOf(this.rootStyles);
    this.textmate = Theme.createFromRawTheme({ settings: [] });
    this.textmate.getDefaults = () => defaults;
    this.textmate.match = (path) => (path === null ? defaults : this.resolve(path).attributes);
  }

  /** The metadata word theme `index` would have given the token the single pass gave `metadata`. */
  metadataFor(metadata: number, index: number): number {
    const id = (EncodedTokenMetadata.getBackground(metadata) - 1) * FOREGROUND_IDS + EncodedTokenMetadata.getForeground(metadata) - 1;
    const style = this.tuples[id]?.[index];
    if (style === undefined) throw new Error(`Token metadata ${metadata} was not made by these paired themes (theme ${index} of ${this.themes.length}); tokenize with a grammar whose registry has PairedThemes.textmate as its theme.`);
    return ((metadata & THEME_INDEPENDENT_BITS) | (style << STYLE_OFFSET)) >>> 0;
  }

  private resolve(path: ScopePath): Resolved {
    const outer = path.parent;
    let siblings = outer ? this.byOuter.get(outer) : this.outermost;
    if (!siblings) {
      siblings = new Map();
      if (outer) this.byOuter.set(outer, siblings);
    }
    const known = siblings.get(path.scopeName);
    if (known) return known;
    const outerStyles = outer ? this.resolve(outer).styles : this.rootStyles;
    const styles = this.themes.map((theme, i) => applied(outerStyles[i] ?? 0, theme.match(path)));
    const resolved = { styles, attributes: this.attributesOf(styles) };
    siblings.set(path.scopeName, resolved);
    return resolved;
  }

  private attributesOf(styles: readonly number[]): StyleAttributes {
    const key = styles.reduce((sum, style) => sum * 2 ** STYLE_BITS + style, 0);
    let id = this.idOfTuple.get(key);
    if (id === undefined) {
      id = this.tuples.length;
      if (id >= FOREGROUND_IDS * BACKGROUND_IDS) throw new Error(`More than ${FOREGROUND_IDS * BACKGROUND_IDS} distinct combinations of token styles across the paired themes; highlight with one theme at a time.`);
      this.idOfTuple.set(key, id);
      this.tuples.push(styles);
      this.attributes.push({ fontStyle: 0, foregroundId: (id % FOREGROUND_IDS) + 1, backgroundId: Math.floor(id / FOREGROUND_IDS) + 1 });
    }
    const attributes = this.attributes[id];
    if (!attributes) throw new Error(`PairedThemes: no attributes for id ${id}`);
    return attributes;
  }
}

import { EncodedTokenMetadata, Theme } from 'shiki/textmate';
import { describe, expect, it } from 'vitest';
import { PairedThemes } from '@/lib/mdx/highlight/shiki-paired-themes';

// vscode-textmate's FontStyle bits (a const enum, which isolated modules cannot read).
const italicBit: number = 1;
const boldBit: number = 2;
const strikethroughBit: number = 8;

const plain = Theme.createFromRawTheme({ settings: [{ settings: { foreground: '#101010', background: '#FEFEFE' } }] });
const styled = Theme.createFromRawTheme({ settings: [{ settings: { foreground: '#112233', background: '#445566', fontStyle: 'bold strikethrough' } }] });

describe('paired themes', () => {
  it("give each theme's metadata word, with the language, token type and bracket bits of the single pass", () => {
    const paired = new PairedThemes([plain, styled]);
    const defaults = paired.textmate.getDefaults();
    // What the grammar writes for a token in the language 5, token type 2, with brackets.
    const word = EncodedTokenMetadata.set(0, 5, 2, true, defaults.fontStyle, defaults.foregroundId, defaults.backgroundId);
    const second = paired.metadataFor(word, 1);
    expect(EncodedTokenMetadata.getLanguageId(second)).toBe(5);
    expect(EncodedTokenMetadata.getTokenType(second)).toBe(2);
    expect(EncodedTokenMetadata.containsBalancedBrackets(second)).toBe(true);
    expect(EncodedTokenMetadata.getFontStyle(second)).toBe(boldBit | strikethroughBit);
    expect(styled.getColorMap()[EncodedTokenMetadata.getForeground(second)]).toBe('#112233');
    expect(styled.getColorMap()[EncodedTokenMetadata.getBackground(second)]).toBe('#445566');
    const first = paired.metadataFor(word, 0);
    expect(EncodedTokenMetadata.getFontStyle(first) & (italicBit | boldBit | strikethroughBit)).toBe(0);
    expect(plain.getColorMap()[EncodedTokenMetadata.getForeground(first)]).toBe('#101010');
    expect(plain.getColorMap()[EncodedTokenMetadata.getBackground(first)]).toBe('#FEFEFE');
  });

  it('refuses metadata it did not make, naming what to do', () => {
    const paired = new PairedThemes([plain]);
    expect(() => paired.metadataFor(EncodedTokenMetadata.set(0, 1, 0, null, 0, 300, 100), 0)).toThrow(/PairedThemes\.textmate/);
  });
});

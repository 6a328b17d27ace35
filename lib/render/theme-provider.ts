/**
 * next-themes' settings, declared once: pages/_app.tsx passes them to its ThemeProvider, and the
 * security step renders the same provider to know the exact inline script it writes into every page
 * (lib/render/known-inline-scripts.ts). The spec: dark by default, the system preference not followed unless
 * the reader picks "system".
 */
import type { ThemeProviderProps } from 'next-themes';
import { storageKeys } from '../browser/storage';

export const themeProviderProps: ThemeProviderProps = {
  attribute: ['class', 'data-theme'],
  defaultTheme: 'dark',
  enableSystem: true,
  storageKey: storageKeys.theme,
  // Not disableTransitionOnChange: no colour of the site transitions, and on every page load next-themes
  // applies the stored theme once more with it, adding and then removing a rule for every element, each a
  // restyle of the whole page (about 1,160 elements on the HMAC guide; issue 26).
};


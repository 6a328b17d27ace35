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
  disableTransitionOnChange: true,
};


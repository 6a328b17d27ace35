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

/**
 * Forgets a stored theme next-themes cannot apply (probe L9): it adds the stored value as a class, so
 * `dark light` or markup there threw InvalidCharacterError and every page showed React's application
 * error, on every reload. Run before the provider first reads storage; never throws.
 */
export function forgetUnknownTheme(store: Pick<Storage, 'getItem' | 'removeItem'> | null = typeof window === 'undefined' ? null : window.localStorage): void {
  try {
    const stored = store?.getItem(storageKeys.theme);
    if (stored != null && !['light', 'dark', 'system'].includes(stored)) store?.removeItem(storageKeys.theme);
  } catch {
    // Storage refused: next-themes reads nothing either.
  }
}

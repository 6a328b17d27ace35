import type { AppProps } from 'next/app';
import { ThemeProvider } from 'next-themes';
import { PageLoadFailure } from '@/components/PageLoadFailure';
import { ProgressBar } from '@/components/ProgressBar';
import { useSearchHighlight } from '@/components/hooks/useSearchHighlight';
import { themeProviderProps } from '@/lib/theme-provider';
import '@/styles/globals.css';

export default function App({ Component, pageProps }: AppProps) {
  useSearchHighlight();
  return (
    <ThemeProvider {...themeProviderProps}>
      <ProgressBar />
      <Component {...pageProps} />
      <PageLoadFailure />
    </ThemeProvider>
  );
}

import type { AppProps } from 'next/app';
import { ThemeProvider } from 'next-themes';
import { PageLoadFailure } from '@/components/PageLoadFailure';
import { ProgressBar } from '@/components/ProgressBar';
import { useEarlyTaps } from '@/components/hooks/useEarlyTaps';
import { useSearchHighlight } from '@/components/hooks/useSearchHighlight';
import { themeProviderProps } from '@/lib/render/theme-provider';
import '@/styles/globals.css';

export default function App({ Component, pageProps }: AppProps) {
  useSearchHighlight();
  useEarlyTaps();
  return (
    <ThemeProvider {...themeProviderProps}>
      <ProgressBar />
      <Component {...pageProps} />
      <PageLoadFailure />
    </ThemeProvider>
  );
}

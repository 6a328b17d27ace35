import type { AppProps } from 'next/app';
import { ThemeProvider } from 'next-themes';
import { PageLoadFailure } from '@/components/PageLoadFailure';
import { ProgressBar } from '@/components/ProgressBar';
import { useSearchHighlight } from '@/components/hooks/useSearchHighlight';
import { storageKeys } from '@/lib/storage';
import '@/styles/globals.css';

export default function App({ Component, pageProps }: AppProps) {
  useSearchHighlight();
  return (
    // The spec: dark by default, the system preference not followed unless the reader picks "system".
    <ThemeProvider attribute={['class', 'data-theme']} defaultTheme="dark" enableSystem storageKey={storageKeys.theme} disableTransitionOnChange>
      <ProgressBar />
      <Component {...pageProps} />
      <PageLoadFailure />
    </ThemeProvider>
  );
}

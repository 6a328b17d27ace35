import { useEffect, useRef } from 'react';
import { bindBodyControls, showLanguage } from '@/components/body/bodyControls';
import { readStored } from '@/lib/browser/storage';
import { searchContentProps } from '@/lib/html-contract/props';

/**
 * A doc page's body: HTML rendered at build time (components/mdx/bodyHtml.tsx), never rendered by React
 * in the browser. On the page a reader opens, the props carry no body (lib/render/inline-page-props.ts)
 * and React keeps the server's markup as it is, an element whose inner HTML it does not own, so it
 * hydrates none of the body's elements; a client-side navigation sets the next page's HTML from its data
 * file. Its controls are bound to the markup (components/body/bodyControls.ts).
 */
export function DocBody({ html }: { html: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) return bindBodyControls(ref.current);
  }, []);
  useEffect(() => {
    if (ref.current) showLanguage(ref.current, readStored('codeLanguage'));
  }, [html]);
  return (
    <div
      ref={ref}
      {...searchContentProps}
      className="prose prose-slate max-w-none dark:prose-invert prose-a:text-brand-700 dark:prose-a:text-brand-300"
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
      suppressHydrationWarning
    />
  );
}

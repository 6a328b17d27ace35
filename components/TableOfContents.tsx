import { useMemo } from 'react';
import { useActiveHeading } from '@/components/hooks/useActiveHeading';
import type { Heading } from '@/lib/mdx/headings';

const noHeadings: readonly string[] = [];

/**
 * The page's headings as links: beside the article from 1280 px (`aside`, marking the one being read),
 * or folded above it on narrower screens (`inline`), where nothing follows the scroll; `folded` at every
 * width, for pages whose content takes the aside's room (the API reference's resource pages).
 */
export function TableOfContents({ headings, variant }: { headings: readonly Heading[]; variant: 'aside' | 'inline' | 'folded' }) {
  const ids = useMemo(() => headings.map((h) => h.id), [headings]);
  const active = useActiveHeading(variant === 'aside' ? ids : noHeadings);
  if (headings.length === 0) return null;
  const links = (
    <ul className="mt-2 space-y-1.5 border-l border-slate-200 dark:border-slate-800">
      {headings.map((h) => (
        <li key={h.id} className={h.depth === 3 ? 'pl-6' : 'pl-3'}>
          <a
            href={`#${h.id}`}
            data-depth={h.depth}
            aria-current={active === h.id ? 'location' : undefined}
            className="-ml-px block border-l border-transparent pl-0 text-slate-600 hover:text-slate-900 aria-[current=location]:font-medium aria-[current=location]:text-brand-700 dark:text-slate-400 dark:hover:text-white dark:aria-[current=location]:text-brand-300"
          >
            {h.text}
          </a>
        </li>
      ))}
    </ul>
  );
  return variant === 'aside' ? (
    <nav aria-label="On this page" className="text-sm">
      <p className="font-semibold text-slate-900 dark:text-white">On this page</p>
      {links}
    </nav>
  ) : (
    <details className={`mb-6 rounded-lg border border-slate-200 px-4 py-2 text-sm dark:border-slate-800 ${variant === 'inline' ? 'wide:hidden' : ''}`}>
      <summary className="cursor-pointer font-medium">On this page</summary>
      {links}
    </details>
  );
}

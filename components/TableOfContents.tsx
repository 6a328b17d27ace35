import { useMemo } from 'react';
import { useActiveHeading } from '@/components/hooks/useActiveHeading';
import type { Heading } from '@/lib/headings';

export function TableOfContents({ headings }: { headings: readonly Heading[] }) {
  const ids = useMemo(() => headings.map((h) => h.id), [headings]);
  const active = useActiveHeading(ids);
  if (headings.length === 0) return null;
  return (
    <nav aria-label="On this page" className="text-sm">
      <p className="mb-2 font-semibold text-slate-900 dark:text-white">On this page</p>
      <ul className="space-y-1.5 border-l border-slate-200 dark:border-slate-800">
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
    </nav>
  );
}

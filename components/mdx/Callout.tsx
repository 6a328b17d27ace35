import type { ReactNode } from 'react';
import type { CalloutType } from '@/lib/mdx/components';

const styles = {
  note: { label: 'Note', className: 'border-sky-500 bg-sky-50 dark:bg-sky-950/40' },
  tip: { label: 'Tip', className: 'border-emerald-500 bg-emerald-50 dark:bg-emerald-950/40' },
  warning: { label: 'Warning', className: 'border-amber-500 bg-amber-50 dark:bg-amber-950/40' },
  danger: { label: 'Danger', className: 'border-red-500 bg-red-50 dark:bg-red-950/40' },
} as const satisfies Record<CalloutType, { label: string; className: string }>;

export function Callout({ type = 'note', title, children }: { type?: CalloutType; title?: string; children: ReactNode }) {
  const style = styles[type] ?? styles.note;
  return (
    <aside aria-label={title ?? style.label} className={`my-6 rounded-r-lg border-l-4 px-4 py-3 ${style.className}`}>
      <p className="!mt-0 !mb-1 text-sm font-semibold uppercase tracking-wide text-slate-900 dark:text-white">{title ?? style.label}</p>
      <div className="text-[0.9375rem] [&>:first-child]:mt-0 [&>:last-child]:mb-0">{children}</div>
    </aside>
  );
}

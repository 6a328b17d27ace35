import { Children, Fragment, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { useMounted } from '@/components/hooks/useMounted';
import { useStoredValue } from '@/components/hooks/useStoredValue';
import { languageLabel } from '@/lib/mdx/highlight/highlight';
import { earlyTaps } from '@/lib/render/inline-scripts';
import type { PreProps } from './CodeBlock';

/** The code blocks among the children; MDX wraps some in fragments. */
function codeBlocks(children: ReactNode): ReactElement<PreProps>[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return [];
    if (child.type === Fragment) return codeBlocks(child.props.children);
    return [child as ReactElement<PreProps>];
  });
}

/**
 * Tabs over the fenced blocks inside; every group on every page follows the reader's chosen language.
 * Before React runs, the early-taps script (lib/render/inline-scripts.ts) shows the chosen one by its language.
 */
export function CodeTabs({ children }: { children: ReactNode }) {
  const blocks = codeBlocks(children);
  const languages = blocks.map((block) => block.props['data-language'] ?? 'text');
  const [chosen, choose] = useStoredValue('codeLanguage');
  const baseId = useId();
  const live = useMounted();
  const selected = chosen !== null && languages.includes(chosen) ? languages.indexOf(chosen) : 0;
  return (
    <div className="my-5" data-code-tabs={live ? 'live' : ''}>
      <div role="tablist" aria-label="Code language" className="flex gap-1 border-b border-slate-200 dark:border-slate-800">
        {languages.map((language, i) => (
          <button
            key={`${language}-${i}`}
            type="button"
            role="tab"
            {...{ [earlyTaps.tabLanguage]: language }}
            id={`${baseId}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => choose(language)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              const step = event.key === 'ArrowRight' ? 1 : -1;
              const next = (i + step + languages.length) % languages.length;
              choose(languages[next] ?? language);
              document.getElementById(`${baseId}-tab-${next}`)?.focus();
            }}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 aria-selected:border-brand-600 aria-selected:text-brand-700 dark:text-slate-400 dark:hover:text-white dark:aria-selected:border-brand-300 dark:aria-selected:text-brand-300"
          >
            {languageLabel(language)}
          </button>
        ))}
      </div>
      {blocks.map((block, i) => (
        <div key={i} role="tabpanel" {...{ [earlyTaps.tabLanguage]: languages[i] }} id={`${baseId}-panel-${i}`} aria-labelledby={`${baseId}-tab-${i}`} hidden={i !== selected} className="[&>div]:mt-2">
          {block}
        </div>
      ))}
    </div>
  );
}

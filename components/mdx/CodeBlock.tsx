import { useRef, type ComponentPropsWithoutRef } from 'react';
import { useCopy } from '@/components/hooks/useCopy';
import { CheckIcon, CopyIcon } from '@/components/icons';
import { languageLabel } from '@/lib/mdx/highlight/highlight';
import { codeLabelProps } from '@/lib/html-contract/props';
import { bodyControls } from '@/lib/html-contract/body-controls';

const COPIED = 'Copied';

/**
 * A copy button's two icons, one hidden: the check once it has copied. Both are in the markup, so that
 * code which only has the markup can swap them (components/body/bodyControls.ts), with no style of its own.
 */
export function CopiedIcons({ size, copied }: { size: number; copied: boolean }) {
  return (
    <>
      <CopyIcon width={size} height={size} {...{ hidden: copied }} />
      <CheckIcon width={size} height={size} {...{ hidden: !copied, [bodyControls.copiedIcon]: '' }} />
    </>
  );
}

export type PreProps = ComponentPropsWithoutRef<'pre'> & { 'data-language'?: string };

/**
 * A highlighted block (Shiki ran at build time) with its language and a copy button. In a doc page's body
 * React does not run it: the button's markup says what it copies and both its icons are there, the
 * check shown while it is marked copied (components/body/bodyControls.ts).
 */
export function CodeBlock({ children, ...pre }: PreProps) {
  const ref = useRef<HTMLPreElement>(null);
  const [state, copyText] = useCopy();
  const copied = state === 'copied';
  const language = pre['data-language'];
  const copy = () => copyText(ref.current?.textContent ?? '');
  return (
    <div data-code-block className="not-prose my-5 overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-[#0d1117]">
      <div className="flex items-center justify-between border-b border-slate-200 py-1 pl-4 pr-1 dark:border-slate-800">
        <span {...codeLabelProps} className="text-xs font-medium text-slate-600 dark:text-slate-400">
          {language && language !== 'text' ? languageLabel(language) : ''}
        </span>
        <button
          type="button"
          onClick={copy}
          aria-label={copied ? COPIED : 'Copy code'}
          {...{ [bodyControls.copy]: '', [bodyControls.copiedLabel]: COPIED }}
          className="flex items-center gap-1 rounded-md px-2 py-1 text-xs text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <CopiedIcons size={14} copied={copied} />
          <span {...{ [bodyControls.copyText]: '' }}>{copied ? COPIED : 'Copy'}</span>
        </button>
      </div>
      {/* Long lines scroll sideways (on a phone, most do): focusable, so a keyboard can scroll them. */}
      <pre ref={ref} {...pre} tabIndex={0} className={`${pre.className ?? ''} overflow-x-auto p-4 text-[0.8125rem] leading-6`}>
        {children}
      </pre>
    </div>
  );
}

import type { KeyboardEvent } from 'react';
import { useTheme } from 'next-themes';
import { useMounted } from '@/components/hooks/useMounted';
import { MonitorIcon, MoonIcon, SunIcon } from '@/components/icons';
import { earlyTaps } from '@/lib/render/inline-scripts';

const modes = [
  { value: 'light', label: 'Light', Icon: SunIcon },
  { value: 'dark', label: 'Dark', Icon: MoonIcon },
  { value: 'system', label: 'System', Icon: MonitorIcon },
] as const;

/** Light, dark or system; next-themes remembers the choice under the `theme` key. */
export function ColorModeToggle() {
  const { theme, setTheme } = useTheme();
  const mounted = useMounted();
  const current = modes.findIndex((mode) => mode.value === theme);
  // Arrow keys move the choice, as in any radio group; Tab reaches the group once (on the checked mode once
  // hydrated: attributes must match the server HTML until then).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = modes[(index + step + modes.length) % modes.length];
    if (!next) return;
    setTheme(next.value);
    (event.currentTarget.parentElement?.querySelector(`[data-mode="${next.value}"]`) as HTMLButtonElement | null)?.focus();
  };
  return (
    <div role="radiogroup" aria-label="Colour mode" className="flex items-center rounded-lg border border-slate-200 p-0.5 dark:border-slate-700">
      {modes.map(({ value, label, Icon }, index) => {
        // Before hydration the stored choice is unknown: mark none rather than the wrong one.
        const checked = mounted && theme === value;
        return (
          <button
            key={value}
            type="button"
            role="radio"
            data-mode={value}
            {...{ [earlyTaps.replay]: `mode-${value}` }}
            aria-checked={checked}
            aria-label={label}
            title={`${label} mode`}
            tabIndex={index === (mounted ? Math.max(current, 0) : 0) ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, index)}
            onClick={() => setTheme(value)}
            className={`rounded-md p-1.5 ${checked ? 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-white' : 'text-slate-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'}`}
          >
            <Icon width={16} height={16} />
          </button>
        );
      })}
    </div>
  );
}

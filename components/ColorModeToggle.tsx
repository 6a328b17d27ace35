import { useTheme } from 'next-themes';
import { useMounted } from '@/components/hooks/useMounted';
import { MonitorIcon, MoonIcon, SunIcon } from '@/components/icons';

const modes = [
  { value: 'light', label: 'Light', Icon: SunIcon },
  { value: 'dark', label: 'Dark', Icon: MoonIcon },
  { value: 'system', label: 'System', Icon: MonitorIcon },
] as const;

/** Light, dark or system; next-themes remembers the choice under the `theme` key. */
export function ColorModeToggle() {
  const { theme, setTheme } = useTheme();
  const mounted = useMounted();
  return (
    <div role="radiogroup" aria-label="Colour mode" className="flex items-center rounded-lg border border-slate-200 p-0.5 dark:border-slate-700">
      {modes.map(({ value, label, Icon }) => {
        // Before hydration the stored choice is unknown: mark none rather than the wrong one.
        const checked = mounted && theme === value;
        return (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={label}
            title={`${label} mode`}
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

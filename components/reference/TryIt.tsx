/**
 * The "Try it" button of an operation. The console itself (./ApiConsole, with its schema validator)
 * is a chunk of its own, fetched when the reader first opens one: a reference page loads none of it.
 * The button appears only once the page runs (it does nothing without JavaScript), so the exported
 * HTML, its Markdown copy and search never hold it.
 */
import { useState, useSyncExternalStore, type ComponentType } from 'react';
import type { ApiConsoleProps } from './ApiConsole';

let loadedConsole: ComponentType<ApiConsoleProps> | null = null;
const noSubscription = () => () => undefined;

export function TryIt(props: ApiConsoleProps) {
  const running = useSyncExternalStore(noSubscription, () => true, () => false);
  const [open, setOpen] = useState(false);
  const [Console, setConsole] = useState<ComponentType<ApiConsoleProps> | null>(() => loadedConsole);
  const [failed, setFailed] = useState(false);
  if (!running) return null;
  const toggle = () => {
    setOpen(!open);
    if (Console || open) return;
    setFailed(false);
    import('./ApiConsole').then(
      (module) => setConsole(() => (loadedConsole = module.ApiConsole)),
      () => setFailed(true),
    );
  };
  return (
    <div className="mb-4" data-try-it={props.operationId}>
      <button
        type="button"
        aria-expanded={open}
        onClick={toggle}
        className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-slate-100 dark:border-slate-700 dark:text-brand-300 dark:hover:bg-slate-800"
        data-try-it-toggle
      >
        {open ? 'Close the console' : 'Try it'}
      </button>
      {open && (Console ? <Console {...props} /> : <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{failed ? 'The console could not be loaded: check your connection and open it again.' : 'Loading the console…'}</p>)}
    </div>
  );
}

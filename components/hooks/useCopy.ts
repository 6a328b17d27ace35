import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies text to the clipboard and says how it went for a moment. The text may be a promise (a file
 * still downloading): the ClipboardItem then keeps the click's permission while it resolves.
 */
export function useCopy(resetMs = 1500): [CopyState, (text: string | Promise<string>) => Promise<void>] {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string | Promise<string>) => {
      try {
        if (typeof text === 'string') await navigator.clipboard.writeText(text);
        else await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })]);
        setState('copied');
      } catch {
        setState('failed');
      }
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setState('idle'), resetMs);
    },
    [resetMs],
  );
  return [state, copy];
}

import { useEffect } from 'react';
import { earlyTaps } from '@/lib/render/inline-scripts';

/**
 * Once the page is awake: marks `<html>` so the early-taps script (lib/render/inline-scripts.ts) remembers no
 * more taps, and replays the one tap on a React-only control it remembered.
 */
export function useEarlyTaps(): void {
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute(earlyTaps.awake, '');
    const pending = root.getAttribute(earlyTaps.pendingTap);
    if (pending === null) return;
    root.removeAttribute(earlyTaps.pendingTap);
    const controls = Array.from(document.querySelectorAll<HTMLElement>(`[${earlyTaps.replay}]`));
    // The one the reader could see and tap: the menu's button is hidden on a wide screen, for one.
    controls.find((control) => control.getAttribute(earlyTaps.replay) === pending && control.offsetParent !== null)?.click();
  }, []);
}

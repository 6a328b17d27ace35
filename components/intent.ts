/**
 * The moments a reader shows they are about to use a control: pointing at it, touching it, tabbing
 * to it. Work started then (a prefetch, a chunk) is done by the time of the click.
 */
export function onIntent(start: () => void): { onPointerEnter: () => void; onTouchStart: () => void; onFocus: () => void } {
  return { onPointerEnter: start, onTouchStart: start, onFocus: start };
}

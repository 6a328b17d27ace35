/**
 * Next writes each page's startup scripts as `<script src="/_next/…" defer="">`, fetched as soon as the
 * head is parsed. The export gives them a type no browser runs, so that the page's inline
 * `afterPaintScript` (lib/render/inline-scripts.ts) starts them once the first frame is painted.
 */
import { AFTER_PAINT_SCRIPT_TYPE } from './inline-scripts';

const NEXT_SCRIPT = /<script src="(\/_next\/[^"<>]+\.js)" defer="">/g;

/** The page with its Next scripts waiting for the first paint, how many it had, and how many were waiting already (the step run again on the same export). */
export function scriptsAfterFirstPaint(html: string): { html: string; moved: number; waiting: number } {
  let moved = 0;
  const rewritten = html.replace(NEXT_SCRIPT, (_tag, src: string) => {
    moved += 1;
    return `<script type="${AFTER_PAINT_SCRIPT_TYPE}" src="${src}">`;
  });
  return { html: rewritten, moved, waiting: html.split(`<script type="${AFTER_PAINT_SCRIPT_TYPE}"`).length - 1 };
}

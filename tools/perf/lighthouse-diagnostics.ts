/**
 * What a Lighthouse run's blocking time and paints are made of, read from its diagnostics: the main
 * thread's work by kind, each script's evaluation, the long tasks, the LCP element and the layout
 * shifts. With simulated throttling (the mobile default) the first two are the trace's CPU times
 * multiplied by the CPU slowdown (4) and the long tasks are the simulation's; on a loaded machine every
 * figure is inflated, so compare runs at a similar load.
 */
import type { Result } from 'lighthouse';

type TableItem = Record<string, unknown>;

function tableRows(lhr: Result, audit: string): TableItem[] {
  const details = lhr.audits[audit]?.details;
  if (!details || (details.type !== 'table' && details.type !== 'list')) return [];
  if (details.type === 'list') {
    return details.items.flatMap((item) => {
      const inner = item.type === 'list-section' ? item.value : item;
      return inner.type === 'table' ? inner.items : [];
    });
  }
  return details.items;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const ms = (value: unknown): string => (typeof value === 'number' ? `${value.toFixed(0)} ms` : '–');
/** Scripts by their file name: the origin and `/_next/static/chunks/` say nothing. */
const shortUrl = (value: unknown): string => text(value).replace(/^https?:\/\/[^/]+/, '').replace('/_next/static/chunks/', '');

function nodeLabel(value: unknown): string {
  if (typeof value !== 'object' || value === null) return text(value);
  const selector = 'selector' in value ? text(value.selector) : '';
  const snippet = 'snippet' in value ? text(value.snippet).slice(0, 80) : '';
  return `${selector} ${snippet}`.trim();
}

/** The diagnostics of one run as lines of text. */
export function lighthouseDiagnostics(lhr: Result): string[] {
  const lines: string[] = [];
  const breakdown = tableRows(lhr, 'mainthread-work-breakdown');
  lines.push(`  main thread (×4): ${breakdown.map((row) => `${text(row.groupLabel)} ${ms(row.duration)}`).join(', ')}`);
  lines.push('  scripts (×4), total / evaluation / parse+compile:');
  for (const row of tableRows(lhr, 'bootup-time')) lines.push(`    ${shortUrl(row.url)}: ${ms(row.total)} / ${ms(row.scripting)} / ${ms(row.scriptParseCompile)}`);
  lines.push(`  long tasks (simulated): ${tableRows(lhr, 'long-tasks').map((row) => `${shortUrl(row.url)} at ${ms(row.startTime)} for ${ms(row.duration)}`).join('; ') || 'none'}`);
  const lcp = tableRows(lhr, 'largest-contentful-paint-element');
  const element = lcp.find((row) => row.node !== undefined);
  const phases = lcp.filter((row) => row.phase !== undefined).map((row) => `${text(row.phase)} ${ms(row.timing)}`);
  lines.push(`  LCP element: ${element ? nodeLabel(element.node) : '–'}${phases.length ? ` (${phases.join(', ')})` : ''}`);
  const shifts = tableRows(lhr, 'layout-shifts');
  lines.push(`  layout shifts: ${shifts.map((row) => `${nodeLabel(row.node)} ${typeof row.score === 'number' ? row.score.toFixed(4) : ''}`).join('; ') || 'none'}`);
  return lines;
}

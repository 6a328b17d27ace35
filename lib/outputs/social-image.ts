/** The social card of a section (1200 × 630), as SVG; scripts/write-social-images.ts renders it to PNG. */
import { siteConfig } from '../../site.config';

export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

export function socialImagePath(sectionKey: string): string {
  return `/og/${sectionKey}.png`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Words into lines of at most `max` characters, for SVG, which does not wrap text.
 * @internal Exported for its unit test only (knip --production).
 */
export function wrap(text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      out.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]?.replace(/[,.;:]?$/, '')}…`;
  return kept;
}

export function socialImageSvg(title: string, description: string): string {
  const titleLines = wrap(title, 26, 2);
  const descriptionLines = wrap(description, 52, 3);
  const text = (lines: string[], y: number, size: number, weight: string, fill: string, gap: number) =>
    lines.map((line, i) => `<text x="80" y="${y + i * gap}" font-family="DejaVu Sans" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(line)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_IMAGE.width}" height="${SOCIAL_IMAGE.height}" viewBox="0 0 ${SOCIAL_IMAGE.width} ${SOCIAL_IMAGE.height}">
<rect width="100%" height="100%" fill="#020617"/>
<rect x="0" y="0" width="16" height="100%" fill="#2f55d4"/>
<rect x="80" y="72" width="64" height="64" rx="16" fill="#2f55d4"/>
<path d="M100 120V88h16a11 11 0 0 1 0 22h-16" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
<text x="168" y="116" font-family="DejaVu Sans" font-size="34" font-weight="bold" fill="#e2e8f0">${escapeXml(siteConfig.siteTitle)}</text>
${text(titleLines, 270, 76, 'bold', '#ffffff', 92)}
${text(descriptionLines, 270 + titleLines.length * 92 + 10, 32, 'normal', '#94a3b8', 46)}
<text x="80" y="575" font-family="DejaVu Sans" font-size="26" fill="#6f95ff">${escapeXml(siteConfig.url.replace(/^https:\/\//, ''))}</text>
</svg>`;
}

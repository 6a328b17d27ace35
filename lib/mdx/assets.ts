/**
 * Images and other files a page's MDX points at (`![alt](/x.png)`, `<img src>`, `<source src>`, a
 * link to `/api/openapi.yaml`): each must be a file of public/ or one the build writes, or the build
 * fails with file and line, as a link to a missing route does. Code samples are not read: their
 * paths belong to the reader's site.
 */
import { visit } from 'unist-util-visit';
import { parseMdx } from './parse';
import { API_DOWNLOADS } from '../routes/download-files';
import { isFilePath } from '../routes/routes';

export interface AssetRef {
  url: string;
  line: number;
}


function attributeValues(node: unknown, names: readonly string[]): string[] {
  if (typeof node !== 'object' || node === null || !('attributes' in node) || !Array.isArray(node.attributes)) return [];
  const values: string[] = [];
  for (const attribute of node.attributes as unknown[]) {
    if (typeof attribute !== 'object' || attribute === null || !('name' in attribute) || !('value' in attribute)) continue;
    if (typeof attribute.name === 'string' && names.includes(attribute.name) && typeof attribute.value === 'string') values.push(attribute.value);
  }
  return values;
}

export function extractAssetRefs(mdx: string): AssetRef[] {
  const refs: AssetRef[] = [];
  visit(parseMdx(mdx), (node) => {
    const line = node.position?.start.line ?? 0;
    if ((node.type === 'image' || node.type === 'link' || node.type === 'definition') && 'url' in node && typeof node.url === 'string') {
      if (node.type === 'image' || isFilePath(node.url.split(/[?#]/)[0] ?? '')) refs.push({ url: node.url, line });
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const url of attributeValues(node, ['src', 'srcSet', 'poster'])) refs.push({ url, line });
      for (const url of attributeValues(node, ['href'])) if (isFilePath(url.split(/[?#]/)[0] ?? '')) refs.push({ url, line });
    }
  });
  return refs;
}

/** The problem with one reference, or null: external URLs are not fetched; site paths must exist. */
export function assetProblem(url: string, exists: (sitePath: string) => boolean): string | null {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url) || url.startsWith('#')) return null;
  const pathname = url.split(/[?#]/)[0] ?? '';
  if (!pathname.startsWith('/')) return `"${url}" is relative: write the file's path from the site root, such as /images/flow.svg (files live in public/)`;
  if (!exists(pathname)) return `"${url}" is not a file of public/ nor one the build writes: add the file or fix the path`;
  return null;
}

/** Files the build writes into out/ beside the pages, which pages may link to (scripts/write-page-outputs.ts, write-api-downloads.ts). */
export const GENERATED_FILES: ReadonlySet<string> = new Set(['/llms.txt', '/llms-full.txt', '/sitemap.xml', '/robots.txt', ...Object.values(API_DOWNLOADS).map((file) => `/${file}`)]);

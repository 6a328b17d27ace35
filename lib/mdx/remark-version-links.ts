/**
 * Content links resolve to their docs version when the MDX compiles: a file knows its version from its
 * path (`versions/<name>/…`), so `/webhooks/configuration` in an archived file becomes
 * `/<name>/webhooks/configuration/`, and `/latest/…` the current docs' route (lib/routes/version-links.ts).
 * Done here, the compiled page holds the final hrefs and no page's JavaScript carries version code.
 * A `<SiblingLink>`'s route is made at render time from the page's integration, so it gets the
 * version's route prefix as an attribute instead.
 */
import { visit } from 'unist-util-visit';
import type { parseMdx } from './parse';
import { contentHref, type VersionLinks } from '../routes/version-links';

const ARCHIVED_FILE = /^versions\/([^/]+)\//;

/** The version links of a content file, from its path inside the content folder. */
function versionLinksOfFile(sourceFilePath: string, archivedNames: readonly string[]): VersionLinks {
  const name = ARCHIVED_FILE.exec(sourceFilePath)?.[1];
  return { prefix: name === undefined ? '' : `/${name}`, archivedNames };
}

interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
}

const isJsxElement = (node: { type: string }): node is JsxElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Contentlayer puts the document's raw data on the file (`data.rawDocumentData`), its path inside the content folder among them. */
function sourceFilePathOf(data: unknown): string {
  const raw = isRecord(data) ? data.rawDocumentData : undefined;
  const sourceFilePath = isRecord(raw) ? raw.sourceFilePath : undefined;
  if (typeof sourceFilePath !== 'string') throw new Error('remark-version-links: the file has no Contentlayer source path, so its docs version is unknown');
  return sourceFilePath;
}

/** `archivedNames`: the archived versions' names (content/versions.json), which a link may start with. */
export function remarkVersionLinks({ archivedNames }: { archivedNames: readonly string[] }) {
  return (tree: ReturnType<typeof parseMdx>, file: { data: unknown }) => {
    const links = versionLinksOfFile(sourceFilePathOf(file.data), archivedNames);
    visit(tree, (node) => {
      if (node.type === 'link' || node.type === 'definition') {
        node.url = contentHref(node.url, links) ?? node.url;
      } else if (links.prefix !== '' && isJsxElement(node) && node.name === 'SiblingLink') {
        node.attributes.push({ type: 'mdxJsxAttribute', name: 'prefix', value: links.prefix });
      }
    });
  };
}

/**
 * What the changelog page (`/api/changelog/`) renders: each docs version's entries (content/changelog.json)
 * and, before an archived version's, the API changes from its document to the latest one's
 * (lib/openapi/api-diff.ts), computed at build time; operations linked to their reference section in
 * the version that has them. The sections follow the page's headings (changelogHeadings), so the
 * table of contents, the search records and the page agree.
 */
import type { Heading } from '../mdx/headings';
import type { ChangelogEntry } from '../site/changelog';
import { CHANGE_TYPE_MEANINGS, CHANGE_TYPES, sinceAnchor, versionAnchor } from '../site/changelog';
import type { DocsVersionModel } from '../site/manifest';
import { writtenDate, type DocsVersion } from '../site/versions';
import { apiDiff, type ApiChange, type OperationDiff } from '../openapi/api-diff';
import type { ApiDocument } from '../openapi/api-document';
import { operationHref } from './operation-href';

interface OperationLink {
  id: string;
  /** Null when no reference page of the version documents it. */
  href: string | null;
}

export interface ChangelogDiffOperation {
  id: string;
  method: string;
  path: string;
  webhook: boolean;
  href: string | null;
  breaking: boolean;
  changes: ApiChange[];
}

export type ChangelogSection =
  | {
      kind: 'entries';
      id: string;
      title: string;
      /** The version's release date, written out: `1 November 2026`. */
      released: string;
      entries: (Omit<ChangelogEntry, 'operations' | 'version'> & { operations: OperationLink[] })[];
    }
  | {
      kind: 'diff';
      id: string;
      title: string;
      /** The archived version's label. */
      from: string;
      breaking: number;
      added: ChangelogDiffOperation[];
      removed: ChangelogDiffOperation[];
      changed: ChangelogDiffOperation[];
    };

export interface ChangelogContent {
  view: 'changelog';
  /** The RSS feed's URL, linked from the page. */
  feed: string;
  /** What each change type the entries use means for an integration, in the order of the types. */
  types: { type: ChangelogEntry['type']; meaning: string }[];
  sections: ChangelogSection[];
}

/** One docs version as the page reads it: its API document (null without one) and its pages. */
export interface ChangelogVersion {
  version: Pick<DocsVersion, 'name' | 'label' | 'status' | 'releaseDate'>;
  api: ApiDocument | null;
  model: DocsVersionModel;
}

/** The changelog page's content, its sections in the order of its headings. */
export function changelogContent(headings: readonly Heading[], versions: readonly ChangelogVersion[], entries: readonly ChangelogEntry[], feed: string): ChangelogContent {
  const latest = versions.find((candidate) => candidate.version.status === 'current');
  if (!latest?.api) throw new Error('The changelog page needs the current docs and their API document');
  const latestApi = latest.api;
  const sections = headings.flatMap((heading): ChangelogSection[] => {
    for (const { version, api, model } of versions) {
      if (heading.id === versionAnchor(version.name)) {
        const own = entries.filter((entry) => entry.version === version.name);
        return [
          {
            kind: 'entries',
            id: heading.id,
            title: heading.text,
            released: writtenDate(version.releaseDate),
            entries: own.map(({ version: _version, operations = [], ...entry }) => ({ ...entry, operations: operations.map((id) => ({ id, href: operationHref(model, id) })) })),
          },
        ];
      }
      if (api && heading.id === sinceAnchor(version.name)) {
        const diff = apiDiff(api, latestApi);
        // An operation the latest docs have is linked there; a removed one, in the archived version.
        const view = (operation: OperationDiff): ChangelogDiffOperation => ({
          id: operation.id,
          method: operation.method,
          path: operation.path,
          webhook: operation.webhook,
          href: operationHref(operation.change === 'removed' ? model : latest.model, operation.id),
          breaking: operation.breaking,
          changes: operation.changes,
        });
        const of = (change: OperationDiff['change']) => diff.operations.filter((operation) => operation.change === change).map(view);
        return [{ kind: 'diff', id: heading.id, title: heading.text, from: version.label, breaking: diff.breaking, added: of('added'), removed: of('removed'), changed: of('changed') }];
      }
    }
    return [];
  });
  const used = new Set(entries.map((entry) => entry.type));
  const types = CHANGE_TYPES.filter((type) => used.has(type)).map((type) => ({ type, meaning: CHANGE_TYPE_MEANINGS[type] }));
  return { view: 'changelog', feed, types, sections };
}

/**
 * The changelog of the docs versions, one typed list (`content/changelog.json`): each entry is one
 * change a docs version brought, written by hand, and names that version (content/versions.json).
 * The API reference's changelog page groups them by version beside the API diff computed from the
 * documents (lib/openapi/api-diff.ts), and the RSS feed lists them. Checked by a schema at build time
 * (the content check, and every reader), each problem at its line of the file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { contentFile, contentFolder } from '../build/folders';
import { yamlLineOf } from '../openapi/error-lines';
import type { DocsVersion } from './versions';

export const CHANGELOG_FILE = 'changelog.json';

export const CHANGE_TYPES = ['added', 'changed', 'deprecated', 'removed', 'fixed'] as const;

/**
 * What each type means for an integration, shown above the entries: a reader decides from the type whether
 * code may need to change. `fixed` is a correction of the docs or the API document only, so it is never breaking.
 */
export const CHANGE_TYPE_MEANINGS: Readonly<Record<(typeof CHANGE_TYPES)[number], string>> = {
  added: 'something new to use',
  changed: 'the API behaves differently; the entry says what an integration sees',
  deprecated: 'still works, with what replaces it',
  removed: 'no longer there',
  fixed: 'a correction of these docs or the API document: the API answered so before, and only its description changed',
};

const entrySchema = z.strictObject({
  /** The docs version that brought the change: a name of content/versions.json. */
  version: z.string().min(1),
  /** When the change was published (YYYY-MM-DD): the feed's date. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'write the date as YYYY-MM-DD'),
  type: z.enum(CHANGE_TYPES),
  /** Whether code written against the version before needs to change. */
  breaking: z.boolean(),
  /** One line: the feed item's title and the entry's heading. */
  title: z.string().trim().min(1).max(120, 'keep the title to one line (120 characters at most); say more in the description'),
  /** Sentences with `code`; no links: name the operations in `operations`, which the page links. */
  description: z
    .string()
    .trim()
    .min(1)
    .refine((text) => !/\]\(/.test(text), 'links are not checked here: name the API operations in "operations" instead, which the page links to the reference'),
  /** The operationIds of the version's API document the entry is about (its reference links them). */
  operations: z.array(z.string().min(1)).optional(),
});

const fileSchema = z.strictObject({ entries: z.array(entrySchema) });

export type ChangelogEntry = z.infer<typeof entrySchema>;

/**
 * The entries as the file holds them, checked against the schema and the versions list. Every problem
 * names the file, its line and the field, and what to write there.
 * @internal Exported for its unit test (knip --production).
 */
export function parseChangelog(text: string, file: string, versions: readonly Pick<DocsVersion, 'name'>[], operationsOf?: OperationsOf): ChangelogEntry[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not JSON (${error instanceof Error ? error.message : String(error)}); it holds { "entries": [ … ] }, the docs versions' changelog`, { cause: error });
  }
  const at = (where: (string | number)[]) => `${file}:${yamlLineOf(text, where) ?? 1}: ${where.length > 0 ? where.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('').replace(/^\./, '') : 'the file'}`;
  const parsed = fileSchema.safeParse(value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const where = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
      // An unknown field is reported on its object: name the field's own line.
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
      return keys.length > 0 ? keys.map((key) => `${at([...where, key])}: unknown field; the fields are ${Object.keys(entrySchema.shape).join(', ')}`).join('\n  - ') : `${at(where)}: ${issue.message}`;
    });
    throw new Error(`The changelog has ${problems.length} problem(s):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
  const names = new Set(versions.map((version) => version.name));
  const problems = parsed.data.entries.flatMap((entry, i) => {
    if (!names.has(entry.version)) return [`${at(['entries', i, 'version'])}: "${entry.version}" is no docs version; use one of ${[...names].join(', ')} (content/versions.json)`];
    if (entry.type === 'fixed' && entry.breaking) return [`${at(['entries', i, 'breaking'])}: a "fixed" entry corrects the docs only and cannot be breaking; make it "changed" if the API behaves differently`];
    const known = operationsOf?.(entry.version);
    return (entry.operations ?? []).flatMap((id, j) => (known && !known.has(id) ? [`${at(['entries', i, 'operations', j])}: ${id} is no operationId of version ${entry.version}'s API document; name one it has`] : []));
  });
  if (problems.length > 0) throw new Error(`The changelog has ${problems.length} problem(s):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  return parsed.data.entries;
}

/** A version's operationIds, or null when it has no API document (nothing to check then). */
type OperationsOf = (version: string) => ReadonlySet<string> | null;

/**
 * The changelog of a content folder, newest first; none when the folder has no file (a fixture).
 * `operationsOf` checks the operations entries name (the content check passes it).
 */
export function readChangelog(versions: readonly Pick<DocsVersion, 'name'>[], operationsOf?: OperationsOf, contentDir = contentFolder()): ChangelogEntry[] {
  const file = path.join(contentDir, CHANGELOG_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return [...parseChangelog(text, contentFile(CHANGELOG_FILE), versions, operationsOf)].sort((a, b) => b.date.localeCompare(a.date));
}

/** The anchor of a version's entries on the changelog page. */
export const versionAnchor = (name: string): string => `version-${name}`;
/** The anchor of the API changes from an archived version to the latest: the archive banner links it. */
export const sinceAnchor = (name: string): string => `since-${name}`;

/**
 * The changelog page's sections, newest version first: each version's entries, and before an archived
 * version's, the API changes from it to the latest (when it has an API document to compare).
 */
export function changelogHeadings(versions: readonly Pick<DocsVersion, 'name' | 'label' | 'status'>[], entries: readonly ChangelogEntry[], hasApi: (version: string) => boolean): { depth: 2; text: string; id: string }[] {
  return versions.flatMap((version) => [
    ...(version.status !== 'current' && hasApi(version.name) ? [{ depth: 2 as const, text: `API changes since ${version.label}`, id: sinceAnchor(version.name) }] : []),
    ...(entries.some((entry) => entry.version === version.name) ? [{ depth: 2 as const, text: version.label, id: versionAnchor(version.name) }] : []),
  ]);
}

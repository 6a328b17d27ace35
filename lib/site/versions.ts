/**
 * The docs versions, one typed list (`content/versions.json`): the current docs at the site root and
 * each archived version under `/<name>/`, its files under `content/versions/<name>/` (docs, concepts,
 * data, samples, api). `npm run docs:version -- <name>` adds an entry (scripts/docs-version.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentFolder } from '../build/folders';
import { isRecord } from '../util/is-record';
import { LATEST } from '../routes/latest';

const versionStatuses = ['current', 'supported', 'unmaintained'] as const;
type VersionStatus = (typeof versionStatuses)[number];

export interface DocsVersion {
  /** The route segment of an archived version (`/<name>/…`); `latest` for the current docs. */
  name: string;
  /** What the version dropdown and the archive banner call it. */
  label: string;
  status: VersionStatus;
  /** When the docs of this version were released (YYYY-MM-DD). */
  releaseDate: string;
  /** A supported archived version's last day of support (YYYY-MM-DD): the dropdown and its banner say it. */
  supportedUntil?: string;
}

const VERSIONS_FILE = 'versions.json';

/**
 * Words an archived version cannot be named, since its name becomes the first segment of its routes:
 * the site's own top-level paths. The current docs' first segments are checked as well (versionNameProblem).
 */
const reserved = new Set([LATEST, 'current', 'category', 'search', 'api', 'nav', 'og', 'search-index', '_next', 'versions', '404']);
const NAME = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Why a new archived version cannot have this name, or null when it can. */
export function versionNameProblem(name: string, versions: readonly DocsVersion[], currentFirstSegments: ReadonlySet<string>): string | null {
  if (!NAME.test(name)) return `"${name}" is not a version name: use lower-case letters, digits, dots and hyphens (e.g. 2025-10 or v1)`;
  if (reserved.has(name)) return `"${name}" is reserved for the site's own paths; choose another name`;
  if (currentFirstSegments.has(name)) return `"${name}" is already the first segment of current docs routes (/${name}/…); choose another name`;
  if (versions.some((version) => version.name === name)) return `the version "${name}" already exists in content/${VERSIONS_FILE}; choose another name or remove it first`;
  return null;
}

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** A YYYY-MM-DD date as readers see it: `2026-11-01` → `1 November 2026`. */
export const writtenDate = (date: string): string => longDate.format(new Date(`${date}T00:00:00Z`));

/**
 * What the dropdown and an archived page's banner say of a version's support: until when it is
 * supported, or that it is no longer maintained; null for the current docs, which need no word.
 */
export function supportNote(version: Pick<DocsVersion, 'status' | 'supportedUntil'>): string | null {
  if (version.status === 'unmaintained') return 'no longer maintained';
  if (version.status === 'supported' && version.supportedUntil) return `supported until ${writtenDate(version.supportedUntil)}`;
  return null;
}

/** Prepended to every route of the version: '' for the current docs. */
export const routePrefixOf = (version: DocsVersion): string => (version.status === 'current' ? '' : `/${version.name}`);

/** Contentlayer's pattern for a file that every version has: the current one and each archived one's. */
export const inEveryVersion = (pattern: string): string => `{${pattern},versions/*/${pattern}}`;

/** The version's folder inside the content folder, ending in `/`: '' for the current docs. */
export const contentRootOf = (version: DocsVersion): string => (version.status === 'current' ? '' : `versions/${version.name}/`);

const isStatus = (value: unknown): value is VersionStatus => versionStatuses.some((status) => status === value);

/** A supported version says until when (a date); the current and unmaintained ones say nothing. */
function supportedUntilOf(status: unknown, value: unknown): string | undefined | { problem: string } {
  if (status !== 'supported') return value === undefined ? undefined : { problem: 'is only for a version whose status is "supported"; remove it' };
  if (typeof value !== 'string' || !DATE.test(value)) return { problem: 'must be the last day of support, written YYYY-MM-DD (a supported version says until when)' };
  return value;
}

/**
 * The list as its file holds it; every problem names the file, the entry and what to do.
 * @internal Exported for its unit test (knip --production).
 */
export function parseVersions(json: string, file: string): DocsVersion[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new Error(`${file}: not JSON (${error instanceof Error ? error.message : String(error)}); it lists the docs versions`, { cause: error });
  }
  const entries = isRecord(value) ? value.versions : undefined;
  if (!Array.isArray(entries)) throw new Error(`${file}: expected { "versions": [ … ] }, the list of docs versions`);
  const problems: string[] = [];
  const versions: DocsVersion[] = [];
  entries.forEach((entry: unknown, i) => {
    const at = `${file}: versions[${i}]`;
    if (!isRecord(entry)) return problems.push(`${at} is not an object with name, label, status and releaseDate`);
    const { name, label, status, releaseDate, supportedUntil } = entry;
    const extra = Object.keys(entry).filter((key) => !['name', 'label', 'status', 'releaseDate', 'supportedUntil'].includes(key));
    if (extra.length > 0) problems.push(`${at} has unknown field(s) ${extra.join(', ')}`);
    if (typeof name !== 'string' || !NAME.test(name)) problems.push(`${at}.name must be lower-case letters, digits, dots and hyphens`);
    if (typeof label !== 'string' || label.trim() === '') problems.push(`${at}.label must be a non-empty string`);
    if (!isStatus(status)) problems.push(`${at}.status must be one of ${versionStatuses.join(', ')}`);
    if (typeof releaseDate !== 'string' || !DATE.test(releaseDate)) problems.push(`${at}.releaseDate must be a date written YYYY-MM-DD`);
    const until = supportedUntilOf(status, supportedUntil);
    if (typeof until === 'object') problems.push(`${at}.supportedUntil ${until.problem}`);
    if (typeof name === 'string' && typeof label === 'string' && isStatus(status) && typeof releaseDate === 'string' && typeof until !== 'object') {
      versions.push({ name, label, status, releaseDate, ...(until === undefined ? {} : { supportedUntil: until }) });
    }
  });
  const current = versions.filter((version) => version.status === 'current');
  if (current.length !== 1) problems.push(`${file}: exactly one version must have status "current" (the docs at the site root); found ${current.length}`);
  if (current[0] && current[0].name !== LATEST) problems.push(`${file}: the current version is named "${LATEST}", so that links can name it; found "${current[0].name}"`);
  const seen = new Set<string>();
  for (const version of versions) {
    if (seen.has(version.name)) problems.push(`${file}: the version "${version.name}" is listed twice`);
    seen.add(version.name);
    if (version.status !== 'current' && reserved.has(version.name)) problems.push(`${file}: "${version.name}" is reserved for the site's own paths; rename the version`);
  }
  if (problems.length > 0) throw new Error(`The docs versions list has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return versions;
}

/** A content folder without the list (a fixture) holds the current docs only. */
export function readVersions(contentDir = contentFolder()): DocsVersion[] {
  const file = path.join(contentDir, VERSIONS_FILE);
  if (!existsSync(file)) return [{ name: LATEST, label: 'Latest', status: 'current', releaseDate: '1970-01-01' }];
  return parseVersions(readFileSync(file, 'utf8'), file);
}

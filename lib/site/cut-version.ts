/**
 * Freezing the current docs as an archived version (`npm run docs:version -- <name>`): a copy of the
 * docs, concepts, data, samples and API document under `content/versions/<name>/`, registered in
 * `content/versions.json`. Nothing else changes: the copy's links and routes are written as the current
 * docs write them and resolve inside the new version (lib/routes/version-links.ts).
 */
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readVersions, versionNameProblem, type DocsVersion } from './versions';

/** What a version is made of: the folders copied, each if the content folder has it. */
const FROZEN = ['docs', 'concepts', 'data', 'samples', 'api'] as const;

export interface CutOptions {
  name: string;
  label?: string;
  /** YYYY-MM-DD; today when absent. */
  releaseDate?: string;
  /** YYYY-MM-DD, the version's last day of support; a year after the cut when absent. */
  supportedUntil?: string;
}

/** The same day a year later (29 February gives 1 March). */
const aYearAfter = (date: string): string => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCFullYear(day.getUTCFullYear() + 1);
  return day.toISOString().slice(0, 10);
};

/** The first route segments of the current docs: an archived version's name must not be one of them. */
function currentFirstSegments(contentDir: string): Set<string> {
  const docs = path.join(contentDir, 'docs');
  if (!existsSync(docs)) return new Set();
  return new Set(readdirSync(docs).map((entry) => entry.replace(/\.mdx?$/, '')));
}

/** Included sample files point at the version's own copy (remark-code-import resolves `<rootDir>` to content/). */
function pointSamplesAtCopy(dir: string, root: string): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.mdx')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    const pointed = text.replaceAll('<rootDir>/samples/', `<rootDir>/${root}samples/`);
    if (pointed !== text) writeFileSync(file, pointed);
  }
}

/** Copies the current docs into the new version's folder and registers it; throws, changing nothing, when the name cannot be used. */
export function cutVersion(contentDir: string, options: CutOptions, today = new Date().toISOString().slice(0, 10)): { version: DocsVersion; folder: string; copied: string[] } {
  const versions = readVersions(contentDir);
  const problem = versionNameProblem(options.name, versions, currentFirstSegments(contentDir));
  if (problem) throw new Error(`npm run docs:version: ${problem}`);
  const root = `versions/${options.name}/`;
  const folder = path.join(contentDir, root);
  if (existsSync(folder)) throw new Error(`npm run docs:version: ${folder} already exists but content/versions.json does not list "${options.name}"; remove the folder or add its entry`);
  const releaseDate = options.releaseDate ?? today;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(releaseDate)) throw new Error(`npm run docs:version: --released "${releaseDate}" is not a date written YYYY-MM-DD`);
  const supportedUntil = options.supportedUntil ?? aYearAfter(today);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(supportedUntil)) throw new Error(`npm run docs:version: --supported-until "${supportedUntil}" is not a date written YYYY-MM-DD`);

  const copied = FROZEN.filter((name) => existsSync(path.join(contentDir, name)));
  for (const name of copied) cpSync(path.join(contentDir, name), path.join(folder, name), { recursive: true });
  pointSamplesAtCopy(path.join(folder, 'docs'), root);
  pointSamplesAtCopy(path.join(folder, 'concepts'), root);

  const version: DocsVersion = { name: options.name, label: options.label ?? options.name, status: 'supported', releaseDate, supportedUntil };
  const [current, ...archived] = [...versions.filter((v) => v.status === 'current'), ...versions.filter((v) => v.status !== 'current')];
  // Newest archived version first, after the current docs: the order the dropdown lists them in.
  writeFileSync(path.join(contentDir, 'versions.json'), `${JSON.stringify({ versions: [current, version, ...archived] }, null, 2)}\n`);
  return { version, folder, copied: [...copied] };
}

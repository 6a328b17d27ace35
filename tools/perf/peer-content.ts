/**
 * Builds the benchmark from a content tree in the peers' plain layout (the tree other static site
 * generators were compared on): Markdown files with YAML front matter, `categories.json` (the sidebar
 * groups) and `pages.json` (each file's URL), the spec's pages plus numbered extra pages under
 * `scale/`. This adapts such a tree into a project's `content/` in our schema, so the benchmark's
 * figures compare with theirs build for build: the tree's pages replace `content/docs/`, and the
 * archived docs versions go, since the peers build one version.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isRecord } from '../../lib/util/is-record';

interface PeerPage {
  /** Relative to the tree: `get-started/get-the-key.md`. */
  path: string;
  /** `/`, `/a/b`, or `/a/` for a folder's index page. */
  url: string;
}

interface PeerCategory {
  dir: string;
  label: string;
  position: number;
  /** `generated`: a generated index at /category/<slug>; `doc`: the folder's index page; `none`: no page. */
  index: 'generated' | 'doc' | 'none';
  slug?: string;
  description?: string;
}

/** Extra pages live under this folder of the tree, numbered in pages.json's order. */
const SCALE_DIR = 'scale/';

class PeerContentError extends Error {}

function readJsonList(file: string): unknown[] {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new PeerContentError(`${file}: ${error instanceof Error ? error.message : String(error)}; pass a folder written by the peers' generator with --layout plain`);
  }
  if (!Array.isArray(value)) throw new PeerContentError(`${file}: expected a JSON list`);
  return value;
}

function text(file: string, i: number, entry: Record<string, unknown>, key: string): string {
  const value = entry[key];
  if (typeof value !== 'string' || value === '') throw new PeerContentError(`${file}: entry ${i} has no ${key} string`);
  return value;
}

function readPages(dir: string): PeerPage[] {
  const file = path.join(dir, 'pages.json');
  return readJsonList(file).map((entry, i) => {
    if (!isRecord(entry)) throw new PeerContentError(`${file}: entry ${i} is not an object`);
    return { path: text(file, i, entry, 'path'), url: text(file, i, entry, 'url') };
  });
}

function readCategories(dir: string): PeerCategory[] {
  const file = path.join(dir, 'categories.json');
  return readJsonList(file).map((entry, i) => {
    if (!isRecord(entry)) throw new PeerContentError(`${file}: entry ${i} is not an object`);
    const { position, index, slug, description } = entry;
    if (typeof position !== 'number') throw new PeerContentError(`${file}: entry ${i} has no numeric position`);
    if (index !== 'generated' && index !== 'doc' && index !== 'none') throw new PeerContentError(`${file}: entry ${i} has index ${JSON.stringify(index)}; expected generated, doc or none`);
    if (index === 'generated' && typeof slug !== 'string') throw new PeerContentError(`${file}: entry ${i} is a generated index without a slug`);
    return {
      dir: text(file, i, entry, 'dir'),
      label: text(file, i, entry, 'label'),
      position,
      index,
      ...(typeof slug === 'string' ? { slug } : {}),
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
}

/**
 * The file under content/docs that serves a URL: `/` → index.mdx, `/a/` → a/index.mdx, `/a/b` → a/b.mdx.
 * @internal Exported for its unit test (knip --production).
 */
export function docFileOfUrl(url: string): string {
  const trimmed = url.replace(/^\/+/, '');
  if (trimmed === '') return 'index.mdx';
  return trimmed.endsWith('/') ? `${trimmed}index.mdx` : `${trimmed}.mdx`;
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/**
 * A page in our schema: title, description and sidebar_position kept; `slug` dropped (our route comes
 * from the file's place). The peers' values are JSON-quoted strings or numbers, which YAML reads alike.
 */
function adaptPage(file: string, source: string): string {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new PeerContentError(`${file}:1: no front matter; expected --- title, description ---`);
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? '').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const kept = ['title', 'description', 'sidebar_position'].flatMap((key) => {
    const value = fields.get(key);
    if (value === undefined && key !== 'sidebar_position') throw new PeerContentError(`${file}: front matter has no ${key}`);
    return value === undefined ? [] : [`${key}: ${value}`];
  });
  return `---\n${kept.join('\n')}\n---\n${source.slice(match[0].length)}`;
}

/** A category in our schema: a generated index keeps its slug; a group without a page gets one, from its folder. */
function adaptCategory(category: PeerCategory): Record<string, string | number> {
  const description = category.description ?? `${category.label}: pages of the shared benchmark content.`;
  const base = { label: category.label, position: category.position, description };
  if (category.index === 'doc') return base;
  return { ...base, slug: category.slug ?? category.dir.toLowerCase().replace(/[^a-z0-9]+/g, '-') };
}

export interface AdaptedContent {
  /** Pages written under content/docs. */
  pages: number;
  /** Of these, the tree's extra pages (under scale/). */
  extraPages: number;
  /** content/docs-relative paths of the extra pages, in order: the incremental benchmark edits one. */
  extraFiles: string[];
}

/**
 * Replaces `<contentDir>/docs` with the tree's spec pages and its first `extraPages` extra pages, with
 * the categories that hold them, and leaves only the current docs version. Fails, naming the file,
 * when the tree holds fewer extra pages than asked or a file is malformed.
 */
export function adaptPeerContent(treeDir: string, contentDir: string, extraPages: number): AdaptedContent {
  const pages = readPages(treeDir);
  const categories = readCategories(treeDir);
  const base = pages.filter((page) => !page.path.startsWith(SCALE_DIR));
  const extra = pages.filter((page) => page.path.startsWith(SCALE_DIR));
  if (extra.length < extraPages) {
    throw new PeerContentError(`${path.join(treeDir, 'pages.json')}: holds ${extra.length} extra pages, and ${extraPages} were asked for; generate the tree with a larger --scale`);
  }
  const chosen = [...base, ...extra.slice(0, extraPages)];
  const docs = path.join(contentDir, 'docs');
  rmSync(docs, { recursive: true, force: true });
  const folders = new Set<string>();
  const written = chosen.map((page) => {
    const target = docFileOfUrl(page.url);
    const source = path.join(treeDir, page.path);
    mkdirSync(path.dirname(path.join(docs, target)), { recursive: true });
    writeFileSync(path.join(docs, target), adaptPage(source, readFileSync(source, 'utf8')));
    for (let dir = path.posix.dirname(target); dir !== '.'; dir = path.posix.dirname(dir)) folders.add(dir);
    return target;
  });
  // Only the categories whose folders hold a chosen page: the groups past the asked count stay out.
  for (const category of categories.filter((c) => folders.has(c.dir))) {
    writeFileSync(path.join(docs, category.dir, '_category.json'), `${JSON.stringify(adaptCategory(category), null, 2)}\n`);
  }
  const missing = [...folders].filter((dir) => !categories.some((c) => c.dir === dir));
  if (missing.length > 0) throw new PeerContentError(`${path.join(treeDir, 'categories.json')}: no category for the folder(s) ${missing.join(', ')}`);
  keepCurrentVersionOnly(contentDir);
  return { pages: chosen.length, extraPages, extraFiles: written.slice(base.length) };
}

/** The peers build one version: drop the archived ones from the list and their folders. */
function keepCurrentVersionOnly(contentDir: string): void {
  const file = path.join(contentDir, 'versions.json');
  const list: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isRecord(list) || !Array.isArray(list.versions)) throw new PeerContentError(`${file}: expected { "versions": [...] }`);
  const current = list.versions.filter((version) => isRecord(version) && version.status === 'current');
  writeFileSync(file, `${JSON.stringify({ ...list, versions: current }, null, 2)}\n`);
  rmSync(path.join(contentDir, 'versions'), { recursive: true, force: true });
}

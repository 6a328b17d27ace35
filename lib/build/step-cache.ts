/**
 * A build step's cache across builds, for work whose output depends only on inputs the step can hash
 * (a page's article, a social card's text), in one JSON file under `.cache/`, which a CI keeps between
 * builds (lib/build/caches.ts). The file is rewritten with only the entries the build used, so it does
 * not grow with edits. Entries also depend on the code that made them, so the file is keyed by a
 * fingerprint of the project's code and lockfile: any change to them empties it.
 *
 * A cache is declared as data (StepCacheDefinition): the input an entry is made from, and the function
 * that makes it. The cache keys an entry by its whole input, so no step chooses what its key holds; and
 * `make` may read nothing but its input and the code, which tests/integration/step-cache-inputs.test.ts checks
 * by running each cache's `make` alone while recording the files and variables it reads.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isRecord } from '../util/is-record';

/** Relative to the project folder; one file per step. */
const STEP_CACHE_DIR = '.cache';

/**
 * The project this module belongs to: its code is what runs, whichever folder a step builds in. A
 * function, not a constant: inside next build's bundles (lib/build/render-cache.ts imports this
 * module) `import.meta.dirname` is not defined.
 */
const projectRoot = () => path.resolve(import.meta.dirname, '../..');

/**
 * The code that renders pages: the docs engine, the Paymora site package, the components and routes,
 * the site's parts that the routes pass into the engine (site-parts.ts), with the config and lockfile
 * that shape the bundles. Declared once for both caches (render-cache.ts).
 */
export const RENDERING_CODE = ['lib', 'paymora', 'components', 'pages', 'site-parts.ts', 'next.config.js', 'package-lock.json'];

/** The code every cached output may depend on: a change to any of it is a change of every output. */
const CODE = [...RENDERING_CODE, 'scripts', 'contentlayer.config.ts'];

/**
 * Every step cache, by the name of its file in `.cache/`. Each has a definition beside the code that
 * makes its entries, and the test above runs each one (its samples are typed by this list).
 * @internal Exported for its unit test (knip --production).
 */
export const STEP_CACHES = ['content-check', 'page-outputs', 'api-downloads', 'social-images'] as const;
/** @internal Exported for its unit test (knip --production). */
export type StepCacheName = (typeof STEP_CACHES)[number];

/** What an entry is made from: plain JSON, so that the key (its text) holds all of it. */
export type StepInput = string | number | boolean | null | readonly StepInput[] | { readonly [field: string]: StepInput };

export interface StepCacheDefinition<I extends StepInput, V> {
  name: StepCacheName;
  /** The entry for `input`, from it and the code alone: no file, variable or value from outside it. */
  make(input: I): V | Promise<V>;
  /** A stored value, checked; null for anything else (a miss). */
  parse(value: unknown): V | null;
  /**
   * Folders (relative to the build folder) that `make` reads besides the code, each made within this
   * build by the code alone from what the input holds: Contentlayer's document of the page whose text
   * is the input. Anything else `make` reads fails the test.
   */
  derived?: readonly string[];
  /** Environment variables `make` reads: their values are part of every entry's key. */
  variables?: readonly string[];
}

export function contentKey(...parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(String(part.length)).update(':').update(part);
  return hash.digest('hex');
}

/** The hash of the project's code and lockfile, file by file in a stable order. */
export function codeFingerprint(root: string, code: readonly string[] = CODE): string {
  const hash = createHash('sha256');
  for (const relative of code) {
    const full = path.join(root, relative);
    if (!existsSync(full)) continue;
    const files = statSync(full).isDirectory()
      ? readdirSync(full, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)).sort()
      : [full];
    for (const file of files) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * The key of an input: its JSON text, whose every field is part of it, and the values of `variables`.
 * @internal Exported for its unit test (knip --production).
 */
export const inputKey = (input: StepInput, variables: readonly string[] = [], env: Readonly<Record<string, string | undefined>> = process.env): string =>
  contentKey(JSON.stringify(input), ...variables.map((variable) => `${variable}=${env[variable] ?? ''}`));

export interface StepCache<V> {
  /** The value this build or the last one stored for the key; undefined when there is none. */
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  /** Writes the entries this build used (by rename: never half a file). */
  save(): void;
  /** For the step's log line: how much work the cache saved. */
  summary(): string;
}

export interface EntryCache<I extends StepInput, V> {
  /** The entry for `input`: stored by this build or the last, or made now and stored. */
  entry(input: I): Promise<V>;
  save(): void;
  summary(): string;
}

/** Opens a declared cache (StepCacheDefinition); arguments after it as openStepCache's. */
export function openEntryCache<I extends StepInput, V>(definition: StepCacheDefinition<I, V>, buildDir?: string, fingerprint?: string): EntryCache<I, V> {
  const cache = openStepCache(definition.name, definition.parse, buildDir, fingerprint);
  return {
    async entry(input) {
      const key = inputKey(input, definition.variables);
      const known = cache.get(key);
      if (known !== undefined) return known;
      const value = await definition.make(input);
      cache.set(key, value);
      return value;
    },
    save: () => cache.save(),
    summary: () => cache.summary(),
  };
}

/**
 * Opens the step's cache file. An unreadable file, another fingerprint or an entry `parse` refuses is
 * a miss, never an error: the cache only ever saves work. Keys are the caller's: a step's cache is a
 * declared one (openEntryCache); only the secret scan keys its own (lib/secrets/scan-cache.ts), by a
 * file's hash and a scrypt key of the secrets, since a key made of its inputs would hold the secrets.
 */
export function openStepCache<V>(name: string, parse: (value: unknown) => V | null, buildDir = process.cwd(), fingerprint = codeFingerprint(projectRoot())): StepCache<V> {
  const file = path.join(buildDir, STEP_CACHE_DIR, `${name}.json`);
  const stored = readEntries(file, fingerprint);
  const used = new Map<string, V>();
  let hits = 0;
  return {
    get(key) {
      const known = used.get(key);
      if (known !== undefined || !stored.has(key)) return known;
      const cached = parse(stored.get(key)) ?? undefined;
      if (cached !== undefined) {
        hits += 1;
        used.set(key, cached);
      }
      return cached;
    },
    set: (key, value) => void used.set(key, value),
    save() {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(`${file}.tmp`, JSON.stringify({ fingerprint, entries: Object.fromEntries(used) }));
      renameSync(`${file}.tmp`, file);
    },
    summary: () => `${hits} of ${used.size} from ${path.join(STEP_CACHE_DIR, `${name}.json`)}`,
  };
}

function readEntries(file: string, fingerprint: string): Map<string, unknown> {
  if (!existsSync(file)) return new Map();
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isRecord(value) || value.fingerprint !== fingerprint || !isRecord(value.entries)) return new Map();
    return new Map(Object.entries(value.entries));
  } catch {
    return new Map();
  }
}

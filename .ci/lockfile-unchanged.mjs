// After `npm install`: the lockfile must not have moved, except for entries of optional packages
// (platform builds such as @next/swc-*, @tailwindcss/oxide-* and oxc bindings for other systems and
// CPUs, Tailwind's wasm fallback and what it bundles). The registry these machines reach serves a
// varying set of those, and npm adds or drops their entries as it finds them; the packages the project
// depends on, and every version it runs here, are the non-optional entries. Exits 1 naming each of
// those that changed.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';

const committed = JSON.parse(execFileSync('git', ['show', 'HEAD:package-lock.json'], { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 }));
const installed = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const isOptional = (entry) => entry?.optional === true;
const kept = (packages) => Object.fromEntries(Object.entries(packages ?? {}).filter(([, entry]) => !isOptional(entry)));

const before = kept(committed.packages);
const after = kept(installed.packages);
const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => !isDeepStrictEqual(before[name], after[name]));
const ignored = Object.keys(installed.packages ?? {}).filter((name) => isOptional(installed.packages[name]) && !isDeepStrictEqual(installed.packages[name], committed.packages?.[name]));
if (ignored.length > 0) console.log(`package-lock.json: optional entries the registry served differently, ignored: ${ignored.join(', ')}`);
if (changed.length > 0) {
  console.error(`package-lock.json moved during npm install (${changed.length} entries): ${changed.join(', ')}. Run npm install, check the change and commit it.`);
  process.exit(1);
}

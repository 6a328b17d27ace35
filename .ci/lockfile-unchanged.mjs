// After `npm install`: the lockfile must not have moved, except for entries of optional platform
// packages (@next/swc-*, @tailwindcss/oxide-*, oxc bindings for other systems and CPUs). The registry
// these machines reach serves a varying set of those, and npm adds or drops their entries as it finds
// them; none is installed here, so they change nothing this machine runs. Exits 1 naming each other
// entry that changed.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';

const committed = JSON.parse(execFileSync('git', ['show', 'HEAD:package-lock.json'], { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 }));
const installed = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const forOtherPlatforms = (entry) => entry?.optional === true && (Array.isArray(entry.os) || Array.isArray(entry.cpu));
const kept = (packages) => Object.fromEntries(Object.entries(packages ?? {}).filter(([, entry]) => !forOtherPlatforms(entry)));

const before = kept(committed.packages);
const after = kept(installed.packages);
const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => !isDeepStrictEqual(before[name], after[name]));
const ignored = Object.keys(installed.packages ?? {}).filter((name) => forOtherPlatforms(installed.packages[name]) && !isDeepStrictEqual(installed.packages[name], committed.packages?.[name]));
if (ignored.length > 0) console.log(`package-lock.json: optional platform entries the registry served differently, ignored: ${ignored.join(', ')}`);
if (changed.length > 0) {
  console.error(`package-lock.json moved during npm install (${changed.length} entries): ${changed.join(', ')}. Run npm install, check the change and commit it.`);
  process.exit(1);
}

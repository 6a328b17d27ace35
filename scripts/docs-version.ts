/**
 * `npm run docs:version -- <name> [--label "October 2025"] [--released 2025-10-01] [--supported-until 2027-04-30]`: freezes the current
 * docs, data and API document as the archived version <name> (lib/site/cut-version.ts).
 */
import { parseArgs } from 'node:util';
import { cutVersion } from '../lib/site/cut-version';
import { contentFolder } from '../lib/build/folders';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { label: { type: 'string' }, released: { type: 'string' }, 'supported-until': { type: 'string' } } });
const [name, ...rest] = positionals;
if (!name || rest.length > 0) {
  console.error('Usage: npm run docs:version -- <name> [--label "October 2025"] [--released YYYY-MM-DD] [--supported-until YYYY-MM-DD]');
  process.exit(1);
}
try {
  const { version, folder, copied } = cutVersion(contentFolder(), { name, label: values.label, releaseDate: values.released, supportedUntil: values['supported-until'] });
  console.log(`Archived the current docs as ${version.name} ("${version.label}", released ${version.releaseDate}, supported until ${version.supportedUntil ?? '?'}): ${copied.join(', ')} copied to ${folder}, listed in content/versions.json.`);
  console.log(`Its pages will be served under /${version.name}/. Make the copy true to its time, then run npm run build.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

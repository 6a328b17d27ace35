/**
 * Before the build: the browser's search settings are complete, and no admin or write key is on its
 * way into them. After the export (`--after`): no secret's value appears in any file the browser gets.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { publicSecretProblems, readPublicSearchConfig, SearchConfigError, secretVariables } from '../lib/search/public-config';

const after = process.argv.includes('--after');
const outDir = path.resolve(process.env.OUT_DIR ?? 'out');

function fail(messages: string[]): never {
  for (const message of messages) console.error(`error: ${message}`);
  console.error('The build refuses to ship secrets to the browser or a search box without its key. Fix the environment and build again.');
  process.exit(1);
}

if (!after) {
  const problems = publicSecretProblems(process.env);
  try {
    const config = readPublicSearchConfig(process.env);
    if (problems.length === 0) console.log(`Search backend: ${config.backend} (index ${config.indexName}).`);
  } catch (error) {
    if (!(error instanceof SearchConfigError)) throw error;
    problems.push(error.message);
  }
  if (problems.length > 0) fail(problems);
} else {
  const secrets = secretVariables(process.env);
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
  const leaks: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !/\.(js|html|json|txt|css)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8');
    for (const secret of secrets) if (text.includes(secret.value)) leaks.push(`the value of ${secret.name} is in ${path.relative(process.cwd(), file)}`);
  }
  if (leaks.length > 0) fail(leaks);
  console.log(`No secret in the export (${secrets.length} secret variable(s) checked).`);
}

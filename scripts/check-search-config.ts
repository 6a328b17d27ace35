/**
 * Before the build: the browser's search settings are complete, and no admin or write key is on its
 * way into them. After the export, scripts/seal-build.ts looks for every secret's value in out/.
 */
import { publicSecretProblems } from '../lib/secrets/environment';
import { readPublicSearchConfig, SearchConfigError } from '../lib/search/public-config';

function fail(messages: string[]): never {
  for (const message of messages) console.error(`error: ${message}`);
  console.error('The build refuses to ship secrets to the browser or a search box without its key. Fix the environment and build again.');
  process.exit(1);
}

const problems = publicSecretProblems(process.env);
try {
  const config = readPublicSearchConfig(process.env);
  if (problems.length === 0) console.log(`Search backend: ${config.backend} (index ${config.indexName}).`);
} catch (error) {
  if (!(error instanceof SearchConfigError)) throw error;
  problems.push(error.message);
}
if (problems.length > 0) fail(problems);

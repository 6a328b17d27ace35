/**
 * `npm run search:push [-- --dry-run] [--allow-shrink]`: sends the records of the last build, every docs
 * version's with its `version`, to Typesense or Algolia.
 * A push with no records, or under 90% of the live index, is refused without --allow-shrink.
 * Readers never see a half-built index: Typesense swaps an alias to a complete new collection,
 * Algolia replaces all objects atomically. A build whose browser key may do more than search is
 * refused before anything is sent.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { builtSearchFiles, readSynonyms } from '../lib/search/built-files';
import { publicSearchConfigIn } from '../lib/search/public-config';
import { pushToAlgolia } from '../lib/search/push/algolia';
import { ConfigError, readPushConfig, readPushRecords } from '../lib/search/push/config';
import { PushError } from '../lib/search/push/retry';
import { toAlgoliaObject, toTypesenseDocument, typesenseSchemaFields } from '../lib/search/push/shape';
import { pushToTypesense } from '../lib/search/push/typesense';
import type { SearchRecord } from '../lib/search/types';
import { exportFolder } from '../lib/build/folders';

const dryRun = process.argv.includes('--dry-run');
const allowShrink = process.argv.includes('--allow-shrink');
const outDir = exportFolder();
const retry = { attempts: Number(process.env.SEARCH_PUSH_ATTEMPTS ?? 4), baseDelayMs: Number(process.env.SEARCH_PUSH_BACKOFF_MS ?? 1000), onRetry: (error: unknown, attempt: number, delay: number) => console.warn(`attempt ${attempt} failed (${error instanceof Error ? error.message : String(error)}); retrying in ${delay} ms`) };

/** The last build's records, and the search key it gives browsers when it queries `backend`. */
async function lastBuild(backend: string): Promise<{ records: SearchRecord[]; publicKey?: string }> {
  const html = await readFile(path.join(outDir, 'index.html'), 'utf8').catch(() => {
    throw new ConfigError(`No build in ${outDir}: run npm run build first.`);
  });
  let documentsPath: string;
  try {
    ({ documentsPath } = builtSearchFiles(outDir));
  } catch (error) {
    throw new ConfigError(`No complete build in ${outDir}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  // Every docs version's records, each with its version: readers' queries filter on it.
  const records = await readPushRecords(documentsPath);
  const browser = publicSearchConfigIn(html);
  if (!browser || browser.backend === 'local') return { records };
  if (browser.backend !== backend) throw new ConfigError(`the build in ${outDir} queries ${browser.backend} but SEARCH_BACKEND is ${backend}: build and push for the same backend`);
  return { records, publicKey: browser.searchKey };
}

try {
  const config = readPushConfig(process.env);
  const { records, publicKey } = await lastBuild(config.backend);
  if (dryRun) {
    const sample = config.backend === 'typesense' ? toTypesenseDocument(records[0] as SearchRecord, records.length) : toAlgoliaObject(records[0] as SearchRecord);
    console.log(`Dry run: would push ${records.length} records to ${config.backend} index "${config.indexName}" (${config.backend === 'typesense' ? config.url : (config.host ?? `app ${config.appId}`)}).`);
    if (config.backend === 'typesense') console.log(`Schema fields: ${typesenseSchemaFields.map((f) => f.name).join(', ')}`);
    console.log(`First record: ${JSON.stringify(sample, null, 2)}`);
    console.log('Nothing was sent.');
  } else if (config.backend === 'typesense') {
    const { collection, previous } = await pushToTypesense(records, { url: config.url, adminKey: config.adminKey, alias: config.indexName }, { retry, log: { info: console.log, warn: console.warn }, allowShrink, publicKey, synonyms: readSynonyms() });
    console.log(`Pushed ${records.length} records to Typesense: ${config.indexName} → ${collection}${previous ? ` (was ${previous})` : ''}.`);
  } else {
    await pushToAlgolia(records, { appId: config.appId, adminKey: config.adminKey, indexName: config.indexName, host: config.host }, { retry, allowShrink, publicKey, synonyms: readSynonyms() });
    console.log(`Pushed ${records.length} records to Algolia index ${config.indexName}.`);
  }
} catch (error) {
  if (!(error instanceof PushError || error instanceof ConfigError)) throw error;
  console.error(`search:push failed: ${error.message}. The live index was not changed.`);
  process.exit(1);
}

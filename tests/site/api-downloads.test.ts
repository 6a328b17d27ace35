/** The API document offered for download, the Postman collection built from it, and the blocks rendered from typed data. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { outDir } from './built-search';
import { contentFile } from '../../lib/build/folders';

const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
const root = path.resolve(import.meta.dirname, '../..');

interface Item { name: string; item?: Item[]; request?: { method: string; header?: { key: string; value: string }[]; url: { path?: string[] } } }
const requests = (items: Item[]): NonNullable<Item['request']>[] => items.flatMap((item) => (item.item ? requests(item.item) : item.request ? [item.request] : []));

describe('API downloads', () => {
  it('offers the document as YAML, exactly as written, and as the same JSON', () => {
    const yaml = read('api/openapi.yaml');
    expect(yaml).toBe(readFileSync(path.join(root, contentFile('api/openapi.yaml')), 'utf8'));
    expect(JSON.parse(read('api/openapi.json'))).toEqual(parse(yaml));
  });

  it('builds a Postman v2.1 collection with every operation, a fresh idempotency key per send and the key as a variable', () => {
    const api = parse(read('api/openapi.yaml')) as { paths: Record<string, Record<string, unknown>> };
    const collection = JSON.parse(read('api/paymora.postman_collection.json')) as { info: { schema: string }; item: Item[]; variable: { key: string }[] };
    expect(collection.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
    const all = requests(collection.item);
    const operations = Object.values(api.paths).flatMap((item) => Object.keys(item).filter((key) => ['get', 'post', 'patch', 'put', 'delete'].includes(key)));
    expect(all.length).toBe(operations.length);
    const keys = all.flatMap((request) => (request.header ?? []).filter((h) => h.key === 'Idempotency-Key').map((h) => h.value));
    expect(keys.length).toBeGreaterThan(10);
    expect(new Set(keys)).toEqual(new Set(['{{$guid}}']));
    expect(collection.variable.map((v) => v.key)).toEqual(['baseUrl', 'apiKey']);
  });

  it('offers an archived version its own document as it was: no payment-links API, listed in its own llms.txt', () => {
    const yaml = read('2025-10/api/openapi.yaml');
    expect(yaml).toBe(readFileSync(path.join(root, contentFile('versions/2025-10/api/openapi.yaml')), 'utf8'));
    const archived = parse(yaml) as { paths: Record<string, unknown> };
    const latest = parse(read('api/openapi.yaml')) as { paths: Record<string, unknown> };
    expect(Object.keys(latest.paths).some((p) => p.startsWith('/payment-links'))).toBe(true);
    expect(Object.keys(archived.paths).some((p) => p.startsWith('/payment-links'))).toBe(false);
    const collection = JSON.parse(read('2025-10/api/paymora.postman_collection.json')) as { item: Item[] };
    expect(requests(collection.item).some((request) => (request.url.path ?? []).includes('payment-links'))).toBe(false);
    expect(JSON.parse(read('2025-10/api/openapi.json'))).toEqual(archived);
    expect(read('2025-10/llms.txt')).toContain('https://developers.paymora.example/2025-10/api/openapi.yaml');
  });

  it('lists the downloads in llms.txt', () => {
    const llms = read('llms.txt');
    for (const file of ['api/openapi.yaml', 'api/openapi.json', 'api/paymora.postman_collection.json']) expect(llms).toContain(`https://developers.paymora.example/${file}`);
  });
});

describe('blocks rendered from typed data', () => {
  it('renders every webhook event with its fields and an example on the webhook message page', () => {
    const html = read('webhooks/webhook-message/index.html');
    const events = (JSON.parse(readFileSync(path.join(root, contentFile('data/webhook-events.json')), 'utf8')) as { events: { type: string }[] }).events;
    expect(html).toContain(`data-webhook-events="${events.length}"`);
    for (const event of events) expect(html, event.type).toContain(`aria-label="Event ${event.type}"`);
  });

  it('renders the authorisation validity windows on the payment lifecycle page', () => {
    const html = read('payment-gateway/payment-lifecycle/index.html');
    expect(html).toContain('30 days');
    expect(html).toContain('Lodging, vehicle rental, cruise lines');
  });

  it('renders the refusal reasons apart from the HTTP errors on the errors page', () => {
    const html = read('resources/errors/index.html');
    expect(html).toContain('id="error-lost-card"');
    expect(html).toContain('Never retry this card');
  });
});

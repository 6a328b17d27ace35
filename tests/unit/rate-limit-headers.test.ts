/**
 * The RateLimit-* headers (issue 27, fresh review 14b L7): the API document declares them once under components/headers
 * and every answer of every call references them beside Paymora-Request-Id, so generated clients and the Postman
 * collection expose them; the rate limits section of the HTTP status codes page names the same headers.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentFile } from '@/lib/build/folders';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, contentFile(file)), 'utf8');

interface Response {
  $ref?: string;
  headers?: Record<string, { $ref?: string }>;
}
interface Document {
  paths: Record<string, Record<string, { responses?: Record<string, Response> }>>;
  components: { headers: Record<string, unknown>; responses: Record<string, Response> };
}

const rateLimitHeaders = { 'RateLimit-Limit': 'RateLimitLimit', 'RateLimit-Remaining': 'RateLimitRemaining', 'RateLimit-Reset': 'RateLimitReset' };

describe('the rate limit headers', () => {
  const document = parse(read('api/openapi.yaml')) as Document;
  // Every answer the API gives: each operation's own responses and the shared ones they reference.
  const answers = [
    ...Object.entries(document.paths).flatMap(([route, item]) =>
      Object.entries(item).flatMap(([method, operation]) => Object.entries(operation.responses ?? {}).map(([status, response]) => ({ at: `${method.toUpperCase()} ${route} ${status}`, response }))),
    ),
    ...Object.entries(document.components.responses).map(([name, response]) => ({ at: `components/responses/${name}`, response })),
  ].filter(({ response }) => response.$ref === undefined);

  it('are declared once and referenced by every answer', () => {
    for (const component of Object.values(rateLimitHeaders)) expect(document.components.headers[component], component).toBeDefined();
    expect(answers.length).toBeGreaterThan(70);
    const missing = answers.flatMap(({ at, response }) =>
      Object.entries(rateLimitHeaders)
        .filter(([header, component]) => response.headers?.[header]?.$ref !== `#/components/headers/${component}`)
        .map(([header]) => `${at}: ${header}`),
    );
    expect(missing).toEqual([]);
  });

  it('are the ones the HTTP status codes page names', () => {
    const page = read('docs/resources/http-status-codes.mdx');
    const named = [...page.matchAll(/^\| `(RateLimit-[A-Za-z]+)` \|/gm)].map((m) => m[1]);
    expect(named).toEqual(Object.keys(rateLimitHeaders));
  });
});

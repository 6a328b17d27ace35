/**
 * The API document linted as a whole by Redocly CLI, its examples included, named by file and line; and
 * the webhook events' examples, which live in a data file, against its message schema (lib/openapi/examples.ts).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { eventExampleProblems } from '@/lib/openapi/document';
import { exampleNameProblems } from '@/lib/openapi/example-names';
import { lintApiDocuments } from '@/lib/openapi/lint';
import { parseWebhookEvents, webhookExampleProblems } from '@/lib/openapi/webhook-events';

const document = (example: string) => `openapi: 3.1.0
info: { title: T, version: '1' }
paths:
  /payments:
    post:
      requestBody:
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/Payment'
            examples:
              basic:
                value:
${example}
      responses:
        '200':
          description: OK
components:
  schemas:
    Amount:
      type: object
      required: [value, currency]
      properties:
        value: { type: integer }
        currency: { type: string, pattern: '^[A-Z]{3}$' }
    Payment:
      type: object
      required: [amount]
      properties:
        amount: { $ref: '#/components/schemas/Amount' }
        items: { type: array, items: { $ref: '#/components/schemas/Payment' } }
    Status:
      type: string
      enum: [received, authorised]
      example: captured
`;

describe('the API document linted by Redocly CLI (redocly.yaml, lib/openapi/lint.ts)', () => {
  const lint = (yaml: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'redocly-'));
    const file = path.join(dir, 'openapi.yaml');
    writeFileSync(file, yaml);
    return lintApiDocuments([file], path.resolve('redocly.yaml'), dir).finally(() => rmSync(dir, { recursive: true, force: true }));
  };

  it('fails a document whose examples break their schemas, naming the file, the line of each wrong value and its path, through $refs and recursion', async () => {
    const findings = await lint(document('                  amount: { value: "2500", currency: EUR }\n                  items:\n                    - amount: { value: 1, currency: eur }'));
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^openapi\.yaml:14:36: Example value must conform to the schema: `value` property type must be integer\. \(at #\/paths\/~1payments\/post\/requestBody\/content\/application~1json\/examples\/basic\/value\/amount\/value\) \[Redocly no-invalid-media-type-examples/),
        expect.stringMatching(/^openapi\.yaml:16:53: Example value must conform to the schema: .*must match pattern.*\/items\/0\/amount\/currency\) \[Redocly no-invalid-media-type-examples/),
        expect.stringMatching(/^openapi\.yaml:37:16: Example value must conform to the schema: must be equal to one of the allowed values.*\[Redocly no-invalid-schema-examples/),
      ]),
    );
  }, 120_000);

  it('fails a document that is not valid OpenAPI, with the line', async () => {
    const findings = await lint(document('                  amount: { value: 2500, currency: EUR }').replace("        '200':\n          description: OK", "        '200':\n          summary: OK"));
    expect(findings).toEqual(expect.arrayContaining([expect.stringMatching(/^openapi\.yaml:\d+:\d+: .*description.*\[Redocly struct/)]));
  }, 120_000);

  it('passes the real document of every version', async () => {
    expect(await lintApiDocuments(['content/api/openapi.yaml', 'content/versions/2025-10/api/openapi.yaml'])).toEqual([]);
  }, 120_000);
});

describe('webhook event examples (content/data/webhook-events.json) against the webhook message schema', () => {
  const api = parse(document('                  amount: { value: 2500, currency: EUR }')) as Record<string, unknown>;
  const schemas = (api.components as { schemas: Record<string, unknown> }).schemas;
  schemas.WebhookMessage = {
    type: 'object',
    required: ['id', 'type', 'createdAt', 'live', 'data'],
    properties: { id: { type: 'string' }, type: { type: 'string', enum: ['payment.captured'] }, createdAt: { type: 'string' }, live: { type: 'boolean' }, data: { type: 'object', properties: { amount: { $ref: '#/components/schemas/Amount' } } } },
  };
  const eventsText = (value: string, type = 'payment.captured') =>
    JSON.stringify({ events: [{ type, description: 'D', trigger: 'T', fields: ['amount'], example: { amount: { value: 2500, currency: 'EUR' } } }] }, null, 2).replace('"value": 2500', `"value": ${value}`);
  const check = (text: string) => webhookExampleProblems(api, parseWebhookEvents(JSON.parse(text), 'events.json'), text).map((problem) => `${problem.line}: ${problem.message}`);

  it('names the line of the events file and the JSON path of a value inside an event example that breaks the schema, and of an unknown type', () => {
    expect(check(eventsText('"2500"'))).toEqual([
      '12: the example at $.events[0].example.amount.value does not match the API document\'s schema $.components.schemas.WebhookMessage: must be integer; fix the example or the schema',
    ]);
    expect(check(eventsText('2500', 'payment.exploded'))).toEqual([expect.stringMatching(/^4: the example at \$\.events\[0\]\.type does not match .*must be equal to one of the allowed values/)]);
    expect(check(eventsText('2500'))).toEqual([]);
  });

  it('passes every event of every version of the real data, as the content check runs it', async () => {
    for (const root of ['', 'versions/2025-10/']) expect(await eventExampleProblems(root), root || 'latest').toEqual([]);
  });
});

describe('request examples named for an enum value send it (lib/openapi/example-names.ts)', () => {
  const named = (sent: string) => `openapi: 3.1.0
info: { title: T, version: '1' }
paths:
  /payments:
    post:
      operationId: createPayment
      requestBody:
        content:
          application/json:
            schema:
              allOf:
                - $ref: '#/components/schemas/Base'
            examples:
              oneClick:
                summary: A card payment, captured at once
                value: { amount: 100 }
              preAuthorisation:
                summary: A hotel stay reserved at check-in
                value:
                  amount: 100
                  captureMode: manual${sent}
components:
  schemas:
    Base:
      type: object
      properties:
        amount: { type: integer }
        captureMode: { type: string, enum: [automatic, manual] }
        authorisationType: { $ref: '#/components/schemas/AuthorisationType' }
    AuthorisationType: { type: string, enum: [final, pre_authorisation] }
`;

  it('names the line of a pre-authorisation example that does not send authorisationType, and passes it once it does', () => {
    const text = named('');
    expect(exampleNameProblems(text, parse(text))).toEqual([
      { line: 17, message: 'the example "preAuthorisation" of createPayment names pre_authorisation but does not send authorisationType: pre_authorisation; the reference, openapi.json and the Postman collection publish the example as written, so add the field to it' },
    ]);
    const fixed = named('\n                  authorisationType: pre_authorisation');
    expect(exampleNameProblems(fixed, parse(fixed))).toEqual([]);
  });

  it('passes the real document of every version', () => {
    for (const file of ['content/api/openapi.yaml', 'content/versions/2025-10/api/openapi.yaml']) {
      const text = readFileSync(file, 'utf8');
      expect(exampleNameProblems(text, parse(text)), file).toEqual([]);
    }
  });
});

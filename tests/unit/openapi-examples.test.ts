/** Examples of the API document match their schemas (lib/openapi/examples.ts), named by YAML line and JSON path. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { apiExampleProblems } from '@/lib/openapi/document';
import { exampleProblems } from '@/lib/openapi/examples';
import { parseWebhookEvents, webhookExampleProblems } from '@/lib/openapi/webhook-events';

const problems = (yaml: string) => exampleProblems(parse(yaml), yaml).map((problem) => `${problem.line}: ${problem.message}`);

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

describe('API document examples', () => {
  it('names the line and JSON path of each value that does not match, through $refs and recursion', () => {
    expect(problems(document('                  amount: { value: "2500", currency: EUR }\n                  items:\n                    - amount: { value: 1, currency: eur }'))).toEqual([
      '14: the example at $.paths["/payments"].post.requestBody.content["application/json"].examples.basic.value.amount.value does not match its schema ($.paths["/payments"].post.requestBody.content["application/json"].schema): must be integer; fix the example or the schema',
      expect.stringMatching(/^16: the example at .*\.items\[0\]\.amount\.currency does not match its schema .*: must match pattern/),
      expect.stringMatching(/^37: the example at \$\.components\.schemas\.Status\.example does not match its schema \(\$\.components\.schemas\.Status\): must be equal to one of the allowed values/),
    ]);
  });

  it('passes a document whose examples match, and every version of the real one', () => {
    expect(problems(document('                  amount: { value: 2500, currency: EUR }').replace('example: captured', 'example: authorised'))).toEqual([]);
    for (const file of ['content/api/openapi.yaml', 'content/versions/2025-10/api/openapi.yaml']) {
      const text = readFileSync(file, 'utf8');
      expect(exampleProblems(parse(text), text), file).toEqual([]);
    }
  });
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
    for (const root of ['', 'versions/2025-10/']) expect(await apiExampleProblems(root), root || 'latest').toEqual([]);
  });
});

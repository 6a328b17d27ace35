/**
 * The "Instructions for coding agents" section of the latest docs' llms.txt: the integration rules
 * the docs teach, in short, each linking to the page that explains it. The rules are Paymora's, so
 * they live here and not in the generic llms.txt writer (lib/outputs/discovery-files.ts); every fact in them
 * (header names, which calls take an idempotency key, how long a key is kept, client timeouts, the
 * signature and the amount format) is read from the API document and the data files, and every link
 * must name a page and heading of the version, or the build stops.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import type { ApiDocument } from '../lib/openapi/api-document';
import { allOperations, findOperation } from '../lib/openapi/operations';
import type { SitePage } from '../lib/site/manifest';
import { CITED_SECTIONS, type CitedSection } from './cited-sections';

/** The facts the rules render, from the version's API document and its API limits' data file. */
export interface AgentFacts {
  idempotency: { header: string; keptHours: number; calls: string[] };
  signature: { header: string; description: string };
  /** The per-attempt signature that dates a delivery; absent in versions without it. */
  deliverySignature?: { header: string; description: string };
  apiKey: { header: string; description: string };
  /** The amount value's description in the API document. */
  amount: string;
  /** The calls that look an object up before acting again once an idempotency key has expired. */
  lookups: string[];
  /** Client timeouts per group of calls. */
  timeouts: { operations: string; clientTimeoutSeconds: number }[];
}

interface ApiLimits {
  idempotencyKeyHours: number;
  timeLimits: readonly { operations: string; clientTimeoutSeconds: number }[];
}

/** The operations whose lookups the rules name, as the API document's idempotency key parameter does. */
const LOOKUP_OPERATIONS = ['getPayment', 'listPayments'];

const isParameter = (value: unknown): value is OpenAPIV3_1.ParameterObject => typeof value === 'object' && value !== null && 'name' in value && 'in' in value;
const callOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

function required<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null || value === '') throw new Error(`llms.txt instructions: content/api/openapi.yaml has no ${what}`);
  return value;
}

/** Reads the facts from a dereferenced API document and the API limits; throws naming what is missing. */
export function agentFacts(api: ApiDocument, limits: ApiLimits): AgentFacts {
  const idempotencyParameter = required(api.components?.parameters?.IdempotencyKey, 'components.parameters.IdempotencyKey');
  if (!isParameter(idempotencyParameter)) throw new Error('llms.txt instructions: components.parameters.IdempotencyKey is not a parameter');
  const header = idempotencyParameter.name;
  const operations = allOperations(api);
  const calls = operations.filter((entry) => !entry.webhook && (entry.operation.parameters ?? []).some((p) => isParameter(p) && p.in === 'header' && p.name === header)).map((entry) => callOf(entry.method, entry.path));
  const webhook = required(
    operations.find((entry) => entry.webhook),
    'webhook operation',
  );
  const signatureHeaders = (webhook.operation.parameters ?? []).filter(isParameter).filter((p) => p.in === 'header' && /signature/i.test(p.name));
  const signature = required(
    signatureHeaders.find((p) => !/delivery/i.test(p.name)),
    `signature header on the webhook ${webhook.id}`,
  );
  const delivery = signatureHeaders.find((p) => /delivery/i.test(p.name));
  const apiKey = required(Object.values(api.components?.securitySchemes ?? {}).find((scheme): scheme is OpenAPIV3_1.ApiKeySecurityScheme => 'type' in scheme && scheme.type === 'apiKey'), 'apiKey security scheme');
  const amountSchema = api.components?.schemas?.Amount;
  const amountValue = amountSchema?.properties?.value;
  const amount = required(amountValue && 'description' in amountValue ? amountValue.description : undefined, 'description of components.schemas.Amount.properties.value');
  const lookups = LOOKUP_OPERATIONS.map((id) => {
    const entry = required(findOperation(api, id), `operation ${id}`);
    return callOf(entry.method, entry.path);
  });
  return {
    idempotency: { header, keptHours: limits.idempotencyKeyHours, calls },
    signature: { header: signature.name, description: required(signature.description, `description of the ${signature.name} header`) },
    ...(delivery ? { deliverySignature: { header: delivery.name, description: required(delivery.description, `description of the ${delivery.name} header`) } } : {}),
    apiKey: { header: apiKey.name, description: required(apiKey.description, 'description of the apiKey security scheme') },
    amount,
    lookups,
    timeouts: limits.timeLimits.map(({ operations: groups, clientTimeoutSeconds }) => ({ operations: groups, clientTimeoutSeconds })),
  };
}

/**
 * The section, in Markdown. `pages` are the version's, to check each cited page and heading against;
 * `url` turns a page's route into the address to print.
 */
export function agentInstructions(facts: AgentFacts, pages: readonly SitePage[], url: (route: string) => string): string[] {
  const cite = (name: CitedSection, label: string): string => {
    const [route, heading] = CITED_SECTIONS[name];
    const page = pages.find((candidate) => candidate.route === route);
    if (!page) throw new Error(`llms.txt instructions cite ${route}, which is not a page of the docs: update CITED_SECTIONS in paymora/cited-sections.ts`);
    if (heading && !page.headings.some((h) => h.id === heading)) throw new Error(`llms.txt instructions cite ${route}#${heading}, but ${page.sourceFile} has no such heading: update CITED_SECTIONS in paymora/cited-sections.ts`);
    return `[${label}](${url(route)}${heading ? `#${heading}` : ''})`;
  };
  const code = (text: string) => `\`${text}\``;
  const { idempotency, signature, apiKey } = facts;
  return [
    '## Instructions for coding agents',
    '',
    'When you write, review or explain code that calls the Paymora API, hold to these rules. Each links to the page that explains it; the names and numbers come from the API document and the data behind the pages.',
    '',
    `- Send an ${code(idempotency.header)} header on every call that changes something: ${idempotency.calls.map(code).join(', ')}. Derive the key from the order or store it with the attempt before the first try, and reuse it for every retry of that operation: for ${idempotency.keptHours} hours Paymora knows the key and never carries the operation out twice (which answers it replays, and which it checks again, is on the page). ${cite('idempotency', 'Retry safely')}`,
    `- After a timeout or a dropped connection, the request may have succeeded: send the same request again with the same ${code(idempotency.header)}, never with a new key. Once the key is older than ${idempotency.keptHours} hours, look the object up first (${facts.lookups.map(code).join(' or ')}) and only then decide whether to act again. Client timeouts: ${facts.timeouts.map((t) => `${t.operations}, ${t.clientTimeoutSeconds} s`).join('; ')}. ${cite('timeout', 'A timeout is not a failure')}`,
    `- Verify every webhook before acting on it, on the raw request body as it arrived: ${code(signature.header)} is the ${lowerFirst(signature.description)} Read the body as bytes (not a parsed and re-serialised object), compare in constant time, and answer with an error without processing when it does not match. ${cite('rawBody', 'Use the raw body')}, ${cite('constantTime', 'Compare in constant time')}`,
    ...(facts.deliverySignature ? [`- Then check ${code(facts.deliverySignature.header)}, which dates the delivery: ${lowerFirst(facts.deliverySignature.description)} ${cite('deliverySignature', 'Check the delivery signature')}`] : []),
    `- Amounts are integers, never decimals or strings: an amount's ${code('value')} is ${lowerFirst(facts.amount)} Convert a price with its currency's own exponent. ${cite('amounts', 'How to write an amount')}`,
    `- API keys belong on the server, in the ${code(apiKey.header)} header (${lowerFirst(apiKey.description).replace(/\.$/, '')}). Never put a key, least of all a live one, in browser code, a mobile app or a public repository: Paymora Components and Adyen Components need only the session data your server creates. ${cite('keys', 'Keep keys on the server')}`,
    '',
    '### Patterns not to suggest',
    '',
    `- A new idempotency key for each attempt, or one generated inside the request handler: a retry must carry the key of the first attempt. ${cite('idempotency', 'Retry safely')}`,
    `- A JSON body parser (such as ${code('express.json()')}) on the webhook route before the signature check, or comparing signatures with ${code('==')} or ${code('===')}. ${cite('rawBody', 'Use the raw body')}`,
    `- Floating-point or decimal amounts, or multiplying every price by 100: currencies differ in their exponent. ${cite('amounts', 'How to write an amount')}`,
    `- Fulfilling an order because the shopper reached the return URL: read the status from your server or wait for the webhook. ${cite('returnPage', 'Hosted checkout status')}`,
    `- Branching on an error's ${code('message')}: branch on its ${code('code')}. ${cite('errors', 'The error response')}`,
    '- Code from an archived docs version (listed below) for a new integration: use these docs unless the integration was built against that version.',
    '',
  ];
}

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

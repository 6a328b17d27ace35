/**
 * Synthetic doc pages for the build benchmark: the size and shape of a real page (front matter,
 * h2/h3 sections, paragraphs, a table, code tabs in three languages, a callout, links), deterministic
 * for a given count, so two runs build the same site. Sections of 10 categories × 20 pages, like a
 * large docs site, rather than one flat folder.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { random } from './seeded-random';

const PAGES_PER_CATEGORY = 20;
const CATEGORIES_PER_SECTION = 10;
/** Top-level folder of the synthetic pages, sorted after the real sections. */
const SYNTHETIC_ROOT = 'zz-benchmark';

const subjects = ['the payment', 'a partial capture', 'the refund', 'the session', 'the hosted checkout', 'a stored token', 'the webhook', 'the merchant account', 'the shopper', 'the issuer', 'the acquirer', 'a payment link', 'the settlement batch', 'the idempotency key', 'the API key'];
const verbs = ['reaches', 'updates', 'confirms', 'releases', 'moves to', 'references', 'signs', 'validates', 'schedules', 'retries', 'reports', 'reconciles with'];
const objects = ['the authorised amount', 'its status', 'the capture window', 'the report of the day', 'the sandbox environment', 'the live environment', 'the currency in minor units', 'the 3-D Secure result', 'a new reference', 'the next business day', 'the refund webhook', 'the risk checks'];
const tails = ['before you ship the order', 'once the webhook arrives', 'within seven days', 'in the merchant portal', 'without a second request', 'for every retry with the same key', 'after the shopper returns', 'as the errors page describes'];
const headings = ['How it works', 'Before you start', 'Send the request', 'Read the response', 'Handle failures', 'Test in the sandbox', 'Go live', 'Reconcile the result', 'Limits', 'Security'];
const subheadings = ['Amounts', 'Retries', 'Webhooks', 'Statuses', 'Timing', 'Keys', 'Logs', 'Edge cases'];
const realLinks = ['/payment-gateway/modifications/refund', '/payment-gateway/payment-lifecycle', '/webhooks/hmac-validation', '/get-started/use-these-test-cards', '/resources/errors'];

function sentence(next: () => number): string {
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const text = `${pick(subjects)} ${pick(verbs)} ${pick(objects)} ${pick(tails)}.`;
  return text[0]?.toUpperCase() + text.slice(1);
}

function paragraph(next: () => number, sentences: number): string {
  return Array.from({ length: sentences }, () => sentence(next)).join(' ');
}

export interface SyntheticPage {
  /** Path under content/docs. */
  file: string;
  route: string;
  body: string;
}

function pageAt(index: number, section: number, category: number, page: number): SyntheticPage {
  const next = random(index + 1);
  const folder = `${SYNTHETIC_ROOT}/section-${section}/topic-${category}`;
  const route = `/${folder}/page-${page}`;
  const sibling = `/${folder}/page-${(page + 1) % PAGES_PER_CATEGORY}`;
  const sections = headings.slice(0, 5).map((heading, i) => {
    const sub = subheadings[(index + i) % subheadings.length] ?? 'Details';
    const parts = [`## ${heading}`, '', paragraph(next, 5), '', `### ${sub}`, '', paragraph(next, 4)];
    if (i === 1) {
      parts.push('', '| Field | Type | Meaning |', '| --- | --- | --- |', ...Array.from({ length: 5 }, (_, row) => `| \`field${row}\` | string | ${sentence(next)} |`));
    }
    if (i === 2) {
      parts.push(
        '',
        '<CodeTabs>',
        '',
        '```bash',
        `curl -X POST https://api.sandbox.paymora.example/v1/payments/pay_${index}/refunds \\`,
        '  -H "X-Api-Key: $PAYMORA_API_KEY" \\',
        `  -d '{ "merchantAccount": "AcmeShopEUR", "amount": { "value": ${1000 + index}, "currency": "EUR" } }'`,
        '```',
        '',
        '```csharp',
        'var http = new HttpClient();',
        'http.DefaultRequestHeaders.Add("X-Api-Key", Environment.GetEnvironmentVariable("PAYMORA_API_KEY"));',
        `var response = await http.PostAsync("https://api.sandbox.paymora.example/v1/payments/pay_${index}/refunds", null);`,
        'Console.WriteLine((int)response.StatusCode);',
        '```',
        '',
        '```javascript',
        `const response = await fetch('https://api.sandbox.paymora.example/v1/payments/pay_${index}/refunds', {`,
        "  method: 'POST',",
        "  headers: { 'X-Api-Key': process.env.PAYMORA_API_KEY },",
        '});',
        'console.log(response.status);',
        '```',
        '',
        '</CodeTabs>',
      );
    }
    if (i === 3) parts.push('', '<Callout type="warning" title="Retry with the same key">', paragraph(next, 2), '</Callout>');
    return parts.join('\n');
  });
  const body = [
    '---',
    `title: "Benchmark topic ${section}.${category}.${page}"`,
    `description: "A synthetic page of realistic size for the build benchmark: section ${section}, topic ${category}, page ${page}."`,
    `sidebar_position: ${page + 1}`,
    '---',
    '',
    `${paragraph(next, 3)} See [the next page](${sibling}) and [the payment lifecycle](${realLinks[index % realLinks.length]}).`,
    '',
    ...sections,
    '',
  ].join('\n');
  return { file: `${folder}/page-${page}.mdx`, route, body };
}

/** `count` synthetic pages with the categories that hold them, written under `<contentDir>/docs/`. */
export function writeSyntheticContent(contentDir: string, count: number): SyntheticPage[] {
  const pages: SyntheticPage[] = [];
  const perSection = PAGES_PER_CATEGORY * CATEGORIES_PER_SECTION;
  for (let index = 0; index < count; index += 1) {
    const section = Math.floor(index / perSection);
    const category = Math.floor((index % perSection) / PAGES_PER_CATEGORY);
    pages.push(pageAt(index, section, category, index % PAGES_PER_CATEGORY));
  }
  const docs = path.join(contentDir, 'docs');
  const category = (folder: string, label: string, position: number, slug: string) => {
    mkdirSync(path.join(docs, folder), { recursive: true });
    writeFileSync(path.join(docs, folder, '_category.json'), `${JSON.stringify({ label, position, description: `${label}: synthetic pages for the build benchmark.`, slug }, null, 2)}\n`);
  };
  if (count > 0) category(SYNTHETIC_ROOT, 'Benchmark', 99, 'benchmark');
  const folders = new Set(pages.map((page) => path.dirname(page.file)));
  for (const folder of folders) {
    const [, sectionPart = '', topicPart = ''] = folder.split('/');
    const section = sectionPart.replace('section-', '');
    const topic = topicPart.replace('topic-', '');
    category(`${SYNTHETIC_ROOT}/${sectionPart}`, `Benchmark section ${section}`, Number(section) + 1, `benchmark-${section}`);
    category(folder, `Benchmark topic ${section}.${topic}`, Number(topic) + 1, `benchmark-${section}-${topic}`);
  }
  for (const page of pages) writeFileSync(path.join(docs, page.file), page.body);
  return pages;
}

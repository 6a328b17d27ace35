import rehypeShiki from '@shikijs/rehype';
import { defineDocumentType, defineNestedType, makeSource } from 'contentlayer2/source-files';
import path from 'node:path';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSlug from 'rehype-slug';
import remarkCodeImport from 'remark-code-import';
import remarkGfm from 'remark-gfm';
import { paymentMethodTypes } from './lib/content-schema';
import { extractHeadings } from './lib/headings';
import { codeLanguages, shikiTransformers } from './lib/highlight';
import { routeFromSourcePath } from './lib/routes';

// Fixture builds (tests, benchmark) point this at another folder; the site builds from content/.
const contentDirPath = process.env.CONTENT_DIR ?? 'content';

export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: 'docs/**/*.mdx',
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true, description: "The page's h1 and the first part of <title>" },
    description: { type: 'string', required: true, description: 'Meta description, search snippet and category card text' },
    sidebar_label: { type: 'string', required: false },
    sidebar_position: { type: 'number', required: false },
  },
  computedFields: {
    route: { type: 'string', resolve: (doc) => routeFromSourcePath(doc._raw.sourceFilePath) },
    headings: { type: 'json', resolve: (doc) => extractHeadings(doc.body.raw) },
  },
}));

export const Category = defineDocumentType(() => ({
  name: 'Category',
  filePathPattern: 'docs/**/_category.json',
  contentType: 'data',
  fields: {
    label: { type: 'string', required: true },
    position: { type: 'number', required: true },
    description: { type: 'string', required: true },
    /** With a slug the category has a generated index at /category/{slug}; without, its folder's index.mdx is its page. */
    slug: { type: 'string', required: false },
  },
}));

const TestCard = defineNestedType(() => ({
  name: 'TestCard',
  fields: {
    brand: { type: 'string', required: true },
    number: { type: 'string', required: true },
    expiry: { type: 'string', required: true },
    cvc: { type: 'string', required: true },
    outcome: { type: 'string', required: true },
    threeDSecure: { type: 'boolean', required: true },
    note: { type: 'string', required: false },
  },
}));

export const TestCardSet = defineDocumentType(() => ({
  name: 'TestCardSet',
  filePathPattern: 'data/test-cards.json',
  contentType: 'data',
  isSingleton: true,
  fields: { cards: { type: 'list', of: TestCard, required: true } },
}));

const PaymentMethod = defineNestedType(() => ({
  name: 'PaymentMethod',
  fields: {
    name: { type: 'string', required: true },
    type: { type: 'enum', options: [...paymentMethodTypes], required: true },
    countries: { type: 'string', required: true },
    currencies: { type: 'list', of: { type: 'string' }, required: true },
    hostedCheckout: { type: 'boolean', required: true },
    paymoraComponents: { type: 'boolean', required: true },
    adyenComponents: { type: 'boolean', required: true },
    paymentLinks: { type: 'boolean', required: true },
    recurring: { type: 'boolean', required: true },
  },
}));

export const PaymentMethodSet = defineDocumentType(() => ({
  name: 'PaymentMethodSet',
  filePathPattern: 'data/payment-methods.json',
  contentType: 'data',
  isSingleton: true,
  fields: { methods: { type: 'list', of: PaymentMethod, required: true } },
}));

const WebhookEvent = defineNestedType(() => ({
  name: 'WebhookEvent',
  fields: {
    type: { type: 'string', required: true },
    description: { type: 'string', required: true },
    trigger: { type: 'string', required: true },
  },
}));

export const WebhookEventSet = defineDocumentType(() => ({
  name: 'WebhookEventSet',
  filePathPattern: 'data/webhook-events.json',
  contentType: 'data',
  isSingleton: true,
  fields: { events: { type: 'list', of: WebhookEvent, required: true } },
}));

const Currency = defineNestedType(() => ({
  name: 'Currency',
  fields: {
    code: { type: 'string', required: true },
    numeric: { type: 'string', required: true },
    name: { type: 'string', required: true },
    exponent: { type: 'number', required: true },
    countries: { type: 'string', required: true },
  },
}));

export const CurrencySet = defineDocumentType(() => ({
  name: 'CurrencySet',
  filePathPattern: 'data/currencies.json',
  contentType: 'data',
  isSingleton: true,
  fields: { source: { type: 'string', required: true }, currencies: { type: 'list', of: Currency, required: true } },
}));

const ErrorCode = defineNestedType(() => ({
  name: 'ErrorCode',
  fields: {
    code: { type: 'string', required: true },
    status: { type: 'number', required: true },
    message: { type: 'string', required: true },
    meaning: { type: 'string', required: true },
    action: { type: 'string', required: true },
  },
}));

export const ErrorCodeSet = defineDocumentType(() => ({
  name: 'ErrorCodeSet',
  filePathPattern: 'data/error-codes.json',
  contentType: 'data',
  isSingleton: true,
  fields: { errors: { type: 'list', of: ErrorCode, required: true } },
}));

const HttpStatus = defineNestedType(() => ({
  name: 'HttpStatus',
  fields: {
    status: { type: 'number', required: true },
    name: { type: 'string', required: true },
    meaning: { type: 'string', required: true },
    retry: { type: 'string', required: true },
  },
}));

export const HttpStatusSet = defineDocumentType(() => ({
  name: 'HttpStatusSet',
  filePathPattern: 'data/http-status-codes.json',
  contentType: 'data',
  isSingleton: true,
  fields: { statuses: { type: 'list', of: HttpStatus, required: true } },
}));

export default makeSource({
  contentDirPath,
  // Samples are code that tests execute and pages include (remark-code-import), not documents.
  contentDirExclude: ['samples'],
  documentTypes: [Doc, Category, TestCardSet, PaymentMethodSet, WebhookEventSet, CurrencySet, ErrorCodeSet, HttpStatusSet],
  // Contentlayer only warns by default and skips the file; a docs build must stop instead.
  onMissingOrIncompatibleData: 'fail',
  onExtraFieldData: 'fail',
  onUnknownDocuments: 'fail',
  // Data rows have fields called `type` (payment method type, webhook event type); keep Contentlayer's own apart.
  fieldOptions: { typeFieldName: '_type' },
  // The alias lives in tsconfig `paths` (TypeScript 7 drops baseUrl), which Next and tsx both read.
  disableImportAliasWarning: true,
  mdx: {
    remarkPlugins: [remarkGfm, [remarkCodeImport, { rootDir: path.resolve(contentDirPath) }]],
    rehypePlugins: [
      rehypeSlug,
      [rehypeAutolinkHeadings, { behavior: 'wrap', properties: { className: ['heading-anchor'] } }],
      [
        rehypeShiki,
        {
          // The high-contrast variants keep every token at WCAG AA on our code backgrounds (checked by axe).
          themes: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
          langs: codeLanguages,
          defaultLanguage: 'text',
          fallbackLanguage: 'text',
          transformers: shikiTransformers,
        },
      ],
    ],
  },
});

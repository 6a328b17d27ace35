/** The reference page's fold: a named schema's long values and fields written out at its first row on the page, later rows linking there. */
import { describe, expect, it } from 'vitest';
import type { OpenAPIV3_1 } from 'openapi-types';
import { componentSchemaNames, schemaTree } from '@/lib/openapi/endpoint';
import { pageFieldFold, type FieldSection, type ReferenceField } from '@/lib/reference/schema-fold';
import type { ApiDocument } from '@/lib/openapi/api-document';

type Schema = OpenAPIV3_1.SchemaObject;

// Built as a dereferenced document is: every use of a component is the component object itself.
const Reason: Schema = { type: 'string', enum: ['a', 'b', 'c', 'd', 'e'], description: 'Why.' };
const Scheme: Schema = { type: 'string', enum: ['x', 'y'] };
const Amount: Schema = { type: 'object', required: ['value'], properties: { value: { type: 'integer' }, currency: { type: 'string' } } };
const api = { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: {}, components: { schemas: { Reason, Scheme, Amount } } } as ApiDocument;
const names = componentSchemaNames(api);

const payment: Schema = {
  type: 'object',
  properties: {
    amount: Amount,
    refusalReason: { allOf: [Reason], description: 'Why this payment was refused.' },
    scheme: Scheme,
    ownReason: { type: 'string', enum: ['a', 'b', 'c', 'd', 'e'] },
  },
};
const refund: Schema = {
  type: 'object',
  properties: {
    refundedAmount: { allOf: [Amount], description: 'What was refunded.' },
    reason: Reason,
    scheme: Scheme,
    ownReason: { type: 'string', enum: ['a', 'b', 'c', 'd', 'e'] },
    narrowed: { allOf: [Reason], enum: ['a', 'b', 'c', 'd', 'e', 'f'] },
  },
};

const section = (title: string, schema: Schema): FieldSection<ReferenceField[]> => ({ title, trees: [schemaTree(schema, names)], rebuild: ([fields]) => fields ?? [] });
const byName = (fields: readonly ReferenceField[], name: string) => {
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
};

describe('the fold of repeated schemas on a reference page', () => {
  const fold = pageFieldFold();
  const first = fold(section('Create a payment', payment));
  const later = fold(section('Refund a payment', refund));

  it('names the component a field is, through an allOf that gives it its own description, and an array of it', () => {
    expect(byName(first, 'refusalReason').schema).toBe('Reason');
    expect(byName(first, 'amount').schema).toBe('Amount');
    expect(schemaTree({ type: 'object', properties: { amounts: { type: 'array', items: Amount } } }, names)[0]?.schema).toBe('Amount');
    expect(byName(first, 'ownReason').schema).toBeUndefined();
  });

  it('writes the values and fields out at the first row of the schema on the page, with its anchor', () => {
    const reason = byName(first, 'refusalReason');
    expect(reason.allowed).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(reason.listed).toEqual({ anchor: 'field-Reason', schema: 'Reason', values: 5, fields: 0, at: 'refusalReason in Create a payment' });
    expect(reason.fold).toBeUndefined();
    expect(byName(first, 'amount').children.map((child) => child.name)).toEqual(['value', 'currency']);
    expect(byName(first, 'amount').listed?.fields).toBe(2);
  });

  it('gives a later row of the same schema, in another section, a fold to the first row instead of the list, keeping its own description', () => {
    const reason = byName(later, 'reason');
    expect(reason.allowed).toEqual([]);
    expect(reason.fold).toEqual(byName(first, 'refusalReason').listed);
    expect(reason.description).toBe('Why.');
    const amount = byName(later, 'refundedAmount');
    expect(amount.children).toEqual([]);
    expect(amount.description).toBe('What was refunded.');
    expect(amount.fold?.anchor).toBe('field-Amount');
  });

  it('leaves whole what is no named schema, a short list, and a row whose values differ from the first', () => {
    expect(byName(later, 'ownReason').allowed).toHaveLength(5);
    expect(byName(later, 'ownReason').fold).toBeUndefined();
    expect(byName(later, 'scheme').allowed).toEqual(['x', 'y']);
    expect(byName(later, 'scheme').fold).toBeUndefined();
    expect(byName(later, 'narrowed').allowed).toHaveLength(6);
    expect(byName(later, 'narrowed').fold).toBeUndefined();
  });

  it('folds nothing on another page: each page lists each schema once itself', () => {
    const other = pageFieldFold()(section('Refund a payment', refund));
    expect(byName(other, 'reason').allowed).toHaveLength(5);
    expect(byName(other, 'reason').listed?.anchor).toBe('field-Reason');
  });

  it('leaves a JSON-safe tree: no key set to undefined, which the page props refuse', () => {
    const hasUndefined = (value: unknown): boolean => (Array.isArray(value) ? value.some(hasUndefined) : typeof value === 'object' && value !== null ? Object.values(value).some((v) => v === undefined || hasUndefined(v)) : false);
    expect(hasUndefined([first, later])).toBe(false);
  });
});

/**
 * A reference page writes a named schema's long value list and nested fields out once: at the first
 * field row of the page that has them. A later row of the same schema keeps its own name, type,
 * description and limits, and gives a line that links to that first row instead of the list again
 * (RefusalReason's values were listed in six rows of one page, each Amount's value and currency in
 * seventeen). Decided by the document's component names (SchemaNode.schema) and by the folded part
 * being the same, never by what a field is called. The Markdown copies put the list back in each row
 * (lib/outputs/markdown-export.ts), so only the page's HTML is shorter.
 */
import type { SchemaNode } from '../openapi/endpoint';

/** What a folded row leaves out, and where on the page it is written out. */
export interface FieldFold {
  /** The id of the first row of the schema on the page. */
  anchor: string;
  schema: string;
  /** How many values and fields the first row lists (either may be 0). */
  values: number;
  fields: number;
  /** The first row, as a reader finds it: `refusalReason in Create a payment`. */
  at: string;
}

/** A field as a reference page shows it: the first row of a schema carries what later rows link to (`listed`), a later one the fold. */
export interface ReferenceField extends SchemaNode {
  children: ReferenceField[];
  listed?: FieldFold;
  fold?: FieldFold;
}

/** Fewer values than this, without meanings, read shorter as a list than as a link to it. */
const LONG_ENUM = 5;

/** The part of a row a later row of the same schema leaves out: its long value list (with the meanings) and its fields. */
function foldablePart(node: SchemaNode): { key: string; values: number } | null {
  const longEnum = node.allowed.length >= LONG_ENUM || (node.allowed.length > 0 && node.allowedMeanings !== undefined);
  if (node.schema === undefined || (!longEnum && node.children.length === 0)) return null;
  const values = longEnum ? node.allowed : [];
  return { key: JSON.stringify({ values, meanings: longEnum ? (node.allowedMeanings ?? null) : null, children: node.children }), values: values.length };
}

/** The anchor of a schema's first row; `field-` keeps it apart from the operations' ids and the events' `event-…`. */
const schemaAnchor = (schema: string): string => `field-${schema}`;

/** A section of a page whose fields are folded together, in the page's order: an operation's, or an event's. */
export interface FieldSection<T> {
  /** The section as a reader finds it: an operation's summary, an event's type. */
  title: string;
  /** Every field tree of the section, in the order the page shows them. */
  trees: readonly (readonly SchemaNode[])[];
  /** The section again with its trees folded, in the same order. */
  rebuild: (trees: ReferenceField[][]) => T;
}

/**
 * A fold over one page: called on each section in the page's order, it gives the section back with its
 * fields folded. The first row of each named schema keeps its values and fields and gets the anchor; a
 * later row with the same values and fields gives them up for a fold that links there. A row of
 * another schema is left whole, and so is one whose part differs (an `allOf` that narrows the values).
 */
export function pageFieldFold(): <T>(section: FieldSection<T>) => T {
  const first = new Map<string, { key: string; fold: FieldFold }>();
  const visit = (nodes: readonly SchemaNode[], title: string): ReferenceField[] =>
    nodes.map((node): ReferenceField => {
      const part = foldablePart(node);
      const seen = node.schema === undefined ? undefined : first.get(node.schema);
      if (part !== null && seen?.key === part.key) {
        const { allowedMeanings, ...row } = node;
        const values = seen.fold.values === 0 ? { allowed: row.allowed, ...(allowedMeanings ? { allowedMeanings } : {}) } : { allowed: [] };
        return { ...row, ...values, children: [], fold: seen.fold };
      }
      const children = visit(node.children, title);
      if (part === null || node.schema === undefined || seen !== undefined) return { ...node, children };
      const fold: FieldFold = { anchor: schemaAnchor(node.schema), schema: node.schema, values: part.values, fields: node.children.length, at: `${node.name} in ${title}` };
      first.set(node.schema, { key: part.key, fold });
      return { ...node, children, listed: fold };
    });
  return (section) => section.rebuild(section.trees.map((tree) => visit(tree, section.title)));
}

/**
 * How an MDX component is described to the engine: its attributes and their allowed values, the page
 * props it renders, and whether it loads as a chunk of its own. The site declares its table of them
 * (paymora/mdx-components.ts) with `defineMdxComponents`, which keeps each name and value as a literal
 * type: the MDX map (components/mdx/MdxContent.tsx) is typed against the site's names, and the engine
 * reads the table it is given (getStaticProps' page props, the content check). The engine declares only
 * the components it refers to by name itself (`engineMdxComponents`), which the site's table spreads.
 * Pure data with no React, so lib/ and scripts import it freely.
 */

interface AttributeDescriptor {
  required?: boolean;
  /** The allowed values; with `list`, a space-separated list of them. Absent: any text. */
  values?: readonly string[];
  list?: boolean;
  /** The module that checks presence and values itself, with a message that says more (lib/mdx/component-problems.ts leaves them alone). */
  valuesCheckedBy?: string;
}

/** Page props other than data sets: `api` from content/api/openapi.yaml, `childPages` from the navigation, `concepts` the compiled shared text. */
type PagePropNeed = 'api' | 'childPages' | 'concepts';

interface MdxComponentDescriptor {
  attributes: Readonly<Record<string, AttributeDescriptor>>;
  props?: PagePropNeed;
  /** Loaded as its own chunk (components/mdx/mdxBlocks.tsx), by the build only since no browser renders a doc page's body: only the pages that use it pay for its rendering. */
  lazy: boolean;
  /** Only inside a concept (content/concepts/). */
  conceptOnly?: boolean;
  /** Renders inside a sentence (a value), not as a block of its own. */
  inline?: boolean;
}

/** A site's table of MDX components, as the engine reads it. */
export interface MdxComponents<Name extends string = string> {
  /** Where the table is declared, for the messages that send an author there. */
  file: string;
  names: readonly Name[];
  has(name: string): name is Name;
  get(name: Name): MdxComponentDescriptor;
}

/** Operations, their examples and request fields: the API document has them (lib/openapi/page-endpoints.ts checks). */
const apiDocument = { valuesCheckedBy: 'lib/openapi/page-endpoints.ts' } as const;

/** The components the engine itself names: the generic blocks and those the API document feeds. */
export const engineMdxComponents = {
  Callout: { attributes: { type: { values: ['note', 'tip', 'warning', 'danger'] }, title: {} }, lazy: false },
  ChildPages: { attributes: {}, props: 'childPages', lazy: false },
  CodeTabs: { attributes: {}, lazy: false },
  Endpoint: { attributes: { operation: apiDocument, example: apiDocument }, props: 'api', lazy: true },
  Parameter: { attributes: { operation: apiDocument, name: apiDocument, example: apiDocument }, props: 'api', lazy: true },
  WebhookEventReference: { attributes: {}, props: 'api', lazy: true },
  // rows: the enum's values a section is about, separated by spaces (the component names one the enum lacks).
  StatusTable: { attributes: { schema: { required: true }, describe: { values: ['schema'] }, rows: {} }, props: 'api', lazy: true },
} as const satisfies Record<string, MdxComponentDescriptor>;

export type EngineMdxComponentName = keyof typeof engineMdxComponents;

/** A site's table, with the engine's components in it (the type checker refuses a table that leaves one out). */
export function defineMdxComponents<const T extends Record<string, MdxComponentDescriptor> & typeof engineMdxComponents>(file: string, descriptors: T): MdxComponents<Extract<keyof T, string>> {
  type Name = Extract<keyof T, string>;
  const table = new Map<string, MdxComponentDescriptor>(Object.entries(descriptors));
  const has = (name: string): name is Name => table.has(name);
  const get = (name: Name): MdxComponentDescriptor => {
    const descriptor = table.get(name);
    if (!descriptor) throw new Error(`<${name}> is not a component of ${file}`);
    return descriptor;
  };
  return { file, names: [...table.keys()].filter(has), has, get };
}

/** The names of a table's components that load as chunks of their own (components/mdx/mdxBlocks.tsx is typed against them). */
export type LazyMdxComponentName<T extends Record<string, { lazy: boolean }>> = { [K in keyof T]: T[K]['lazy'] extends true ? K : never }[keyof T];

/** `<Callout type="…">` */
export type CalloutType = (typeof engineMdxComponents)['Callout']['attributes']['type']['values'][number];

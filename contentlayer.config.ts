import { defineDocumentType, makeSource } from 'contentlayer2/source-files';
import path from 'node:path';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSlug from 'rehype-slug';
import remarkCodeImport from 'remark-code-import';
import remarkGfm from 'remark-gfm';
import { dataSets } from './paymora/data-sets';
import { READ_BY_MDX } from './lib/build/content-includes';
import { contentFolder } from './lib/build/folders';
import { conceptNameFromSourcePath } from './paymora/integrations';
import { extractHeadings } from './lib/mdx/headings';
import { rehypeHighlight } from './lib/mdx/highlight/rehype-highlight';
import { withoutNodeResolve } from './lib/mdx/esbuild-options';
import { rehypeStaticCode } from './lib/mdx/highlight/rehype-static-code';
import { remarkVersionLinks } from './lib/mdx/remark-version-links';
import { inEveryVersion, readVersions } from './lib/site/versions';
import { routeFromSourcePath } from './lib/routes/routes';

// Fixture builds (tests, benchmark) point this at another folder (CONTENT_DIR); the site builds from content/.
const contentDirPath = contentFolder();

export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: inEveryVersion('docs/**/*.mdx'),
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

/**
 * Shared concept text (`content/concepts/<name>.mdx`): written once, rendered inside every page that
 * names it with `<Concept name="…" integration="…" />` (docs/authoring.md, paymora/concepts.ts).
 */
export const Concept = defineDocumentType(() => ({
  name: 'Concept',
  filePathPattern: inEveryVersion('concepts/*.mdx'),
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true, description: 'What the concept covers, for authors and the content check' },
    integrations: { type: 'list', of: { type: 'string' }, required: true, description: 'The integrations the text is written for (keys of paymora/concepts.ts integrations)' },
  },
  computedFields: {
    name: { type: 'string', resolve: (doc) => conceptNameFromSourcePath(doc._raw.sourceFilePath) },
    headings: { type: 'json', resolve: (doc) => extractHeadings(doc.body.raw) },
  },
}));

export const Category = defineDocumentType(() => ({
  name: 'Category',
  filePathPattern: inEveryVersion('docs/**/_category.json'),
  contentType: 'data',
  fields: {
    label: { type: 'string', required: true },
    position: { type: 'number', required: true },
    description: { type: 'string', required: true },
    /** With a slug the category has a generated index at /category/{slug}; without, its folder's index.mdx is its page. */
    slug: { type: 'string', required: false },
  },
}));

/** A document type per data set of the site's registry (paymora/data-sets.ts: its file and fields). */
const dataTypes = Object.entries(dataSets).map(([name, { file, fields }]) =>
  defineDocumentType(() => ({ name, filePathPattern: inEveryVersion(`data/${file}`), contentType: 'data', fields })),
);

export default makeSource({
  contentDirPath,
  // Samples are code that tests execute and pages include (remark-code-import); api/ holds the OpenAPI
  // document, validated by the content check. Neither is a Contentlayer document.
  // versions.json is the list of docs versions (lib/site/versions.ts), read by the content step;
  // changelog.json their changelog (lib/site/changelog.ts), read by the content check and the reference.
  // What MDX reads of them (READ_BY_MDX) is fingerprinted before each run: Contentlayer's cache knows only documents.
  contentDirExclude: [...READ_BY_MDX, 'api', 'search', 'versions/*/api', 'changelog.json'],
  documentTypes: [Doc, Concept, Category, ...dataTypes],
  // Contentlayer only warns by default and skips the file; a docs build must stop instead.
  onMissingOrIncompatibleData: 'fail',
  onExtraFieldData: 'fail',
  onUnknownDocuments: 'fail',
  // Data rows have fields called `type` (payment method type, webhook event type); keep Contentlayer's own apart.
  fieldOptions: { typeFieldName: '_type' },
  // The alias lives in tsconfig `paths` (TypeScript 7 drops baseUrl), which Next and tsx both read.
  disableImportAliasWarning: true,
  mdx: {
    remarkPlugins: [
      remarkGfm,
      [remarkCodeImport, { rootDir: path.resolve(contentDirPath) }],
      // Links resolve to their file's docs version here, so no page's JavaScript carries version code.
      [remarkVersionLinks, { archivedNames: readVersions(contentDirPath).flatMap((version) => (version.status === 'current' ? [] : [version.name])) }],
    ],
    rehypePlugins: [
      rehypeSlug,
      [rehypeAutolinkHeadings, { behavior: 'wrap', properties: { className: ['heading-anchor'] } }],
      rehypeHighlight,
      rehypeStaticCode,
    ],
    esbuildOptions: withoutNodeResolve,
  },
});

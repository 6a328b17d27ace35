/**
 * What the docs engine needs from the site it builds, declared here so that no engine module imports
 * the site: the site supplies one implementation (`site-parts.ts` at the project's root) and the
 * composition roots pass it in: the pages' getStaticProps the whole, the content check and the live
 * preview (scripts/) its concepts part, which the manifest needs (ConceptIncludes, lib/site/doc-input.ts).
 * The engine's types are the contract; the site's data conforms to them.
 */
import type { MdxComponents } from '../mdx/components';
import type { PageApi } from '../openapi/page-endpoints';
import type { ReferenceData } from '../reference/reference-page';
import type { ArchiveInfo } from '../site/archive';
import type { Card } from '../site/cards';
import type { ConceptIncludes } from '../site/doc-input';
import type { VersionChoice } from '../site/version-menu';

/** What a doc page's body renders from: its compiled MDX, its page data, API blocks, child pages and includes' compiled MDX. */
export interface BodyInputs<Data> {
  code: string;
  data: Data;
  api: PageApi;
  childPages: readonly Card[];
  concepts: Readonly<Record<string, string>>;
}

/** The parts of a site the engine renders its pages with. `Data`: the site's page data, which the engine only carries. */
export interface SiteParts<Data> {
  /** The site's MDX components (lib/mdx/components.ts): which props beyond data a page's components need. */
  mdxComponents: MdxComponents;
  concepts: ConceptIncludes;
  /** The data sets a page's components render, from the version at content root `root`; `text` rewrites each text field (links into the page's version). */
  pageData(components: readonly string[], root: string, text: (value: string) => string): Data;
  /** The typed data the API reference's pages read beside the version's API document. */
  referenceData(root: string): ReferenceData;
  /** Build-time renderers to HTML, so that none of their code is in a page's JavaScript. */
  archiveBannerHtml(archive: ArchiveInfo): string;
  versionMenuHtml(choices: readonly VersionChoice[], changelog: string | null): string;
  bodyHtml(body: BodyInputs<Data>): Promise<string>;
}

/** What every page's chrome renders with: the archive banner and the version menu. */
export type ChromeRenderers = Pick<SiteParts<unknown>, 'archiveBannerHtml' | 'versionMenuHtml'>;

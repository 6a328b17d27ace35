/**
 * Paymora's parts of the docs engine's pages (lib/render/site-parts.ts): its MDX components, concepts,
 * page data and reference data, and the chrome's and the body's renderers. The one implementation:
 * the pages' getStaticProps pass it to the engine (lib/render/page-props.ts). A root module, as
 * site.config.ts, because it joins the site package (paymora/) and the components, which paymora/
 * cannot import (components/ imports it).
 */
import type { SiteParts } from './lib/render/site-parts';
import { conceptIncludes } from './paymora/concepts';
import { mdxComponents } from './paymora/mdx-components';
import { pageDataOf, referenceDataOf, type PageData } from './paymora/page-data';
import { archiveBannerHtml } from './components/ArchiveBanner';
import { versionMenuHtml } from './components/VersionMenu';
import { bodyHtml } from './components/mdx/bodyHtml';

export const siteParts: SiteParts<PageData> = {
  mdxComponents,
  concepts: conceptIncludes,
  pageData: pageDataOf,
  referenceData: referenceDataOf,
  archiveBannerHtml,
  versionMenuHtml,
  bodyHtml,
};

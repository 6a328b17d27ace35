/**
 * Links of every page, concept and reference page, each resolved in its version (lib/mdx/links.ts): a
 * route that does not exist is an error, a missing anchor a warning. A site adds pages of its own whose
 * links are checked the same way (sentences of its data files that tables render).
 */
import { checkLinks, type LinkablePage } from '../mdx/links';
import { prefixedRoute } from '../routes/routes';
import type { ContentCheck, SiteModel } from './model';

export function linksCheck<Data>(sitePages: (site: SiteModel<Data>) => readonly LinkablePage[] = () => []): ContentCheck<Data> {
  return {
    name: 'links',
    run: (site) => {
      const pages: LinkablePage[] = [];
      for (const { root, model, pages: docs, concepts, links } of site.versions) {
        // A page's anchors are its own headings and those of the concepts it includes.
        for (const page of docs) pages.push({ file: page.file, route: prefixedRoute(model.routePrefix, page.input.route), anchors: new Set(page.input.headings.map((h) => h.id)), links: page.links, version: links });
        // The API reference's pages have no links of their own to check; links to them and their operations' anchors are.
        for (const page of model.pages) if (page.kind === 'reference') pages.push({ file: page.sourceFile, route: page.route, anchors: new Set(page.headings.map((h) => h.id)), links: [], version: links });
        // A concept's links are checked once, from its own file; `#anchor` links in it would depend on the page, so it has none.
        for (const concept of concepts) pages.push({ file: concept.file, route: `concept:${root}${concept.name}`, anchors: new Set(concept.headings.map((h) => h.id)), links: concept.links, version: links });
      }
      pages.push(...sitePages(site));
      const offsets = new Map(site.versions.flatMap((version) => [...version.pages, ...version.concepts].map((body) => [body.file, body.lineOffset] as const)));
      return checkLinks(pages, site.categoryRoutes).map((problem) => ({ file: problem.file, line: problem.line ? problem.line + (offsets.get(problem.file) ?? 0) : problem.line, message: problem.message, warning: problem.severity === 'warning' }));
    },
  };
}

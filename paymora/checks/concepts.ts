/**
 * Shared concepts (content/concepts/, paymora/concepts.ts): each checked as a file of its own and with
 * every page that includes it (names, integrations, sibling links, headings).
 */
import { conceptProblems } from '../concepts';
import type { PaymoraCheck } from './model';

export const conceptsCheck: PaymoraCheck = {
  name: 'concepts',
  run: (site) =>
    site.versions.flatMap(({ model, pages, concepts }) => {
      // Inside a version every check reads its routes as its files write them (unprefixed).
      const inside = (route: string) => (model.routePrefix === '' ? route : route === model.routePrefix ? '/' : route.slice(model.routePrefix.length));
      const routes = new Set(model.pages.map((page) => inside(page.route)));
      const conceptPages = pages.map(({ input, ownHeadings, file, uses, lineOffset }) => ({ file, route: input.route, lineOffset, uses, headings: ownHeadings }));
      return conceptProblems(conceptPages, concepts, routes).map(({ file, line, message, severity }) => ({ file, line, message, warning: severity !== 'error' }));
    }),
};

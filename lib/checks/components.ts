/**
 * MDX components: names, attributes and their allowed values (the site's table, lib/mdx/components.ts),
 * in pages and concepts; and `<ChildPages />` only where the page's folder has pages.
 */
import { componentProblems } from '../mdx/component-problems';
import type { EngineMdxComponentName, MdxComponents } from '../mdx/components';
import { componentMatchers } from '../mdx/jsx-attributes';
import { childCards } from '../site/cards';
import { prefixedRoute } from '../routes/routes';
import { bodiesOf, fileLineOf, type ContentCheck, type Problem } from './model';

const { isUseOf } = componentMatchers<EngineMdxComponentName>();

export const componentsCheck = (table: MdxComponents): ContentCheck => ({
  name: 'components',
  run: (site) => {
    const problems: Problem[] = [];
    for (const version of site.versions) {
      for (const body of bodiesOf(version)) {
        for (const problem of componentProblems(table, body.uses)) problems.push({ file: body.file, line: fileLineOf(body, problem.line), message: problem.message });
      }
      for (const page of version.pages) {
        for (const use of page.uses) {
          if (isUseOf(use, 'ChildPages') && childCards(version.model.tree, version.model.pages, prefixedRoute(version.model.routePrefix, page.input.route)).length === 0) {
            problems.push({ file: page.file, line: fileLineOf(page, use.line), message: "<ChildPages /> lists the pages of this page's folder, and it has none; use it only in a folder's index.mdx" });
          }
        }
      }
    }
    return problems;
  },
});

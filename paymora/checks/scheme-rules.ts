/** Figures of the schemes' rules (paymora/scheme-rules.ts), and every `<SchemeRule rule="…">` naming one of them. */
import { isUseOf } from '../mdx-components';
import { bodiesOf, fileLineOf, type Problem } from '../../lib/checks/model';
import { dataSets } from '../data-sets';
import { schemeRuleProblems, schemeRuleUseProblem } from '../scheme-rules';
import { dataFileOf, type PaymoraCheck } from './model';

export const schemeRulesCheck: PaymoraCheck = {
  name: 'scheme-rules',
  run: (site) =>
    site.versions.flatMap((version) => {
      // A version frozen before the file existed has none, and no page of it renders one.
      const file = dataFileOf(version, dataSets.SchemeRuleSet.file);
      if (!file) return [];
      const rules = version.data.rows('schemeRules');
      const problems: Problem[] = schemeRuleProblems(file.path, rules).map((message) => ({ message }));
      for (const body of bodiesOf(version)) {
        for (const use of body.uses.filter((u) => isUseOf(u, 'SchemeRule'))) {
          const problem = schemeRuleUseProblem(rules, use.attributes.rule ?? undefined);
          if (problem) problems.push({ file: body.file, line: fileLineOf(body, use.line), message: problem });
        }
      }
      return problems;
    }),
};

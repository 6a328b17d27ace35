/** The sandbox's test scenarios (paymora/test-scenarios.ts), and every `<TestAmount scenario="…">` naming one with an amount ending. */
import { isUseOf } from '../mdx-components';
import { bodiesOf, fileLineOf, type Problem } from '../../lib/checks/model';
import { dataSets } from '../data-sets';
import { testAmountUseProblem, testScenarioProblems } from '../test-scenarios';
import type { PaymoraCheck } from './model';
import path from 'node:path';

export const testScenariosCheck: PaymoraCheck = {
  name: 'test-scenarios',
  run: (site) =>
    site.versions.flatMap((version) => {
      const scenarios = version.data.rows('testScenarios');
      const problems: Problem[] = testScenarioProblems(path.join(site.contentDir, `${version.root}data/${dataSets.TestScenarioSet.file}`), scenarios).map((message) => ({ message }));
      for (const body of bodiesOf(version)) {
        for (const use of body.uses.filter((u) => isUseOf(u, 'TestAmount'))) {
          const problem = testAmountUseProblem(scenarios, use.attributes.scenario ?? undefined);
          if (problem) problems.push({ file: body.file, line: fileLineOf(body, use.line), message: problem });
        }
      }
      return problems;
    }),
};

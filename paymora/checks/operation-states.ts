/**
 * What each operation answers in each status of its object (paymora/operation-states.ts), against the API
 * document and the error catalogue; the document's descriptions leave those answers to the data; and
 * every `<OperationStateTable operation="…">` names an operation of the file.
 */
import { isUseOf } from '../mdx-components';
import { bodiesOf, fileLineOf, type Problem } from '../../lib/checks/model';
import { dataSets } from '../data-sets';
import { descriptionStateProblems, operationStateProblems } from '../operation-states';
import { dataFileOf, type PaymoraCheck } from './model';

export const operationStatesCheck: PaymoraCheck = {
  name: 'operation-states',
  run: (site) =>
    site.versions.flatMap((version) => {
      const file = dataFileOf(version, dataSets.OperationStateSet.file);
      if (!version.api || !file) return [];
      const operations = version.data.rows('operationStates');
      const problems: Problem[] = [
        ...operationStateProblems(file.path, file.text, operations, version.api.document, version.data.rows('errorCodes')),
        ...descriptionStateProblems(version.api.file, version.api.text, file.path, operations, version.api.document),
      ].map((message) => ({ message }));
      for (const body of bodiesOf(version)) {
        for (const use of body.uses.filter((u) => isUseOf(u, 'OperationStateTable'))) {
          if (!operations.some((entry) => entry.operation === use.attributes.operation)) {
            problems.push({ file: body.file, line: fileLineOf(body, use.line), message: `<OperationStateTable operation="${use.attributes.operation ?? ''}"> names no operation of ${file.path}; add its answers there` });
          }
        }
      }
      return problems;
    }),
};

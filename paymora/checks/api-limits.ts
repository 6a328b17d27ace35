/**
 * The values of api-limits.json that pages render in a sentence (`<PaymentOutcomeWait />`, `<SepaCaptureDelay />`,
 * `<SpecificErrorCodeNotice />`):
 * a version whose file lacks the value (one frozen before it existed) would render nothing, so its pages may not use
 * the component.
 */
import { bodiesOf, fileLineOf, type Problem } from '../../lib/checks/model';
import { isUseOf, type MdxComponentName } from '../mdx-components';
import { dataSets } from '../data-sets';
import type { PageData } from '../page-data';
import type { PaymoraCheck } from './model';

const rendered: readonly { component: MdxComponentName; key: keyof PageData; field: string }[] = [
  { component: 'PaymentOutcomeWait', key: 'paymentOutcomeWait', field: 'paymentOutcomeWaitMinutes' },
  { component: 'IdempotencyOutcomeWait', key: 'idempotencyOutcomeWait', field: 'idempotencyOutcomeSeconds' },
  { component: 'ModificationOutcomeWait', key: 'modificationOutcomeWait', field: 'modificationOutcomeHours' },
  { component: 'SepaCaptureDelay', key: 'sepaCaptureDelay', field: 'sepaDirectDebitCaptureDelayHours' },
  { component: 'SpecificErrorCodeNotice', key: 'specificErrorCodeNotice', field: 'specificErrorCodeNoticeDays' },
  { component: 'RetrySchedule', key: 'retrySchedule', field: 'retrySchedule' },
];

export const apiLimitsCheck: PaymoraCheck = {
  name: 'api-limits',
  run: (site) =>
    site.versions.flatMap((version) => {
      const problems: Problem[] = [];
      for (const { component, key, field } of rendered) {
        if (version.data.rows(key).length > 0) continue;
        for (const body of bodiesOf(version)) {
          for (const use of body.uses.filter((u) => isUseOf(u, component))) {
            problems.push({ file: body.file, line: fileLineOf(body, use.line), message: `<${component} /> renders ${field} of ${dataSets.ApiLimitSet.file}, which this version's file lacks: add the value to that file, or leave the component out of this version's pages` });
          }
        }
      }
      return problems;
    }),
};

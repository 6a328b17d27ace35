/**
 * Paymora's content checks: the rules of its facts, which the engine's checks (lib/checks/registry.ts)
 * know nothing of. scripts/check-content.ts runs them after the engine's over the same model.
 * Adding a check: a module here exporting a PaymoraCheck, its line below, and its unit test over an
 * in-memory model (tests/unit/support/check-model.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { dataSets } from '../data-sets';
import { apiLimitsCheck } from './api-limits';
import { conceptsCheck } from './concepts';
import type { PaymoraCheck } from './model';
import { operationStatesCheck } from './operation-states';
import { paymentLifecycleCheck } from './payment-lifecycle';
import { paymentMethodsCheck } from './payment-methods';
import { retryLoopsCheck } from './retry-loops';
import { schemeRulesCheck } from './scheme-rules';
import { signatureVectorsCheck } from './signature-vectors';
import { testScenariosCheck } from './test-scenarios';
import { webhookRetriesCheck } from './webhook-retries';

export { dataLinkPages } from './data-links';

/** A version's API document is checked though no page renders from it when its lifecycle names its calls. */
export const apiNeeded = (contentDir: string, root: string): boolean => existsSync(path.join(contentDir, `${root}data/${dataSets.PaymentLifecycleSet.file}`));

export const paymoraChecks: readonly PaymoraCheck[] = [conceptsCheck, paymentMethodsCheck, testScenariosCheck, schemeRulesCheck, webhookRetriesCheck, operationStatesCheck, paymentLifecycleCheck, signatureVectorsCheck, apiLimitsCheck, retryLoopsCheck];

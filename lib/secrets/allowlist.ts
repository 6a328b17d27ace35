/**
 * What the secret scans let through, in one place. Two kinds, and nothing else:
 * - test-mode keys, whose format says they are not live (`sk_test_…`): the docs show them on purpose;
 * - documented test values, exactly: a value that has a live format but is published as an example.
 *   Add one here, with where it is documented, rather than loosening a rule (lib/secrets/formats.ts).
 */
const TEST_MODE_FORMATS: readonly RegExp[] = [
  /^sk_test_[A-Za-z0-9]*$/, // sandbox API keys: the docs' own examples
  /^pk_test_[A-Za-z0-9]*$/,
  /^whsec_test_[A-Za-z0-9]*$/, // the documented sandbox webhook secret
  /^test_[A-Z0-9]+$/, // Adyen client keys for the test environment
  /^pek_test_[A-Za-z0-9+/=]*$/, // a public encryption key: public by design
];

/** Documented test values, by value, each with where it is published. */
const DOCUMENTED_TEST_VALUES: ReadonlySet<string> = new Set<string>([
  'AKIAIOSFODNN7EXAMPLE', // AWS's documented example access key id
  'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', // AWS's documented example secret access key
]);

/** Whether `value` (the secret a rule matched) or `token` (the whole word it stands in) may be shown. */
export function isAllowedSecret(value: string, token = value): boolean {
  return DOCUMENTED_TEST_VALUES.has(value) || DOCUMENTED_TEST_VALUES.has(token) || TEST_MODE_FORMATS.some((format) => format.test(value) || format.test(token));
}

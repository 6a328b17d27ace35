/**
 * Secret formats the content and public/ scans look for, as data, beside secretlint's recommended
 * preset (lib/secrets/scan-content.ts), in the style of gitleaks' rules: a pattern whose first group
 * (or whole match) is the secret, and optionally the entropy the secret must reach and words its line
 * must hold. They apply to prose, code, data and samples alike; the probe found each of these formats
 * shipped from prose or data, where secretlint's rules (written for config files) did not match.
 * Documented test values are allowed by value in lib/secrets/allowlist.ts, never by loosening a rule.
 */
export interface SecretFormat {
  id: string;
  description: string;
  /** Global; the secret is group 1 when the pattern has one, else the whole match. */
  pattern: RegExp;
  /** The least Shannon entropy, in bits a character, of a secret (random keys are high, words and placeholders low). */
  minEntropy?: number;
  /** The secret must mix lower case, upper case and digits. */
  mixedCase?: boolean;
  /** The line must hold one of these words (case-insensitive). */
  keywords?: readonly string[];
}

export const SECRET_FORMATS: readonly SecretFormat[] = [
  { id: 'paymora-live-key', description: 'a Paymora live secret or restricted key', pattern: /\b(?:sk|rk)_live_[A-Za-z0-9]{8,}/g },
  { id: 'webhook-secret', description: 'a webhook secret other than a test secret', pattern: /\bwhsec_(?!test_)[A-Za-z0-9_]{8,}/g },
  { id: 'jwt', description: 'a JSON Web Token', pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  { id: 'private-key', description: 'a private key (PEM: RSA, EC, DSA, OpenSSH, PKCS#8, encrypted, PGP)', pattern: /-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----/g },
  { id: 'aws-secret-access-key', description: 'an AWS secret access key', pattern: /(?<![A-Za-z0-9/+=])([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/g, minEntropy: 4.2, mixedCase: true },
  { id: 'adyen-api-key', description: 'an Adyen API key', pattern: /\b(AQE[^\s"'`<>]{40,})/g },
  { id: 'adyen-live-client-key', description: 'an Adyen live client key', pattern: /\b(live_[A-Z0-9]{32})\b/g },
  { id: 'url-credentials', description: 'a password in a URL (user:password@host)', pattern: /\b[a-z][a-z0-9+.-]*:\/\/[^\s/?#@:"'`<>]+:([^\s/?#@"'`<>]+)@[^\s/?#"'`<>]+/gi },
  { id: 'hmac-key', description: 'a 64-hex-digit HMAC key', pattern: /(?<![0-9A-Fa-f])([0-9A-Fa-f]{64})(?![0-9A-Fa-f])/g, keywords: ['hmac', 'secret', 'key'] },
  { id: 'basic-auth', description: 'HTTP Basic credentials', pattern: /\bBasic\s+([A-Za-z0-9+/]{12,}={0,2})(?![A-Za-z0-9+/=])/g },
  {
    id: 'assigned-secret',
    description: 'a random value given to a key, token, secret or password',
    pattern: /(?:api[_-]?key|apikey|secret|token|password|passwd|client[_-]?secret|access[_-]?key)\\?["']?\s*[:=]\s*\\?["'`]([^"'`\s\\]{16,})\\?["'`]/gi,
    minEntropy: 3.5,
    mixedCase: true,
  },
];

/**
 * Each secret format of lib/secrets/formats.ts, found in prose, data JSON, a sample and a public/ file
 * (probe M4's matrix). The values are made here from a fixed seed, so no file of the repository holds one.
 */
import { describe, expect, it } from 'vitest';
import { formatFindings } from '@/lib/secrets/format-scan';
import { scanTextForSecrets } from '@/lib/secrets/scan-content';

/** A fixed pseudo-random string over `alphabet` (a linear congruential generator: the same every run). */
function fake(length: number, alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', seed = length): string {
  let state = seed * 7919 + 17;
  let out = '';
  for (let i = 0; i < length; i += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    out += alphabet[(state >>> 16) % alphabet.length];
  }
  return out;
}
const b64 = (text: string) => Buffer.from(text).toString('base64');
const UPPER_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** One value of each format, and the rule (its description) that must find it. */
const FORMATS: { rule: RegExp; value: string }[] = [
  { rule: /AWS secret access key/, value: fake(38, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/+') + 'a1' },
  { rule: /private key/, value: ['-----BEGIN EC PRIVATE KEY-----', fake(64), '-----END EC PRIVATE KEY-----'].join('\n') },
  { rule: /Paymora live secret or restricted key, wrapped in base64/, value: b64(`sk_live_${fake(24)}`) },
  { rule: /HTTP Basic credentials/, value: `Authorization: Basic ${b64(`merchant:${fake(16)}`)}` },
  { rule: /Adyen API key/, value: `AQE${fake(60)}==-${fake(40)}=` },
  { rule: /Adyen live client key/, value: `live_${fake(32, UPPER_DIGITS)}` },
  { rule: /password in a URL/, value: `https://merchant:${fake(14)}@api.paymora.example/v1/payments` },
  { rule: /HMAC key/, value: `HMAC key: ${fake(64, '0123456789ABCDEF')}` },
  { rule: /random value given to a key/, value: `api_key = "${fake(32)}"` },
];

const prose = (value: string) => ['---', 'title: T', '---', '', `Paste ${value} into the form.`, ''].join('\n');
const json = (value: string) => JSON.stringify({ settings: { value } }, null, 2);
const sample = (value: string) => `const setting = ${JSON.stringify(value)};\nexport default setting;\n`;

describe('secret formats (probe M4)', { timeout: 60_000 }, () => {
  for (const { rule, value } of FORMATS) {
    it(`finds ${rule.source} by its own rule, and in prose, data, a sample and public/`, async () => {
      expect(formatFindings(value).map((hit) => hit.rule)).toContainEqual(expect.stringMatching(rule));
      for (const [file, text] of [['content/docs/x.mdx', prose(value)], ['content/data/x.json', json(value)], ['content/samples/x.mjs', sample(value)], ['public/config.json', json(value)]] as const) {
        const findings = await scanTextForSecrets(file, text);
        expect(findings.length, `${file}: ${text}`).toBeGreaterThan(0);
        // The log names only the start of the value.
        for (const finding of findings) expect(finding.message).not.toContain(value.slice(-10));
      }
    });
  }

  it('finds a live key written with character references, as MDX renders it', async () => {
    expect(await scanTextForSecrets('content/docs/x.mdx', prose(`sk&#95;live&#x5f;${fake(20)}`))).toEqual([expect.objectContaining({ line: 5 })]);
  });

  it('lets through test-mode keys, documented test values, and look-alikes that are not secrets', async () => {
    const fine = [
      'sk_test_4eC39HqLyjWDarjtT1zdp7dc',
      'clientKey: "test_' + fake(32, UPPER_DIGITS) + '"',
      'data-encryption-key="pek_test_MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAw3bR"',
      'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      '"signature": "f876cebbe4264f1132ab98f1216dc8b1d8ea97e806e724ea1b48eb88da12c8ae"',
      'See [Basic checkout request](/hosted-checkout/basic-checkout-request).',
      'The commit 8cf5d2b4e0a1c9f3b7d6e5a4c3b2a1f0e9d8c7b6 added it.',
      'Clone ssh://git@git.paymora.example/docs.git, or write to developers@paymora.example.',
      'password = "correct-horse-battery-staple"',
    ];
    for (const text of fine) expect(await scanTextForSecrets('content/docs/x.mdx', prose(text)), text).toEqual([]);
  });
});

/**
 * Live-looking credentials in the content fail the build with file and line, before they can ship in
 * a page, its Markdown copy, llms-full.txt and the search files. secretlint's recommended rules
 * (AWS, private keys, Stripe-style `sk_live_`, GitHub, Slack, npm and more, kept up by their
 * maintainers) plus Paymora's own key shapes and JWTs; then long random-looking strings inside code
 * samples, which no named rule knows. Documented placeholders are allowed by name.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { lintSource } from '@secretlint/core';
import { creator as patternRule } from '@secretlint/secretlint-rule-pattern';
import { creator as recommended } from '@secretlint/secretlint-rule-preset-recommend';

/** Strings the docs show on purpose: sandbox keys and the documented test secret. */
const ALLOWED_PLACEHOLDERS: readonly RegExp[] = [
  /^sk_test_[A-Za-z0-9]*$/, // sandbox API keys: the docs' own examples
  /^pk_test_[A-Za-z0-9]*$/,
  /^whsec_test_[A-Za-z0-9]*$/, // the documented sandbox webhook secret
  /^test_[A-Z0-9]+$/, // Adyen client keys for the test environment
  /^pek_test_[A-Za-z0-9+/=]*$/, // a public encryption key: public by design
];

const PAYMORA_PATTERNS = [
  { name: 'Paymora live secret key', patterns: ['/\\b(sk|rk)_live_[A-Za-z0-9]{8,}/'] },
  { name: 'webhook secret other than a test secret', patterns: ['/\\bwhsec_(?!test_)[A-Za-z0-9_]{8,}/'] },
  { name: 'JSON Web Token', patterns: ['/\\beyJ[A-Za-z0-9_-]{8,}\\.eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}/'] },
];

export interface SecretFinding {
  file: string;
  line: number;
  message: string;
}

const isAllowed = (text: string) => ALLOWED_PLACEHOLDERS.some((pattern) => pattern.test(text));

/** Bits of entropy per character of `text`. */
function shannonEntropy(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/**
 * Tokens of 32 or more key-like characters in fenced code whose entropy is above 4.5 bits a
 * character: a random key or token. Hex digests (at most 4 bits), UUIDs, words and URLs stay under it.
 */
function highEntropyStrings(content: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  let inFence = false;
  content.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    else if (inFence) {
      for (const match of line.matchAll(/[A-Za-z0-9+/_-]{32,}={0,2}/g)) {
        const text = match[0];
        if (!isAllowed(text) && /[a-z]/.test(text) && /[A-Z]/.test(text) && /\d/.test(text) && shannonEntropy(text) > 4.5) found.push({ line: index + 1, text });
      }
    }
  });
  return found;
}

/** @internal Exported for its unit test (knip --production). */
export async function scanTextForSecrets(file: string, content: string): Promise<SecretFinding[]> {
  const result = await lintSource({
    source: { content, filePath: file, contentType: 'text' },
    options: {
      maskSecrets: false,
      config: {
        rules: [
          // AWS access key ids are scanned too (off by default in the preset): one in a sample is always a mistake.
          { id: '@secretlint/secretlint-rule-preset-recommend', rule: recommended, rules: [{ id: '@secretlint/secretlint-rule-aws', options: { enableIDScanRule: true } }] },
          { id: '@secretlint/secretlint-rule-pattern', rule: patternRule, options: { patterns: PAYMORA_PATTERNS } },
        ],
      },
    },
  });
  const findings: SecretFinding[] = [];
  const seen = new Set<string>();
  for (const message of result.messages) {
    const text = content.slice(message.range[0], message.range[1]);
    const where = `${message.loc.start.line}:${message.range[0]}`;
    if (isAllowed(text) || seen.has(where)) continue;
    seen.add(where);
    // Name the rule and only the start of the value: the log must not repeat the secret.
    const rule = message.ruleId.replace('@secretlint/secretlint-rule-', '');
    findings.push({ file, line: message.loc.start.line, message: `${text.slice(0, 8)}… looks like a real credential (secretlint ${rule}); use a documented placeholder such as sk_test_… or whsec_test_…` });
  }
  const isCode = /\.(mjs|cjs|js|ts|cs|sh|py|php)$/.test(file);
  const entropic = isCode ? highEntropyStrings(['```', content, '```'].join('\n')).map((hit) => ({ ...hit, line: hit.line - 1 })) : highEntropyStrings(content);
  for (const hit of entropic) {
    if (findings.some((finding) => finding.line === hit.line)) continue;
    findings.push({ file, line: hit.line, message: `${hit.text.slice(0, 8)}… (${hit.text.length} random-looking characters in a code sample) looks like a real key or token; use a documented placeholder such as sk_test_…` });
  }
  return findings;
}

/** Every text file under `contentDir` (pages, data, the API document, samples). */
export async function scanContentForSecrets(contentDir: string): Promise<SecretFinding[]> {
  const entries = await readdir(contentDir, { withFileTypes: true, recursive: true });
  const findings: SecretFinding[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !/\.(mdx?|json|ya?ml|mjs|cjs|js|ts|cs|sh|py|php|txt)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    findings.push(...(await scanTextForSecrets(file, await readFile(file, 'utf8'))));
  }
  return findings;
}

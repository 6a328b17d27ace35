/**
 * Live-looking credentials in the content and in public/ fail the build with file and line, before
 * they can ship in a page, its Markdown copy, llms-full.txt, the search files or as a file of their
 * own. Three passes over each text file:
 * - secretlint's recommended rules (AWS, GCP, private keys, GitHub, Slack, npm and more, kept up by
 *   their maintainers);
 * - the formats of lib/secrets/formats.ts (Paymora and Adyen keys, bare AWS secret keys, EC and other
 *   private keys, passwords in URLs, HMAC keys, Basic credentials, random values given to a key), in
 *   prose, code and data alike; also over long base64 runs decoded (a key wrapped in base64) and over
 *   text whose character references are decoded (`sk&#95;live&#95;…` renders as a live key);
 * - long random-looking strings inside code samples, which no named rule knows.
 * What is allowed is listed once, in lib/secrets/allowlist.ts.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { lintSource } from '@secretlint/core';
import { creator as recommended } from '@secretlint/secretlint-rule-preset-recommend';
import { isAllowedSecret } from './allowlist';
import { formatFindings, isMixedCase, shannonEntropy } from './format-scan';

export interface SecretFinding {
  file: string;
  line: number;
  message: string;
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
        if (!isAllowedSecret(text) && isMixedCase(text) && shannonEntropy(text) > 4.5) found.push({ line: index + 1, text });
      }
    }
  });
  return found;
}

const PLACEHOLDER_HINT = 'use a documented placeholder such as sk_test_… or whsec_test_… (lib/secrets/allowlist.ts)';

/** @internal Exported for its unit test (knip --production). */
export async function scanTextForSecrets(file: string, content: string): Promise<SecretFinding[]> {
  const result = await lintSource({
    source: { content, filePath: file, contentType: 'text' },
    options: {
      maskSecrets: false,
      config: {
        // AWS access key ids are scanned too (off by default in the preset): one in a sample is always a mistake.
        rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: recommended, rules: [{ id: '@secretlint/secretlint-rule-aws', options: { enableIDScanRule: true } }] }],
      },
    },
  });
  const findings: SecretFinding[] = [];
  const add = (line: number, message: string) => {
    if (!findings.some((finding) => finding.line === line)) findings.push({ file, line, message });
  };
  for (const message of result.messages) {
    const text = content.slice(message.range[0], message.range[1]);
    if (isAllowedSecret(text)) continue;
    const rule = message.ruleId.replace('@secretlint/secretlint-rule-', '');
    add(message.loc.start.line, `${text.slice(0, 6)}… looks like a real credential (secretlint ${rule}); ${PLACEHOLDER_HINT}`);
  }
  for (const hit of formatFindings(content)) {
    add(hit.line, `${hit.shown}… looks like ${hit.rule}; ${PLACEHOLDER_HINT}`);
  }
  const isCode = /\.(mjs|cjs|js|ts|cs|sh|py|php)$/.test(file);
  const entropic = isCode ? highEntropyStrings(['```', content, '```'].join('\n')).map((hit) => ({ ...hit, line: hit.line - 1 })) : highEntropyStrings(content);
  for (const hit of entropic) add(hit.line, `${hit.text.slice(0, 6)}… (${hit.text.length} random-looking characters in a code sample) looks like a real key or token; ${PLACEHOLDER_HINT}`);
  return findings.sort((a, b) => a.line - b.line);
}

/** Files read as text: pages, data, the API document, samples, and what public/ serves as text. */
const SCANNED = /\.(?:mdx?|json|ya?ml|mjs|cjs|js|ts|cs|sh|py|php|txt|svg|xml|css|html?|webmanifest|csv|env)$/i;

/** Every text file under `dir` (content/ or public/). */
export async function scanFolderForSecrets(dir: string): Promise<SecretFinding[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const findings: SecretFinding[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !SCANNED.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    findings.push(...(await scanTextForSecrets(file, await readFile(file, 'utf8'))));
  }
  return findings;
}

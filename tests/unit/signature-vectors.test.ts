/**
 * The webhook signature test vectors the HMAC validation page publishes
 * (content/samples/webhooks/signature-vectors.json): each expected signature recomputed with node:crypto,
 * the site's Node.js verification sample run against every vector, and the C# sample's signature class
 * compiled and run against them where a C# compiler that builds it (the .NET SDK) is on the machine.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRecord } from '@/lib/util/is-record';
import { isAllowedSecret } from '@/lib/secrets/allowlist';
import { scanTextForSecrets } from '@/lib/secrets/scan-content';
import { parseSignatureVectors, SIGNATURE_VECTORS_FILE, signatureVectorProblems } from '@/paymora/webhook-signature-vectors';
// @ts-expect-error The sample is plain JavaScript, as readers copy it.
import { verifyDelivery, verifySignature } from '../../content/samples/webhooks/verify-signature.mjs';
import { contentFile } from '@/lib/build/folders';

const root = path.resolve(import.meta.dirname, '../..');
const file = contentFile(SIGNATURE_VECTORS_FILE);
const fileText = readFileSync(path.join(root, file), 'utf8');
const versions = parseSignatureVectors(JSON.parse(fileText));
const vectors = versions.flatMap((version) => version.vectors.map((vector) => ({ ...vector, scheme: version.scheme, header: version.header })));
const verify = verifySignature as (body: string | Buffer, header: unknown, secrets: readonly string[]) => boolean;
const verifyAttempt = verifyDelivery as (body: string | Buffer, header: unknown, secrets: readonly string[], now?: number) => boolean;

describe('webhook signature test vectors', () => {
  it('cover both signatures Paymora sends: HMAC-SHA256 of the raw body in Paymora-Signature, and of the attempt time and the raw body in Paymora-Delivery-Signature', () => {
    expect(versions.map((version) => [version.scheme, version.header])).toEqual([
      ['hmac-sha256', 'Paymora-Signature'],
      ['hmac-sha256-delivery', 'Paymora-Delivery-Signature'],
    ]);
    expect(versions.map((version) => version.vectors.length)).toEqual([3, 3]);
  });

  const hmac = (secret: string) => createHmac('sha256', Buffer.from(secret, 'utf8'));
  for (const vector of vectors.filter((v) => v.scheme === 'hmac-sha256')) {
    describe(vector.name, () => {
      it('has the signature node:crypto computes: lower-case hex HMAC-SHA256 of the body as UTF-8 bytes, keyed with the secret as UTF-8 bytes', () => {
        expect(vector.signature).toBe(hmac(vector.secret).update(Buffer.from(vector.rawBody, 'utf8')).digest('hex'));
      });

      it('has a createdAt in its signed body', () => {
        expect(JSON.parse(vector.rawBody)).toMatchObject({ createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/) });
      });

      it("passes the site's Node.js verification sample, and fails it with one byte changed or another secret", () => {
        expect(verify(vector.rawBody, vector.signature, [vector.secret])).toBe(true);
        expect(verify(Buffer.from(vector.rawBody, 'utf8'), vector.signature, [vector.secret])).toBe(true);
        expect(verify(vector.rawBody.replace('"live":', '"live" :'), vector.signature, [vector.secret])).toBe(false);
        expect(verify(vector.rawBody, vector.signature, [`${vector.secret}x`])).toBe(false);
      });
    });
  }

  for (const vector of vectors.filter((v) => v.scheme === 'hmac-sha256-delivery')) {
    describe(vector.name, () => {
      const sentAt = Number(vector.timestamp) * 1000;
      it('has the delivery signature node:crypto computes: t=<timestamp>,v1=<hex HMAC-SHA256 of the timestamp, a dot and the body>, sent after the event was created', () => {
        const digest = hmac(vector.secret).update(`${vector.timestamp ?? ''}.`).update(Buffer.from(vector.rawBody, 'utf8')).digest('hex');
        expect(vector.signature).toBe(`t=${vector.timestamp ?? ''},v1=${digest}`);
        const message: unknown = JSON.parse(vector.rawBody);
        const createdAt = isRecord(message) && typeof message.createdAt === 'string' ? Date.parse(message.createdAt) : Number.NaN;
        expect(sentAt).toBeGreaterThanOrEqual(createdAt);
      });

      it("passes the site's Node.js delivery check at its time, and fails it 5 minutes and a second off, with one byte changed or another secret", () => {
        expect(verifyAttempt(vector.rawBody, vector.signature, [vector.secret], sentAt)).toBe(true);
        expect(verifyAttempt(Buffer.from(vector.rawBody, 'utf8'), vector.signature, [vector.secret], sentAt + 300_000)).toBe(true);
        expect(verifyAttempt(vector.rawBody, vector.signature, [vector.secret], sentAt + 301_000)).toBe(false);
        expect(verifyAttempt(vector.rawBody, vector.signature, [vector.secret], sentAt - 301_000)).toBe(false);
        expect(verifyAttempt(vector.rawBody.replace('"live":', '"live" :'), vector.signature, [vector.secret], sentAt)).toBe(false);
        expect(verifyAttempt(vector.rawBody, vector.signature, [`${vector.secret}x`], sentAt)).toBe(false);
      });
    });
  }

  it('carry data.modification in a payment.captured or payment.refunded body, which the booking rule reads money from', () => {
    const booked = vectors.filter((vector) => /"type":\s*"payment\.(captured|refunded)"/.test(vector.rawBody));
    expect(booked.length).toBeGreaterThan(0);
    for (const vector of booked) {
      expect(JSON.parse(vector.rawBody), vector.name).toMatchObject({ data: { modification: { modificationId: expect.any(String), type: expect.any(String), amount: { value: expect.any(Number), currency: expect.any(String) } } } });
    }
  });

  it('are checked by the content check, which names a vector whose signature is wrong', () => {
    expect(signatureVectorProblems(fileText)).toEqual([]);
    const [first] = vectors;
    if (!first) throw new Error('no vectors');
    expect(signatureVectorProblems(fileText.replace(first.signature, '0'.repeat(64)))).toEqual([expect.stringMatching(/^content\/samples\/webhooks\/signature-vectors\.json: signatureVersions\[0\]\.vectors\[0\] .* has signature 0{64}, but HMAC-SHA256 of its rawBody with its secret gives [0-9a-f]{64}; correct the signature$/)]);
    expect(signatureVectorProblems('{"signatureVersions": [{"scheme": "hmac-sha256", "header": "Paymora-Signature", "vectors": [{"name": "x"}]}]}')).toEqual([
      'content/samples/webhooks/signature-vectors.json: signatureVersions[0].vectors[0] needs secret, rawBody, signature as strings',
    ]);
  });

  it('uses test secrets that the secret scans let through only as test-mode values (lib/secrets/allowlist.ts)', async () => {
    expect(await scanTextForSecrets(file, fileText)).toEqual([]);
    for (const { secret } of vectors) {
      expect(secret).toMatch(/^whsec_test_/);
      expect(isAllowedSecret(secret)).toBe(true);
      // The same value without its test prefix is a live-looking secret the scan reports.
      const live = fileText.replaceAll(secret, secret.replace('whsec_test_', 'whsec_'));
      expect((await scanTextForSecrets(file, live)).length).toBeGreaterThan(0);
    }
  });
});

/**
 * The C# sample's PaymoraWebhook class (the part after its endpoint's top-level statements) built with a
 * console harness that reads the vectors and prints, per vector, whether VerifySignature accepts it and
 * what ComputeSignature gives. It needs C# 9 and .NET 5 APIs (Convert.ToHexString,
 * CryptographicOperations.FixedTimeEquals): the .NET SDK's compiler. Debian's mono-mcs (Mono 6.8, C# 7)
 * cannot build it: it stops at `using var` and the `is not (>= '0' and <= '9')` pattern.
 */
const dotnet = spawnSync('dotnet', ['--version'], { encoding: 'utf8' }).status === 0;

describe('the C# verification sample against the vectors', () => {
  it.skipIf(!dotnet)('accepts every vector and computes its signature (skipped: no .NET SDK `dotnet` on PATH; Mono mcs cannot compile the C# 9 sample)', () => {
    const sample = readFileSync(path.join(root, contentFile('samples/webhooks/verify-signature.cs')), 'utf8');
    const start = sample.indexOf('public static class PaymoraWebhook');
    expect(start).toBeGreaterThan(0);
    const dir = mkdtempSync(path.join(tmpdir(), 'signature-vectors-'));
    try {
      writeFileSync(path.join(dir, 'Harness.csproj'), '<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><OutputType>Exe</OutputType><TargetFramework>net8.0</TargetFramework><Nullable>enable</Nullable><ImplicitUsings>enable</ImplicitUsings><RollForward>Major</RollForward></PropertyGroup></Project>');
      writeFileSync(path.join(dir, 'PaymoraWebhook.cs'), ['using System.Globalization;', 'using System.Security.Cryptography;', 'using System.Text;', 'using System.Text.RegularExpressions;', sample.slice(start)].join('\n'));
      writeFileSync(
        path.join(dir, 'Program.cs'),
        [
          'using System.Text;',
          'using System.Text.Json;',
          'using var file = JsonDocument.Parse(File.ReadAllText(args[0]));',
          'foreach (var version in file.RootElement.GetProperty("signatureVersions").EnumerateArray())',
          'foreach (var v in version.GetProperty("vectors").EnumerateArray())',
          '{',
          '    var body = Encoding.UTF8.GetBytes(v.GetProperty("rawBody").GetString()!);',
          '    var secret = v.GetProperty("secret").GetString()!;',
          '    var header = v.GetProperty("signature").GetString();',
          '    if (version.GetProperty("scheme").GetString() == "hmac-sha256")',
          '        Console.WriteLine($"{PaymoraWebhook.VerifySignature(body, header, new[] { secret })} {PaymoraWebhook.ComputeSignature(body, secret)}");',
          '    else',
          '    {',
          '        var t = v.GetProperty("timestamp").GetString()!;',
          '        var at = DateTimeOffset.FromUnixTimeSeconds(long.Parse(t));',
          '        Console.WriteLine($"{PaymoraWebhook.VerifyDelivery(body, header, new[] { secret }, at)} t={t},v1={PaymoraWebhook.ComputeDeliverySignature(body, t, secret)}");',
          '    }',
          '}',
        ].join('\n'),
      );
      const out = execFileSync('dotnet', ['run', '--project', dir, '--', path.join(root, file)], { encoding: 'utf8', env: { ...process.env, DOTNET_CLI_TELEMETRY_OPTOUT: '1', DOTNET_NOLOGO: '1' } });
      expect(out.trim().split('\n')).toEqual(vectors.map((vector) => `True ${vector.signature}`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});

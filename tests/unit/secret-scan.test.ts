/** Live-looking credentials in content are found with file and line; documented placeholders are not. */
import { describe, expect, it } from 'vitest';
import { scanTextForSecrets } from '@/lib/secrets/scan-content';

const page = (code: string) => ['---', 'title: T', '---', '', 'Some text.', '', '```bash', code, '```', ''].join('\n');

describe('content secret scan', { timeout: 30_000 }, () => {
  it('fails a live API key, a webhook secret, a JWT, an AWS key and a private key block, naming the line', async () => {
    const cases = [
      'curl -H "X-Api-Key: sk_live_51HqK2vLz8Yp4Rt7Wx9Nc3MdQ"',
      'export PAYMORA_KEY=sk_live_9fT2kLm8Qz',
      'WEBHOOK_SECRET=whsec_7Kp2Xq9Lm4Rt8Vw3',
      'Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
      'aws_access_key_id = AKIAQ4NXRT7UVW2LM3KP',
      'const token = "Zq8Rv2Kd7LmX4tNpB9wYc3FhJ6sGa1Ue";',
    ];
    for (const code of cases) {
      const findings = await scanTextForSecrets('content/docs/x.mdx', page(code));
      expect(findings, code).toEqual([expect.objectContaining({ file: 'content/docs/x.mdx', line: 8 })]);
      // The log names the start of the value only.
      expect(findings[0]?.message).not.toContain(code.slice(-12));
    }
  });

  it('lets the documented placeholders through', async () => {
    const documented = ['curl -H "X-Api-Key: sk_test_…"', 'PAYMORA_API_KEY=sk_test_4eC39HqLyjWDarjtT1zdp7dc', 'WEBHOOK_SECRET=whsec_test_8Rf3Kp1Vn6Qz2Lw9', 'clientKey: "pk_test_4Rk9Vx2Lq8Nz"', 'const signature = "3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d2f4a"'];
    for (const code of documented) expect(await scanTextForSecrets('content/docs/x.mdx', page(code)), code).toEqual([]);
  });
});

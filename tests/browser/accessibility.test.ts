/** axe-core in the real pages, light and dark, desktop and narrow: landmarks, names, contrast. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect } from 'vitest';
import { baseUrl, test, waitForHydration } from './support';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

const pages = ['/', '/webhooks/hmac-validation/', '/get-started/use-these-test-cards/', '/payment-gateway/payment-lifecycle/', '/category/payment-gateway/', '/does/not/exist/'];

describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      test(`has no axe violations in ${theme} mode at ${width} px`, async ({ newContext }) => {
        // axe is injected as an inline script, which the pages' Content-Security-Policy rightly refuses.
        const context = await newContext({ viewport: { width, height: 900 }, bypassCSP: true });
        await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
        const page = await context.newPage();
        const found: string[] = [];
        for (const path of pages) {
          await page.goto(`${baseUrl()}${path}`);
          await waitForHydration(page);
          await page.addScriptTag({ content: axeSource });
          const violations = await page.evaluate(async () => {
            const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
            return (await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'] } })).violations;
          });
          for (const v of violations) found.push(`${path} ${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
        }
        expect(found).toEqual([]);
      });
    }
  }
});

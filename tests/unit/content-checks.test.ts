/**
 * The engine's content checks (lib/checks/), each over a site model in memory (tests/unit/support/check-model.ts).
 * These cases were content builds in a subprocess (30 to 100 s each on a loaded machine); the one
 * end-to-end run of the checker is content-build.test.ts's fault run.
 */
import { describe, expect, it } from 'vitest';
import { assetsCheck } from '@/lib/checks/assets';
import { componentsCheck } from '@/lib/checks/components';
import { mdxComponents } from '@/paymora/mdx-components';
import { dataFilesCheck } from '@/lib/checks/data-files';
import { linksCheck } from '@/lib/checks/links';
import { formatProblem, type ContentCheck, type Problem } from '@/lib/checks/model';
import { samplesCheck } from '@/lib/checks/samples';
import { unsafeMarkupCheck } from '@/lib/checks/unsafe-markup';
import { csharpChecker } from '@/lib/samples/csharp-syntax';
import { dataSets } from '@/paymora/data-sets';
import type { PaymoraData } from '@/paymora/checks/model';
import { concept, LATEST, page, siteModel, V1 } from './support/check-model';

const printed = async (check: ContentCheck<PaymoraData>, site: ReturnType<typeof siteModel>) => (await check.run(site)).map((problem: Problem) => `${problem.warning ? 'warning' : 'error'}: ${formatProblem(problem)}`);

describe('engine content checks over an in-memory model', () => {
  it('finds raw script, an event handler and a javascript: link, in a page and in a concept, at their file lines', async () => {
    const site = siteModel([{ pages: [page('/a', 'Text.\n\n<script>{"window.__xss=1"}</script>\n\n[x](javascript:alert(1))\n')], concepts: [concept('rotation', '## Rotate\n\n<img src="/favicon.svg" alt="" onerror="alert(1)" />\n')] }]);
    const found = await printed(unsafeMarkupCheck, site);
    expect(found).toEqual(expect.arrayContaining([expect.stringMatching(/^error: content\/docs\/a\.mdx:7: raw <script> cannot be written in a page/), expect.stringMatching(/^error: content\/docs\/a\.mdx:9: "javascript:alert\(1\)" is a javascript:, vbscript: or data: URL/), expect.stringMatching(/^error: content\/concepts\/rotation\.mdx:7: <img> has the event handler onerror/)]));
    expect(found).toHaveLength(3);
  });

  it('checks a concept like a page: an image that is not in public/ and a json block that does not parse', async () => {
    const site = siteModel([{ pages: [page('/a', 'Text.\n')], concepts: [concept('rotation', '## Rotate\n\n![Rotation](/images/rotation.svg)\n\n```json\n{ "key": "sk_test_x", }\n```\n')] }], { files: ['/favicon.svg'] });
    expect(await printed(assetsCheck, site)).toEqual(['error: content/concepts/rotation.mdx:7: "/images/rotation.svg" is not a file of public/ nor one the build writes: add the file or fix the path']);
    expect(await printed(unsafeMarkupCheck, site)).toEqual([expect.stringMatching(/^error: content\/concepts\/rotation\.mdx:10: this json block is not valid JSON/)]);
  });

  it('finds a component value outside its list, and <ChildPages /> on a page whose folder has no pages', async () => {
    const site = siteModel([{ pages: [page('/', 'Home.\n'), page('/a', '<Callout type="caution">Careful.</Callout>\n\n<ChildPages />\n')] }]);
    const found = await printed(componentsCheck(mdxComponents), site);
    expect(found).toEqual([expect.stringMatching(/^error: content\/docs\/a\.mdx:5: <Callout> type is "caution"/), "error: content/docs/a.mdx:7: <ChildPages /> lists the pages of this page's folder, and it has none; use it only in a folder's index.mdx"]);
  });

  it("resolves an archived version's links inside it: a page only the latest docs have fails there, naming the archived file", async () => {
    const site = siteModel([
      { pages: [page('/', 'Home.\n'), page('/get-started/new-page', 'New.\n')], categories: [{ sourceFilePath: 'docs/get-started/_category.json', label: 'Get started', position: 1, description: 'The first steps.', slug: 'get-started' }] },
      { version: V1, pages: [page('/', 'See [the new page](/latest/get-started/new-page).\nSee [the new page](/get-started/new-page).\n', { version: V1 })] },
    ]);
    expect(await printed(linksCheck(), site)).toEqual([expect.stringMatching(/^error: content\/versions\/v1\/docs\/index\.mdx:6: link to \/get-started\/new-page: no page has the route \/v1\/get-started\/new-page \(links resolve inside this file's version, \/v1/)]);
  });

  it('only warns on a broken anchor, and checks the links a site adds (a data file\'s sentences) at their lines', async () => {
    const site = siteModel([{ pages: [page('/', '## Start\n\nHome.\n'), page('/a', 'See [start](/#no-such-heading) and [start](/#start).\n')] }]);
    const extra = linksCheck<PaymoraData>(({ versions: [latest] }) => (latest ? [{ file: 'content/data/x.json', route: '/_data/x', anchors: new Set<string>(), links: [{ url: '/missing', line: 3 }], version: latest.links }] : []));
    expect(await printed(extra, site)).toEqual([expect.stringMatching(/^warning: content\/docs\/a\.mdx:5: link to \/#no-such-heading: \/ has no heading with the anchor/), expect.stringMatching(/^error: content\/data\/x\.json:3: link to \/missing: no page has the route/)]);
  });

  it("checks an archived version's data files and samples as the latest's, naming its own files", async () => {
    const methods = (type: string) => JSON.stringify({ methods: [{ name: 'Visa', type }] }, null, 2);
    const csharp = '```csharp\nclient.DefaultRequestHeaders.Add("X-Api-Key", key)\n```\n';
    const site = { ...siteModel([{ dataFiles: { 'payment-methods.json': methods('card') } }, { version: V1, dataFiles: { 'payment-methods.json': methods('cheque') }, pages: [page('/', csharp, { version: V1 })] }]), csharp: await csharpChecker() };
    const data = await printed(dataFilesCheck(dataSets), site);
    expect(data.filter((line) => line.includes('is "cheque"'))).toEqual(['error: content/versions/v1/data/payment-methods.json:5: methods[0].type is "cheque"; allowed values: card, wallet, bank, bnpl, voucher']);
    expect(data.some((line) => line.includes('content/data/'))).toBe(true); // the latest's rows lack fields: found at its own file
    expect(await printed(samplesCheck, site)).toEqual([expect.stringMatching(/^error: content\/versions\/v1\/docs\/index\.mdx:6:\d+: C# sample: syntax error: missing ';'/)]);
    expect(LATEST.status).toBe('current');
  });
});

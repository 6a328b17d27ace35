/**
 * The content step after `contentlayer2 build`: it loads the site model (lib/checks/load-model.ts), which
 * writes the site manifest that `next build`'s workers wait for, then runs every registered check over
 * the model while the pages render (the engine's, lib/checks/registry.ts, then Paymora's,
 * paymora/checks/registry.ts) and prints their problems, so a broken link fails in seconds, not minutes.
 */
import path from 'node:path';
import { loadSiteModel } from '../lib/checks/load-model';
import { formatProblem, type Problem } from '../lib/checks/model';
import { engineChecks } from '../lib/checks/registry';
import { samplesOf } from '../lib/checks/samples';
import { pageRows } from '../paymora/page-data';
import { ContentError } from '../lib/site/nav-tree';
import { dataSets } from '../paymora/data-sets';
import { mdxComponents } from '../paymora/mdx-components';
import { conceptIncludes } from '../paymora/concepts';
import { apiNeeded, dataLinkPages, paymoraChecks } from '../paymora/checks/registry';
import type { PaymoraData } from '../paymora/checks/model';
import { contentFolder } from '../lib/build/folders';
import budgets from '../budgets.json';

const contentDir = contentFolder();
const publicDir = path.resolve(process.env.PUBLIC_DIR ?? 'public');

const problems: Problem[] = [];
try {
  const { site, analysesCached } = await loadSiteModel<PaymoraData>({
    contentDir,
    publicDir,
    pageSourceBytes: budgets.pageSourceBytes,
    data: (root) => ({ rows: (key) => pageRows(key, root) }),
    apiNeeded: (root) => apiNeeded(contentDir, root),
    concepts: conceptIncludes,
  });
  const timings = new Map<string, number>();
  const results = await Promise.all(
    [...engineChecks({ dataSets, components: mdxComponents, linkPages: dataLinkPages }), ...paymoraChecks].map(async (check) => {
      const start = performance.now();
      const found = check.run(site);
      // A check that waits on a tool is timed to its start; the others (the samples' parse) whole.
      timings.set(check.name, Math.round(performance.now() - start));
      return found;
    }),
  );
  problems.push(...results.flat());
  const [current] = site.versions;
  if (!current) throw new ContentError([`content/versions.json lists no version`]);
  if (!problems.some((problem) => !problem.warning)) {
    const pages = site.versions.reduce((sum, version) => sum + version.pages.length, 0);
    const archived = site.versions.length > 1 ? ` (${site.versions.map((version) => `${version.version.name}: ${version.pages.length} pages`).join(', ')})` : '';
    const samples = (language: 'csharp' | 'javascript') => site.versions.reduce((sum, version) => sum + samplesOf(version, language).length, 0);
    const warnings = problems.filter((problem) => problem.warning).length;
    console.log(`Content checked: ${pages} pages${archived}, ${site.categoryRoutes.size} category indexes, ${current.concepts.length} concepts, ${samples('csharp')} C# and ${samples('javascript')} JavaScript samples parsed in ${timings.get('samples') ?? 0} ms, ${warnings} warning(s); page analyses cached: ${analysesCached}.`);
  }
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  problems.push(...error.problems.map((message) => ({ message })));
}

for (const problem of problems.filter((p) => p.warning)) console.warn(`warning: ${formatProblem(problem)}`);
const errors = problems.filter((p) => !p.warning);
for (const problem of errors) console.error(`error: ${formatProblem(problem)}`);
if (errors.length > 0) {
  console.error(`The content check failed with ${errors.length} error(s): fix them and build again.`);
  process.exit(1);
}

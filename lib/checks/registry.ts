/**
 * The engine's content checks, in the order they report. A site adds its own after these
 * (scripts/check-content.ts runs both lists over one model). Adding a check: a module here (or in the
 * site package, when it knows the site's facts) exporting a ContentCheck, its line below, and its unit test.
 */
import type { DataSetRegistry } from '../site/data-sets';
import type { LinkablePage } from '../mdx/links';
import type { MdxComponents } from '../mdx/components';
import { apiDocumentCheck } from './api-document';
import { assetsCheck } from './assets';
import { changelogCheck } from './changelog';
import { componentsCheck } from './components';
import { dataFilesCheck } from './data-files';
import { linksCheck } from './links';
import type { ContentCheck, SiteModel } from './model';
import { redoclyLintCheck } from './redocly-lint';
import { samplesCheck } from './samples';
import { secretsCheck } from './secrets';
import { sourceFilesCheck } from './source-files';
import { unsafeMarkupCheck } from './unsafe-markup';

export interface SiteChecks<Data> {
  dataSets: DataSetRegistry;
  /** The site's MDX components, which pages and concepts may use. */
  components: MdxComponents;
  /** Pages of the site's own whose links the link check reads (sentences of data files that tables render). */
  linkPages: (site: SiteModel<Data>) => readonly LinkablePage[];
}

export function engineChecks<Data>({ dataSets, components, linkPages }: SiteChecks<Data>): ContentCheck<Data>[] {
    // The checks that wait on a tool first (the secret scan; Redocly CLI started with the model), so that the others run meanwhile.
  return [redoclyLintCheck, secretsCheck, apiDocumentCheck, changelogCheck, sourceFilesCheck, componentsCheck(components), unsafeMarkupCheck, dataFilesCheck(dataSets), samplesCheck, assetsCheck, linksCheck(linkPages)];
}

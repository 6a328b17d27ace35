/**
 * The changelog (content/changelog.json, lib/site/changelog.ts): its schema, its versions and the operations
 * its entries name in their version's document, each problem at its line (read while the model loads,
 * since the reference's changelog page needs a valid one).
 */
import type { ContentCheck } from './model';

export const changelogCheck: ContentCheck = {
  name: 'changelog',
  run: (site) => (site.changelogError ? [{ message: site.changelogError }] : []),
};

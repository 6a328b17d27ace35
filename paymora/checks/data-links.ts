/**
 * Links in the lifecycle's sentences and the payment methods' requirements and notes, which tables render,
 * are checked like a page's (inside the version), with the line of the data file they are on.
 */
import type { LinkablePage } from '../../lib/mdx/links';
import { isRecord } from '../../lib/util/is-record';
import { dataSets } from '../data-sets';
import { inlineParts } from '../../lib/routes/data-sentences';
import { dataFileOf, type PaymoraSite } from './model';

/** The lines of a data file's sentences that hold links, as a page's links. */
function dataFileLinks(text: string, sentences: readonly string[]) {
  const lines = text.split('\n');
  return sentences.flatMap((sentence) => inlineParts(sentence).flatMap((part) => (part.kind === 'link' ? [{ url: part.href, line: lines.findIndex((l) => l.includes(`](${part.href})`)) + 1 }] : [])));
}

export function dataLinkPages(site: PaymoraSite): LinkablePage[] {
  return site.versions.flatMap((version) => {
    const pages: LinkablePage[] = [];
    const lifecycle = dataFileOf(version, dataSets.PaymentLifecycleSet.file);
    if (lifecycle) {
      const data: unknown = JSON.parse(lifecycle.text);
      const transitions = isRecord(data) && Array.isArray(data.transitions) ? data.transitions : [];
      const causes = transitions.flatMap((t) => (isRecord(t) && typeof t.cause === 'string' ? [t.cause] : []));
      pages.push({ file: lifecycle.path, route: `${version.links.prefix}/_data/payment-lifecycle`, anchors: new Set<string>(), links: dataFileLinks(lifecycle.text, causes), version: version.links });
    }
    const methods = dataFileOf(version, dataSets.PaymentMethodSet.file);
    // A row without its requirements is the data-file check's to report; the link check reads what is there.
    const sentences = version.data.rows('paymentMethods').flatMap((m) => [m.requirements, m.fulfilWhen, m.captureNote].filter((s): s is string => typeof s === 'string'));
    pages.push({ file: methods?.path ?? '', route: `${version.links.prefix}/_data/payment-methods`, anchors: new Set<string>(), links: dataFileLinks(methods?.text ?? '', sentences), version: version.links });
    return pages;
  });
}

/**
 * Where an operation is documented. Its own module because both the reference pages and the changelog
 * link operations, and the reference page embeds the changelog's content.
 */
import type { DocsVersionModel } from '../site/manifest';
import { routeUrl } from '../routes/routes';

/** The reference page of the version that documents an operation, as a link to its section; null when none does. */
export function operationHref(model: DocsVersionModel, operationId: string): string | null {
  const page = model.pages.find((candidate) => candidate.kind === 'reference' && candidate.operations.includes(operationId));
  return page ? `${routeUrl(page.route)}#${operationId}` : null;
}

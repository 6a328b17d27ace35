/** The endpoints a page's MDX names (`<Endpoint operation="…" />`), ready to render: view, samples highlighted. */
import type { HighlightedCode } from '../highlight-html';
import { highlightCode } from '../highlight-html';
import { jsxUses } from '../jsx-attributes';
import { loadApi } from './document';
import { endpointView, type EndpointView } from './endpoint';
import { requestSamples } from './samples';

export interface RenderedEndpoint extends EndpointView {
  samples: HighlightedCode[];
  exampleResponse: HighlightedCode | null;
}

export function operationsUsedBy(mdx: string): { operation: string; line: number }[] {
  return jsxUses(mdx)
    .filter((use) => use.component === 'Endpoint' && typeof use.attributes.operation === 'string')
    .map((use) => ({ operation: use.attributes.operation as string, line: use.line }));
}

export async function pageEndpoints(mdx: string): Promise<Record<string, RenderedEndpoint>> {
  const uses = operationsUsedBy(mdx);
  if (uses.length === 0) return {};
  const api = await loadApi();
  const out: Record<string, RenderedEndpoint> = {};
  for (const { operation } of uses) {
    const view = endpointView(api, operation);
    // check-content stops the build before this on an unknown operation; this guards direct use.
    if (!view) throw new Error(`<Endpoint operation="${operation}"> names no operation of content/api/openapi.yaml`);
    const samples = await Promise.all(requestSamples(view).map((sample) => highlightCode(sample.code, sample.language)));
    out[operation] = { ...view, samples, exampleResponse: null };
  }
  return out;
}

/**
 * The API blocks a page's MDX names, ready to render: `<Endpoint operation="…" example="…" />` and
 * `<Parameter operation="…" name="…" example="…" />`, with their samples highlighted at build time.
 */
import type { HighlightedCode } from '../highlight-html';
import { highlightCode } from '../highlight-html';
import { jsxUses } from '../jsx-attributes';
import { loadApi, operationIds, type ApiDocument } from './document';
import { endpointView, parameterView, requestExampleNames, type EndpointView, type FieldRow } from './endpoint';
import { endpointKey, parameterKey } from './keys';
import { requestSamples } from './samples';

export interface RenderedEndpoint extends Omit<EndpointView, 'exampleBody' | 'exampleResponse' | 'examplePath'> {
  /** curl, C# and Node.js for a call; the example message (JSON) for a webhook. */
  samples: HighlightedCode[];
  exampleResponse: HighlightedCode | null;
}

interface RenderedParameter {
  operationId: string;
  method: string;
  path: string;
  name: string;
  rows: FieldRow[];
  samples: HighlightedCode[];
}

export interface PageApi {
  endpoints: Record<string, RenderedEndpoint>;
  parameters: Record<string, RenderedParameter>;
}

export interface ApiUse {
  component: 'Endpoint' | 'Parameter';
  operation: string;
  /** With Parameter: the request field. */
  name?: string;
  /** A named example of the operation's request. */
  example?: string;
  line: number;
}


/** Every API block in an MDX body, with its line. */
export function apiUsesOf(mdx: string): ApiUse[] {
  // Most pages have no API block; without the tag's name in the text there is none, and no parse is needed.
  if (!/<(Endpoint|Parameter)\b/.test(mdx)) return [];
  const uses: ApiUse[] = [];
  for (const use of jsxUses(mdx)) {
    if (use.component !== 'Endpoint' && use.component !== 'Parameter') continue;
    const { operation, name, example } = use.attributes;
    uses.push({ component: use.component, operation: operation ?? '', line: use.line, ...(name ? { name } : {}), ...(example ? { example } : {}) });
  }
  return uses;
}

/** What is wrong with one API block, as a sentence; null when the document has what it names. */
export function apiUseProblem(api: ApiDocument, use: ApiUse): string | null {
  const tag = `<${use.component} operation="${use.operation}"${use.name ? ` name="${use.name}"` : ''}${use.example ? ` example="${use.example}"` : ''}>`;
  if (!endpointView(api, use.operation)) return `${tag} names no operation of content/api/openapi.yaml; known: ${[...operationIds(api)].join(', ')}`;
  if (use.example && !requestExampleNames(api, use.operation).includes(use.example)) {
    return `${tag}: the request of ${use.operation} has no example "${use.example}" (it has: ${requestExampleNames(api, use.operation).join(', ') || 'none'})`;
  }
  if (use.component === 'Parameter') {
    if (!use.name) return `${tag} needs a name: the request field the page documents`;
    const fields = endpointView(api, use.operation)?.requestFields.filter((row) => !row.name.includes('.')) ?? [];
    if (!fields.some((row) => row.name === use.name)) return `${tag}: the request of ${use.operation} has no field "${use.name}" (it has: ${fields.map((row) => row.name).join(', ')})`;
  }
  return null;
}

async function highlighted(view: EndpointView): Promise<HighlightedCode[]> {
  if (view.webhook) return view.exampleBody === null ? [] : [await highlightCode(JSON.stringify(view.exampleBody, null, 2), 'json')];
  return Promise.all(requestSamples(view).map((sample) => highlightCode(sample.code, sample.language)));
}

export async function pageApi(mdx: string): Promise<PageApi> {
  const uses = apiUsesOf(mdx);
  const out: PageApi = { endpoints: {}, parameters: {} };
  if (uses.length === 0) return out;
  const api = await loadApi();
  for (const use of uses) {
    // check-content stops the build before this on a bad block; this guards direct use.
    const problem = apiUseProblem(api, use);
    if (problem) throw new Error(problem);
    if (use.component === 'Endpoint') {
      const view = endpointView(api, use.operation, use.example);
      if (!view) continue;
      const { exampleBody: _body, exampleResponse, examplePath: _path, ...rest } = view;
      const response = exampleResponse === null ? null : await highlightCode(JSON.stringify(exampleResponse, null, 2), 'json');
      out.endpoints[endpointKey(use.operation, use.example)] = { ...rest, samples: await highlighted(view), exampleResponse: response };
    } else if (use.name) {
      const view = parameterView(api, use.operation, use.name, use.example);
      if (!view) continue;
      out.parameters[parameterKey(use.operation, use.name)] = {
        operationId: view.operationId,
        method: view.endpoint.method,
        path: view.endpoint.path,
        name: view.name,
        rows: view.rows,
        samples: await highlighted(view.endpoint),
      };
    }
  }
  return out;
}

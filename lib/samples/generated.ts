/**
 * Every request sample lib/openapi/samples.ts writes from the API document: for each operation (not the
 * webhooks, which show a JSON message), its default request and each named example, and each top-level
 * request field that has an example as `<Parameter>` shows it (the request with that field added).
 * That covers every `<Endpoint>` and `<Parameter>` a page can render.
 */
import type { ApiDocument } from '../openapi/api-document';
import { endpointView, parameterView, requestExampleNames, type EndpointView } from '../openapi/endpoint';
import { allOperations } from '../openapi/operations';
import { requestBodyProblems } from '../openapi/request-body';
import { requestSamples, type CodeSample } from '../openapi/samples';

export interface GeneratedSample extends CodeSample {
  /** `createPayment`, `createPayment example="token"`, `createCheckout name="theme"`. */
  label: string;
  view: EndpointView;
}

function generatedViews(api: ApiDocument): { label: string; view: EndpointView }[] {
  const out: { label: string; view: EndpointView }[] = [];
  for (const entry of allOperations(api)) {
    if (entry.webhook) continue;
    const examples: (string | undefined)[] = [undefined, ...requestExampleNames(api, entry.id)];
    for (const example of examples) {
      const view = endpointView(api, entry.id, example);
      if (!view) continue;
      const label = example ? `${entry.id} example="${example}"` : entry.id;
      out.push({ label, view });
      const topLevel = view.requestFields.filter((row) => !row.name.includes('.') && !row.name.includes('['));
      for (const field of topLevel) {
        let parameter;
        try {
          parameter = parameterView(api, entry.id, field.name, example);
        } catch {
          continue; // a field without an example: no page can show it (apiUseProblem and parameterView say so)
        }
        // A field the request's rules refuse beside this example's values (a capture setting on a card verification):
        // no page can show it, since apiUseProblem refuses that <Parameter>.
        if (!parameter || requestBodyProblems(api, entry.id, parameter.endpoint.exampleBody).length > 0) continue;
        out.push({ label: `${label} name="${field.name}"`, view: parameter.endpoint });
      }
    }
  }
  return out;
}

/** The generated samples of one language for every view above. */
export function generatedSamples(api: ApiDocument, language: CodeSample['language']): GeneratedSample[] {
  return generatedViews(api).flatMap(({ label, view }) =>
    requestSamples(view)
      .filter((sample) => sample.language === language)
      .map((sample) => ({ ...sample, label, view })),
  );
}

/** curl, C# (.NET HttpClient) and Node.js samples of a request, written from its endpoint view. */
import type { EndpointView } from './endpoint';

export interface CodeSample {
  language: 'bash' | 'csharp' | 'javascript';
  code: string;
}

/** The environment variable every sample reads the API key from. */
export const API_KEY_VARIABLE = 'PAYMORA_API_KEY';

function concretePath(view: EndpointView): string {
  return view.path.replace(/\{(\w+)\}/g, (_match, name: string) => view.examplePath[name] ?? `{${name}}`);
}

/** The sandbox URL of the request, its path parameters filled with the document's examples. */
export function concreteUrl(view: EndpointView): string {
  return `${view.sandboxUrl.slice(0, view.sandboxUrl.length - view.path.length)}${concretePath(view)}`;
}

/**
 * Every run of a sample is a new operation, so each sample generates its own idempotency key: curl with
 * `uuidgen`, C# with `Guid.NewGuid()`, Node.js with `crypto.randomUUID()`. A fixed key would make the
 * second run within 24 hours answer 422 idempotency_key_reused. To retry one operation, reuse its key.
 */
const CURL_IDEMPOTENCY_KEY = '$(uuidgen)';

export function requestSamples(view: EndpointView): CodeSample[] {
  const url = concreteUrl(view);
  const body = view.exampleBody === null ? null : JSON.stringify(view.exampleBody, null, 2);
  const idempotent = view.headers.some((h) => h.name === 'Idempotency-Key');
  const curl = [
    `curl -X ${view.method} ${url} \\`,
    `  -H "X-Api-Key: $${API_KEY_VARIABLE}" \\`,
    ...(idempotent ? [`  -H "Idempotency-Key: ${CURL_IDEMPOTENCY_KEY}" \\`] : []),
    ...(body ? ['  -H "Content-Type: application/json" \\', `  -d '${body.replace(/\n/g, '\n  ')}'`] : []),
  ];
  if (!body) curl[curl.length - 1] = (curl.at(-1) ?? '').replace(/ \\$/, '');
  const httpMethod = `HttpMethod.${view.method[0]}${view.method.slice(1).toLowerCase()}`;
  // A body is a raw string literal, which needs C# 11 (.NET 7); a request without one needs neither it nor System.Text.
  const csharpHead = body ? '// C# 11 / .NET 7 or newer: top-level statements and a raw string literal.\nusing System.Text;\n\n' : '// C# 10 / .NET 6 or newer: top-level statements.\n';
  const csharpRequest = body
    ? `var request = new HttpRequestMessage(${httpMethod}, "${url}")\n{\n    Content = new StringContent("""\n${body}\n""", Encoding.UTF8, "application/json")\n};`
    : `var request = new HttpRequestMessage(${httpMethod}, "${url}");`;
  const csharpKey = idempotent ? '\n// A new key per operation; reuse it only to retry this same request.\nrequest.Headers.Add("Idempotency-Key", Guid.NewGuid().ToString());' : '';
  const csharp = `${csharpHead}var http = new HttpClient();
http.DefaultRequestHeaders.Add("X-Api-Key", Environment.GetEnvironmentVariable("${API_KEY_VARIABLE}"));

${csharpRequest}${csharpKey}

var response = await http.SendAsync(request);
Console.WriteLine($"{(int)response.StatusCode}: {await response.Content.ReadAsStringAsync()}");`;
  const headers = [`    'X-Api-Key': process.env.${API_KEY_VARIABLE},`, ...(idempotent ? ["    'Idempotency-Key': crypto.randomUUID(), // a new key per operation"] : []), ...(body ? ["    'Content-Type': 'application/json',"] : [])];
  const node = `// Node.js 20 or newer, as an ES module (.mjs): global fetch and crypto, top-level await.
const response = await fetch('${url}', {
  method: '${view.method}',
  headers: {
${headers.join('\n')}
  },${body ? `\n  body: JSON.stringify(${body.replace(/\n/g, '\n  ')}),` : ''}
});
console.log(response.status, await response.json());`;
  return [
    { language: 'bash', code: curl.join('\n') },
    { language: 'csharp', code: csharp },
    { language: 'javascript', code: node },
  ];
}

/** curl, C# (.NET HttpClient) and Node.js samples of a request, written from its endpoint view. */
import type { EndpointView } from './endpoint';
import { keyNote } from './key-note';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { wordList } from '../util/word-list';

export interface CodeSample {
  language: 'bash' | 'csharp' | 'javascript';
  code: string;
}

/** The environment variable every sample reads the API key from. */
export const API_KEY_VARIABLE = 'PAYMORA_API_KEY';

/** The path with its example parameters, and the required query parameters with their examples. */
function concretePath(view: EndpointView): string {
  const path = view.path.replace(/\{(\w+)\}/g, (_match, name: string) => view.examplePath[name] ?? `{${name}}`);
  const query = new URLSearchParams(view.exampleQuery).toString();
  return query ? `${path}?${query}` : path;
}

/** The sandbox URL of the request, its path parameters filled with the document's examples. */
export function concreteUrl(view: EndpointView): string {
  return `${view.sandboxUrl.slice(0, view.sandboxUrl.length - view.path.length)}${concretePath(view)}`;
}

/**
 * The key line of each language: the document's derived key as a literal, else a key minted into a variable (never
 * a fixed key: a second run within the key's lifetime would answer idempotency_key_reused). curl keeps it in a shell
 * variable, so running the curl line again is the retry. One comment over it (key-note.ts), as in every language.
 */
function keyLines(view: EndpointView): { curl: string[]; csharp: string; node: string } {
  const derived = view.exampleIdempotencyKey;
  const note = keyNote(view) ?? '';
  return derived !== null
    ? { curl: [`# ${note}`, `IDEMPOTENCY_KEY='${derived}'`, ''], csharp: `// ${note}\nvar idempotencyKey = "${derived}";\n\n`, node: `// ${note}\nconst idempotencyKey = '${derived}';\n` }
    : { curl: [`# ${note}`, 'IDEMPOTENCY_KEY=$(uuidgen)', ''], csharp: `// ${note}\nvar idempotencyKey = Guid.NewGuid().ToString();\n\n`, node: `// ${note}\nconst idempotencyKey = crypto.randomUUID();\n` };
}

/**
 * The document's example values a copied sample would send as they are: path and required query parameters
 * and the body fields the document marks as the caller's own. Sent unchanged they name someone else's
 * objects, so every sample says which they are, as the hand-written ones do.
 */
export function exampleValuesNote(view: EndpointView): string | null {
  const values = [view.examplePath, view.exampleQuery, view.exampleOwnValues].flatMap((values) => Object.entries(values).map(([name, value]) => `${value} (${name})`));
  if (values.length === 0) return null;
  return `Example values: put your own in place of ${wordList(values)}.`;
}

/** A URL with a query string is quoted, or the shell would read its `&` and `?`. */
const quotedUrl = (url: string): string => (url.includes('?') ? `"${url}"` : url);

export function requestSamples(view: EndpointView): CodeSample[] {
  const url = concreteUrl(view);
  const body = view.exampleBody === null ? null : JSON.stringify(view.exampleBody, null, 2);
  const { idempotent } = view;
  const note = exampleValuesNote(view);
  const key = keyLines(view);
  const timeout = view.clientTimeoutSeconds;
  const curl = [
    ...(note ? [`# ${note}`] : []),
    ...(idempotent ? key.curl : []),
    `curl -X ${view.method} ${quotedUrl(url)} \\`,
    ...(timeout === null ? [] : [`  --max-time ${timeout} \\`]),
    `  -H "X-Api-Key: $${API_KEY_VARIABLE}" \\`,
    ...(idempotent ? [`  -H "${IDEMPOTENCY_HEADER}: $IDEMPOTENCY_KEY" \\`] : []),
    ...(body ? ['  -H "Content-Type: application/json" \\', `  -d '${body.replace(/\n/g, '\n  ')}'`] : []),
  ];
  if (!body) curl[curl.length - 1] = (curl.at(-1) ?? '').replace(/ \\$/, '');
  const httpMethod = `HttpMethod.${view.method[0]}${view.method.slice(1).toLowerCase()}`;
  // A body is a raw string literal, which needs C# 11 (.NET 7); a request without one needs neither it nor System.Text.
  const csharpNote = note ? `// ${note}\n` : '';
  const csharpHead = body
    ? `// C# 11 / .NET 7 or newer: top-level statements and a raw string literal.\n${csharpNote}using System.Text;\n\n`
    : `// C# 10 / .NET 6 or newer: top-level statements.\n${csharpNote}`;
  const csharpRequest = body
    ? `var request = new HttpRequestMessage(${httpMethod}, "${url}")\n{\n    Content = new StringContent("""\n${body}\n""", Encoding.UTF8, "application/json")\n};`
    : `var request = new HttpRequestMessage(${httpMethod}, "${url}");`;
  const csharpKeyVariable = idempotent ? key.csharp : '';
  const csharpKey = idempotent ? `\nrequest.Headers.Add("${IDEMPOTENCY_HEADER}", idempotencyKey);` : '';
  const csharp = `${csharpHead}${csharpKeyVariable}var http = new HttpClient()${timeout === null ? '' : ` { Timeout = TimeSpan.FromSeconds(${timeout}) }`};
http.DefaultRequestHeaders.Add("X-Api-Key", Environment.GetEnvironmentVariable("${API_KEY_VARIABLE}"));

${csharpRequest}${csharpKey}

var response = await http.SendAsync(request);
Console.WriteLine($"{(int)response.StatusCode}: {await response.Content.ReadAsStringAsync()}");`;
  const headers = [`    'X-Api-Key': process.env.${API_KEY_VARIABLE},`, ...(idempotent ? [`    '${IDEMPOTENCY_HEADER}': idempotencyKey,`] : []), ...(body ? ["    'Content-Type': 'application/json',"] : [])];
  const nodeKey = idempotent ? key.node : '';
  const node = `// Node.js 20 or newer, as an ES module (.mjs): global fetch and crypto, top-level await.
${note ? `// ${note}\n` : ''}${nodeKey}const response = await fetch('${url}', {
  method: '${view.method}',
  headers: {
${headers.join('\n')}
  },${body ? `\n  body: JSON.stringify(${body.replace(/\n/g, '\n  ')}),` : ''}${timeout === null ? '' : `\n  signal: AbortSignal.timeout(${timeout * 1000}),`}
});
// The body as text: an error page of a proxy on the way need not be JSON.
console.log(response.status, await response.text());`;
  return [
    { language: 'bash', code: curl.join('\n') },
    { language: 'csharp', code: csharp },
    { language: 'javascript', code: node },
  ];
}

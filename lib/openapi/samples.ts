/** curl, C# (.NET HttpClient) and Node.js samples of a request, written from its endpoint view. */
import type { EndpointView } from './endpoint';
import { derivedKeyNote } from './key-note';
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
 * Every run of a sample is a new operation, so each sample mints its own idempotency key into a variable
 * (never a fixed key: a second run within the key's lifetime would answer idempotency_key_reused) and says
 * to keep it: a retry of the same operation must send the same key, and a key minted inside a request
 * handler on each call protects nothing. curl keeps it in a shell variable, so running the curl line again
 * is the retry.
 */
const KEEP_KEY = 'A new key for this operation: store it with your order before sending, and send the same key to retry it.';

/** The key line of each language: the document's derived key as a literal, else a key minted per run. */
function keyLines(view: EndpointView): { curl: string[]; csharp: string; node: string } {
  const derived = view.exampleIdempotencyKey;
  if (derived !== null) {
    return {
      curl: [`# ${derivedKeyNote(derived)}`, `IDEMPOTENCY_KEY='${derived}'`, ''],
      csharp: `// ${derivedKeyNote(derived)}\nvar idempotencyKey = "${derived}";\n\n`,
      node: `// ${derivedKeyNote(derived)}\nconst idempotencyKey = '${derived}';\n`,
    };
  }
  return {
    curl: [`# ${KEEP_KEY}`, 'IDEMPOTENCY_KEY=$(uuidgen)', ''],
    csharp: `// ${KEEP_KEY}\nvar idempotencyKey = Guid.NewGuid().ToString();\n\n`,
    node: `// ${KEEP_KEY}\nconst idempotencyKey = crypto.randomUUID();\n`,
  };
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
  const curl = [
    ...(note ? [`# ${note}`] : []),
    ...(idempotent ? key.curl : []),
    `curl -X ${view.method} ${quotedUrl(url)} \\`,
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
  const csharp = `${csharpHead}${csharpKeyVariable}var http = new HttpClient();
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
  },${body ? `\n  body: JSON.stringify(${body.replace(/\n/g, '\n  ')}),` : ''}
});
console.log(response.status, await response.json());`;
  return [
    { language: 'bash', code: curl.join('\n') },
    { language: 'csharp', code: csharp },
    { language: 'javascript', code: node },
  ];
}

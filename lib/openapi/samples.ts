/** curl, C# (.NET HttpClient) and Node.js samples of a request, written from its endpoint view. */
import type { EndpointView } from './endpoint';

export interface CodeSample {
  language: 'bash' | 'csharp' | 'javascript';
  code: string;
}

function concretePath(view: EndpointView): string {
  return view.path.replace(/\{(\w+)\}/g, (_match, name: string) => view.examplePath[name] ?? `{${name}}`);
}

const IDEMPOTENCY_EXAMPLE = '3f2c9a4e-7d1b-4c55-9a0e-5b8f2d6c1e47';

export function requestSamples(view: EndpointView): CodeSample[] {
  const url = `${view.sandboxUrl.slice(0, view.sandboxUrl.length - view.path.length)}${concretePath(view)}`;
  const body = view.exampleBody === null ? null : JSON.stringify(view.exampleBody, null, 2);
  const idempotent = view.headers.some((h) => h.name === 'Idempotency-Key');
  const curl = [
    `curl -X ${view.method} ${url} \\`,
    '  -H "X-Api-Key: $PAYMORA_API_KEY" \\',
    ...(idempotent ? [`  -H "Idempotency-Key: ${IDEMPOTENCY_EXAMPLE}" \\`] : []),
    ...(body ? ['  -H "Content-Type: application/json" \\', `  -d '${body.replace(/\n/g, '\n  ')}'`] : []),
  ];
  if (!body) curl[curl.length - 1] = (curl.at(-1) ?? '').replace(/ \\$/, '');
  const csharpBody = body ? `\n    Content = new StringContent("""\n${body}\n""", Encoding.UTF8, "application/json")\n` : '\n';
  const csharp = `using System.Text;

var http = new HttpClient();
http.DefaultRequestHeaders.Add("X-Api-Key", Environment.GetEnvironmentVariable("PAYMORA_API_KEY"));

var request = new HttpRequestMessage(HttpMethod.${view.method[0]}${view.method.slice(1).toLowerCase()}, "${url}")
{${csharpBody}};${idempotent ? '\nrequest.Headers.Add("Idempotency-Key", Guid.NewGuid().ToString());' : ''}

var response = await http.SendAsync(request);
Console.WriteLine($"{(int)response.StatusCode}: {await response.Content.ReadAsStringAsync()}");`;
  const headers = ["    'X-Api-Key': process.env.PAYMORA_API_KEY,", ...(idempotent ? ["    'Idempotency-Key': crypto.randomUUID(),"] : []), ...(body ? ["    'Content-Type': 'application/json',"] : [])];
  const node = `const response = await fetch('${url}', {
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

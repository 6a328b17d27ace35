/**
 * Python, PHP and Java samples of a request, written by httpsnippet (3.0.10, Kong's) from the same
 * endpoint view as the hand-written curl, C# and Node.js samples (lib/openapi/samples.ts), which stay:
 * they are parsed by the content check and run by the unit tests, and httpsnippet's own curl quotes
 * `$PAYMORA_API_KEY` so the shell never expands it, and its Node.js mixes require() with top-level await.
 *
 * httpsnippet writes header values as string literals. So the API key and the idempotency key go in as
 * placeholders, and each language's literal of them is replaced by an expression: the key read from
 * the environment, and a fresh key every run (a fixed one would make the second run within 24 hours
 * answer 422 idempotency_key_reused), unless the operation gives a key derived from what it acts on
 * (EndpointView.exampleIdempotencyKey), which goes in as the literal. A placeholder left in a sample fails the build.
 */
import { HTTPSnippet, type HarRequest } from 'httpsnippet';
import type { EndpointView } from './endpoint';
import { API_KEY_VARIABLE, concreteUrl, exampleValuesNote } from './samples';
import { keyNote } from './key-note';
import { IDEMPOTENCY_HEADER } from './idempotency';

export type SnippetLanguage = 'python' | 'php' | 'java';

const API_KEY = 'PAYMORA_PLACEHOLDER_API_KEY';
const IDEMPOTENCY_KEY = 'PAYMORA_PLACEHOLDER_IDEMPOTENCY_KEY';

/** No Idempotency-Key, one made afresh each run, or the operation's key derived from what it acts on. */
type KeyKind = 'none' | 'minted' | 'derived';

interface LanguageSpec {
  target: 'python' | 'php' | 'java';
  client: string;
  /** The placeholders' literals as the client writes them, and what replaces each. */
  apiKey: [literal: string, expression: string];
  /** The placeholder's literal, the variable the code sends instead, and the statement that mints a key into it. */
  idempotencyKey: [literal: string, variable: string, mint: string];
  /**
   * The client's code as the sample runs it: the request's timeout set when the document gives one (httpsnippet sets
   * none), and an error answer shown as it came, neither parsed as JSON nor thrown before it is printed.
   */
  finish: (code: string, timeoutSeconds: number | null) => string;
  /**
   * The whole program around the client's code, with its notes (the key's, the example values') as comments, the
   * import a minted key needs and `keyLine`, the statement that sets the key's variable, before the request.
   */
  wrap: (code: string, key: KeyKind, notes: readonly string[], keyLine: string | null) => string;
}

/** `code` with `replacement` at the line `at` matches; throws when httpsnippet's output no longer has that line. */
function inserted(code: string, at: RegExp, replacement: string, language: SnippetLanguage, what: string): string {
  if (!at.test(code)) throw new Error(`httpsnippet's ${language} sample no longer has the line ${String(at)}: lib/openapi/snippets.ts must learn where ${what} goes`);
  return code.replace(at, replacement);
}

/** httpsnippet's Python sets `url` first: the key's statement goes after it, before the headers that send it. */
const afterUrl = (code: string, keyLine: string | null): string => (keyLine === null ? code : inserted(code, /^(url = .*\n)/m, `$1${keyLine}\n`, 'python', "the key's statement"));

const indent = (code: string, spaces: number) => code.replace(/^(?=.)/gm, ' '.repeat(spaces));

const specs: Record<SnippetLanguage, LanguageSpec> = {
  python: {
    target: 'python',
    client: 'requests',
    apiKey: [`"${API_KEY}"`, `os.environ["${API_KEY_VARIABLE}"]`],
    idempotencyKey: [`"${IDEMPOTENCY_KEY}"`, 'idempotency_key', 'idempotency_key = str(uuid.uuid4())'],
    // The status and the body as text: an error page of a proxy on the way need not be JSON.
    finish: (code, seconds) =>
      inserted(
        seconds === null ? code : inserted(code, /^(response = requests\.\w+\(.*)\)$/m, `$1, timeout=${seconds})`, 'python', 'the timeout'),
        /^print\(response\.json\(\)\)$/m,
        'print(response.status_code, response.text)',
        'python',
        'the output',
      ),
    wrap: (code, key, notes, keyLine) =>
      `# Python 3 with requests (pip install requests).${notes.map((note) => `\n# ${note}`).join('')}\nimport os\n${key === 'minted' ? 'import uuid\n' : ''}${afterUrl(code, keyLine)}`,
  },
  php: {
    target: 'php',
    client: 'guzzle',
    apiKey: [`'${API_KEY}'`, `getenv('${API_KEY_VARIABLE}')`],
    // PHP has no UUID function of its own: 16 random bytes in the UUID's shape serve as well.
    // http_errors false: Guzzle would throw on a 4xx or 5xx before the sample prints Paymora's error body (its code and requestId).
    finish: (code, seconds) =>
      inserted(code, /^(\$response = \$client->request\(.*, \[)$/m, `$1${seconds === null ? '' : `\n  'timeout' => ${seconds},`}\n  'http_errors' => false,`, 'php', 'the request options'),
    idempotencyKey: [`'${IDEMPOTENCY_KEY}'`, '$idempotencyKey', "$idempotencyKey = vsprintf('%s%s-%s-%s-%s-%s%s%s', str_split(bin2hex(random_bytes(16)), 4));"],
    wrap: (code, _key, notes, keyLine) =>
      code.replace(/^<\?php\n/, `<?php\n// PHP 8 with Guzzle (composer require guzzlehttp/guzzle).${notes.map((note) => `\n// ${note}`).join('')}\nrequire 'vendor/autoload.php';\n${keyLine === null ? '' : `\n${keyLine}\n`}`),
  },
  java: {
    target: 'java',
    client: 'nethttp',
    apiKey: [`"${API_KEY}"`, `System.getenv("${API_KEY_VARIABLE}")`],
    idempotencyKey: [`"${IDEMPOTENCY_KEY}"`, 'idempotencyKey', 'String idempotencyKey = UUID.randomUUID().toString();'],
    // Java prints the status and body as they came already.
    finish: (code, seconds) => (seconds === null ? code : inserted(code, /^(\s*)(\.uri\(.*\))$/m, `$1$2\n$1.timeout(Duration.ofSeconds(${seconds}))`, 'java', 'the timeout')),
    wrap: (code, key, notes, keyLine) =>
      [
        '// Java 11 or newer: java Main.java',
        ...notes.map((note) => `// ${note}`),
        'import java.net.URI;',
        'import java.net.http.HttpClient;',
        'import java.net.http.HttpRequest;',
        'import java.net.http.HttpResponse;',
        ...(code.includes('Duration.') ? ['import java.time.Duration;'] : []),
        ...(key === 'minted' ? ['import java.util.UUID;'] : []),
        '',
        'public class Main {',
        '  public static void main(String[] args) throws Exception {',
        ...(keyLine === null ? [] : [`    ${keyLine}`]),
        indent(code, 4),
        '  }',
        '}',
      ].join('\n'),
  },
};

function harOf(view: EndpointView, idempotent: boolean): HarRequest {
  const body = view.exampleBody === null ? null : JSON.stringify(view.exampleBody);
  return {
    method: view.method,
    url: concreteUrl(view),
    httpVersion: 'HTTP/1.1',
    headers: [
      { name: 'X-Api-Key', value: API_KEY },
      ...(idempotent ? [{ name: IDEMPOTENCY_HEADER, value: IDEMPOTENCY_KEY }] : []),
      ...(body ? [{ name: 'Content-Type', value: 'application/json' }] : []),
    ],
    queryString: [],
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    postData: body ? { mimeType: 'application/json', text: body } : { mimeType: '' },
  };
}

function replaceAll(code: string, [literal, expression]: [string, string], language: SnippetLanguage, label: string): string {
  if (!code.includes(literal)) throw new Error(`httpsnippet's ${language} sample for ${label} does not write the placeholder as ${literal}: lib/openapi/snippets.ts must learn its new output`);
  return code.split(literal).join(expression);
}

/** The request of `view` in one of httpsnippet's languages, ready to run with PAYMORA_API_KEY set. */
export function snippetSample(view: EndpointView, language: SnippetLanguage): string {
  const spec = specs[language];
  const { idempotent } = view;
  const output = new HTTPSnippet(harOf(view, idempotent)).convert(spec.target, spec.client, { indent: '  ' });
  const code = Array.isArray(output) ? output[0] : output;
  if (typeof code !== 'string') throw new Error(`httpsnippet has no ${spec.target} ${spec.client} client`);
  let out = replaceAll(code, spec.apiKey, language, view.operationId);
  const derived = view.exampleIdempotencyKey;
  const [literal, variable, mint] = spec.idempotencyKey;
  if (idempotent && derived !== null) out = replaceAll(out, [IDEMPOTENCY_KEY, derived], language, view.operationId);
  else if (idempotent) out = replaceAll(out, [literal, variable], language, view.operationId);
  const key: KeyKind = !idempotent ? 'none' : derived === null ? 'minted' : 'derived';
  out = spec.finish(out, view.clientTimeoutSeconds);
  const note = keyNote(view);
  out = spec.wrap(out.trimEnd(), key, [note === null ? null : `Idempotency-Key: ${note}`, exampleValuesNote(view)].filter((line) => line !== null), key === 'minted' ? mint : null);
  if (out.includes('PAYMORA_PLACEHOLDER_')) throw new Error(`The ${language} sample of ${view.operationId} still holds a placeholder: lib/openapi/snippets.ts`);
  return out;
}

export const snippetLanguages: readonly SnippetLanguage[] = ['python', 'php', 'java'];

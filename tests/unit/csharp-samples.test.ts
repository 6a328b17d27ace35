/**
 * C# samples parsed with tree-sitter's C# grammar (lib/samples/csharp-syntax.ts): fixtures prove that valid
 * fragments of every shape pass and that real syntax errors fail with their line; then every C# sample of
 * the site (pages, content/samples/, the ones lib/openapi/samples.ts writes) must parse.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadApi } from '../../lib/openapi/document';
import { csharpChecker, csharpSampleErrors, type CSharpChecker } from '../../lib/samples/csharp-syntax';
import { allSamples, mdxWithoutFrontMatter, pageSamples } from '../../lib/samples/samples';
import { CONTENT_FOLDER, contentFile } from '../../lib/build/folders';

const root = path.resolve(import.meta.dirname, '../..');
let check: CSharpChecker;

beforeAll(async () => {
  check = await csharpChecker();
});

const lines = (...l: string[]) => l.join('\n');

describe('C# syntax check: valid fragments', () => {
  const valid: Record<string, { code: string; reading: 'program' | 'members' }> = {
    'statements only': { code: lines('var http = new HttpClient();', 'var response = await http.GetAsync("https://api.sandbox.paymora.example/v1/checkouts/chk_1");', 'Console.WriteLine(response.StatusCode);'), reading: 'program' },
    'a whole Program.cs with usings, statements, a local function and a type after them': {
      code: lines('using System.Text;', '', 'Console.WriteLine(Twice(2));', 'static int Twice(int x) => x * 2;', '', 'public record Order(string Reference, long Amount);'),
      reading: 'program',
    },
    'type declarations only, in a namespace': { code: lines('namespace Acme.Shop;', '', 'public sealed class PaymoraOptions', '{', '    public string ApiKey { get; init; } = "";', '}'), reading: 'program' },
    'class members: a field, a property, a constructor and an async method': {
      code: lines(
        'private readonly HttpClient _http;',
        'public string MerchantAccount { get; set; } = "AcmeShopEUR";',
        'public PaymoraClient(HttpClient http) => _http = http;',
        '',
        '[HttpPost("/checkout")]',
        'public async Task<IActionResult> Create()',
        '{',
        '    var response = await _http.PostAsync("checkouts", null);',
        '    return Ok();',
        '}',
      ),
      reading: 'members',
    },
    'members after a comment (non-ASCII: positions are characters) and using directives': { code: lines('// "19.99" in EUR → 1999 …', 'using System.Net.Http.Json;', '', 'public Task<JsonElement> Get(string id) => _http.GetFromJsonAsync<JsonElement>($"payments/{id}");'), reading: 'members' },
    'modern syntax: raw strings, patterns, switch expressions, target-typed new': {
      code: lines(
        'var json = """',
        '{ "amount": { "value": 2500, "currency": "EUR" } }',
        '""";',
        "if (c is not ((>= '0' and <= '9') or (>= 'a' and <= 'f'))) return;",
        'var label = status switch { "authorised" => "paid", _ => "open" };',
        'HttpClient client = new() { Timeout = TimeSpan.FromSeconds(30) };',
      ),
      reading: 'program',
    },
  };
  for (const [name, { code, reading }] of Object.entries(valid)) {
    it(`accepts ${name}`, () => {
      expect(check(code)).toEqual({ reading, problems: [] });
    });
  }
});

describe('C# syntax check: real errors, with their line', () => {
  const first = (code: string) => {
    const result = check(code);
    expect(result.reading).toBeNull();
    const [problem] = result.problems;
    if (!problem) throw new Error('no problem reported');
    return problem;
  };

  it('a missing semicolon', () => {
    expect(first(lines('var http = new HttpClient();', 'http.DefaultRequestHeaders.Add("X-Api-Key", key)', 'var r = await http.GetAsync("x");'))).toMatchObject({ line: 2, message: "syntax error: missing ';'" });
    // Tree-sitter notices some missing semicolons only at the next line's first token; the message names the line.
    expect(first(lines('var x = 1;', 'var http = new HttpClient() // the client', 'Console.WriteLine(http);'))).toEqual({ line: 3, column: 1, message: "syntax error: unexpected 'Console'", semicolonLine: 2 });
    // After an object initializer's '}' too; the hint is given as a line of the file.
    const initializer = lines('var request = new HttpRequestMessage(HttpMethod.Post, "https://api.sandbox.paymora.example/v1/payments/details")', '{', '    Content = new StringContent("""', '{ "paymentId": "pay_4Hs8Lq2Zr" }', '""", Encoding.UTF8, "application/json")', '}', 'request.Headers.Add("Idempotency-Key", Guid.NewGuid().ToString());');
    expect(csharpSampleErrors([{ file: 'content/docs/p.mdx', line: 40, code: initializer }], check)).toEqual([
      "content/docs/p.mdx:46:1: C# sample: syntax error: unexpected 'request' (is a ';' missing at the end of line 45?)",
    ]);
    expect(first(lines('var request = new HttpRequestMessage(HttpMethod.Get, "x")', '{', '    Version = HttpVersion.Version20', '}', 'var response = await http.SendAsync(request);'))).toEqual({ line: 4, column: 2, message: "syntax error: missing ';'" });
  });

  it('a missing semicolon in class members, reported as members', () => {
    const problem = first(lines('public string Name { get; set; }', '', 'public void Send()', '{', '    Console.WriteLine(Name)', '}'));
    expect(problem).toMatchObject({ line: 5, message: expect.stringMatching(/^syntax error: .*\(read as class members\)$/) });
  });

  it('an unbalanced brace: one too many, one missing', () => {
    // Which of two '}' is the extra one is tree-sitter's guess: the one it names is on line 4 or 5.
    expect(first(lines('if (ok)', '{', '    Console.WriteLine("ok");', '}', '}'))).toMatchObject({ line: 4, message: "syntax error: unexpected '}'" });
    expect(first(lines('var a = 1;', 'if (ok)', '{', '    Console.WriteLine("ok");', '}}', 'var x = 1;'))).toMatchObject({ line: 5, column: 2, message: "syntax error: unexpected '}'" });
    expect(first(lines('app.MapGet("/x", () =>', '{', '    return Results.Ok();', ');', 'app.Run();'))).toMatchObject({ line: 3, message: "syntax error: missing '}'" });
    expect(first(lines('public void Send()', '{', '    Console.WriteLine("x");'))).toMatchObject({ line: 3, message: "syntax error: a '{' is never closed (read as class members)" });
  });

  it('a top-level statement after a type declaration (CS8803)', () => {
    const problem = first(lines('using System;', '', 'Console.WriteLine("start");', '', 'public static class Greeter', '{', '    public static string Hello() => "hi";', '}', '', 'app.Run();'));
    expect(problem.line).toBe(10);
    expect(problem.message).toMatch(/a top-level statement after a class declaration \(line 5\).*CS8803/);
    expect(first(lines('namespace Acme;', 'Console.WriteLine(1);'))).toMatchObject({ line: 2, message: expect.stringMatching(/CS8803/) });
  });

  it('a using directive after code (CS1529)', () => {
    expect(first(lines('var x = 1;', 'using System.Text;'))).toMatchObject({ line: 2, message: expect.stringMatching(/CS1529/) });
  });

  it('var on a field, a using inside members', () => {
    expect(first(lines('public int Count { get; }', 'private var _items = new List<int>();'))).toMatchObject({ line: 2, message: expect.stringMatching(/CS0825/) });
    expect(first(lines('using System;', 'public int Count { get; }', 'using System.Text;'))).toMatchObject({ line: 3 });
  });

  it('a raw string closed too early by JSON that contains three quotes', () => {
    expect(first(lines('var body = """', '{ "note": """ }', '""";'))).toBeDefined();
  });

  it('a stray token, a wrong keyword, an unclosed string', () => {
    expect(first('var x = 1 +;')).toBeDefined();
    expect(first('foreach (var link in links) Console.WriteLine(link)')).toBeDefined();
    expect(first('Console.WriteLine("never closed);')).toBeDefined();
  });
});

describe('C# sample errors name the file and the line', () => {
  it('gives the MDX line of the problem, front matter and fence counted', () => {
    const mdx = lines('---', 'title: T', 'description: D', '---', '', '<CodeTabs>', '', '```csharp', 'var http = new HttpClient();', 'http.Send()', '```', '', '</CodeTabs>', '');
    const samples = pageSamples('content/docs/x.mdx', mdxWithoutFrontMatter(mdx), 'csharp');
    expect(samples).toEqual([{ file: 'content/docs/x.mdx', line: 9, code: 'var http = new HttpClient();\nhttp.Send()' }]);
    expect(csharpSampleErrors(samples, check)).toEqual(["content/docs/x.mdx:10:12: C# sample: syntax error: missing ';'"]);
  });

  it('names the operation and example of a generated sample', () => {
    const errors = csharpSampleErrors([{ file: 'lib/openapi/samples.ts', line: 1, code: 'var x = 1', label: 'createPayment example="token"' }], check);
    expect(errors).toEqual(['lib/openapi/samples.ts: the C# sample it writes for createPayment example="token" (content/api/openapi.yaml), line 1, column 10: syntax error: missing \';\'']);
  });
});

describe('every C# sample of the site', () => {
  it('parses: fenced blocks of the pages, content/samples/*.cs, and each generated request sample', async () => {
    const samples = allSamples(path.join(root, CONTENT_FOLDER), 'csharp', await loadApi());
    const counts = {
      blocks: samples.filter((s) => s.file.endsWith('.mdx')).length,
      files: samples.filter((s) => s.file.endsWith('.cs')).length,
      generated: samples.filter((s) => s.label).length,
    };
    expect(counts.blocks).toBeGreaterThanOrEqual(10);
    expect(counts.files).toBeGreaterThanOrEqual(1);
    expect(counts.generated).toBeGreaterThanOrEqual(17);
    expect(csharpSampleErrors(samples, check)).toEqual([]);
  });
});

/**
 * The C# webhook sample cannot run here (no .NET SDK), so its structure is held instead: the live check sits in
 * HandleEvent, which both the HTTP route and the recovery from GET /events call, as in the Node.js sample.
 */
describe('the C# webhook sample', () => {
  const sample = readFileSync(path.join(root, contentFile('samples/webhooks/verify-signature.cs')), 'utf8');
  /** The text from `start` to the first line after it that is exactly `end`. */
  const block = (start: string, end: string) => {
    const from = sample.indexOf(start);
    expect(from, start).toBeGreaterThanOrEqual(0);
    const to = sample.indexOf(`\n${end}\n`, from);
    expect(to, `${start} … ${end}`).toBeGreaterThan(from);
    return sample.slice(from, to);
  };

  it('checks live in HandleEvent, which the route calls after its signature and age checks, not in the route', () => {
    expect(block('void HandleEvent(', '}')).toMatch(/if \(liveEndpoint && /);
    const route = block('app.MapPost("/webhooks/paymora"', '});');
    expect(route).not.toMatch(/liveEndpoint/);
    expect(route).toMatch(/HandleEvent\(eventId, root\.Clone\(\)\)/);
  });

  it("recovers with RecoverMissedEvents, the Node.js sample's recoverMissedEvents: the same query and cursor rules, each item to HandleEvent", () => {
    const recover = block('async Task RecoverMissedEvents(string createdAfter, string? deliveryStatus = null, bool onlyEndpoint = false)', '}');
    expect(recover).toContain('var apiBase = liveEndpoint ? "https://api.paymora.example/v1/" : "https://api.sandbox.paymora.example/v1/";');
    expect(recover).toContain('Environment.GetEnvironmentVariable("PAYMORA_MERCHANT_ACCOUNTS")');
    expect(recover).toContain('foreach (var merchantAccount in merchantAccounts)');
    expect(recover).toContain('$"events?merchantAccount={Uri.EscapeDataString(merchantAccount)}&createdAfter={Uri.EscapeDataString(createdAfter)}&limit=100"');
    // deliveryStatus narrows the list only for the only endpoint of its environment, as in the Node.js sample.
    expect(recover).toContain('if (deliveryStatus is not null && onlyEndpoint)');
    expect(recover).toContain('query += $"&cursor={Uri.EscapeDataString(cursor)}"');
    expect(recover).toMatch(/foreach \(var item in page\.RootElement\.GetProperty\("items"\)\.EnumerateArray\(\)\)\s*\{\s*HandleEvent\(/);
    expect(recover).toContain('} while (cursor is not null);');
    // A missing or unreadable createdAfter fails before any request, naming the argument; `recover` alone reaches it too.
    expect(recover).toContain('if (!DateTimeOffset.TryParse(createdAfter, CultureInfo.InvariantCulture, DateTimeStyles.None, out _))');
    expect(recover).toContain('nameof(createdAfter)');
    expect(sample).toContain('if (args.Length >= 1 && args[0] == "recover")');
    expect(sample).toMatch(/await RecoverMissedEvents\(args\.Length >= 2 \? args\[1\] : ""/);
  });
});

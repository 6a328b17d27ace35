/**
 * C# samples checked against the .NET API (tests/support/csharp-api.ts): the reflection metadata of .NET 10,
 * ASP.NET Core and Microsoft.Extensions from the @tsonic packages, since no .NET SDK installs here. Fixtures
 * prove it catches a misspelt type or member and a missing using, and follows HttpClient's calls through
 * await, extension methods and base types; then every C# sample of the site must resolve.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadApi } from '../../lib/openapi/document';
import { csharpApiChecker, type ApiCheckResult } from '../support/csharp-api';
import { allSamples } from '../../lib/samples/samples';
import { CONTENT_FOLDER } from '../../lib/build/folders';

const root = path.resolve(import.meta.dirname, '../..');
let check: (code: string) => ApiCheckResult;

beforeAll(async () => {
  check = await csharpApiChecker();
});

const lines = (...l: string[]) => l.join('\n');
const messages = (code: string) => check(code).problems.map((p) => `${p.line}:${p.column} ${p.message}`);

describe('C# API check', () => {
  it('follows an HttpClient call through await, base types, headers and System.Net.Http.Json extensions', () => {
    const result = check(
      lines(
        'using System.Net.Http.Json;',
        'using System.Text.Json;',
        'var http = new HttpClient { BaseAddress = new Uri("https://api.sandbox.paymora.example/v1/"), Timeout = TimeSpan.FromSeconds(30) };',
        'http.DefaultRequestHeaders.Add("X-Api-Key", Environment.GetEnvironmentVariable("PAYMORA_API_KEY"));',
        'var request = new HttpRequestMessage(HttpMethod.Post, "checkouts") { Content = JsonContent.Create(new { reference = "order-10293" }) };',
        'request.Headers.Add("Idempotency-Key", Guid.NewGuid().ToString());',
        'var response = await http.SendAsync(request);',
        'if (!response.IsSuccessStatusCode) return;',
        'var checkout = await response.Content.ReadFromJsonAsync<JsonElement>();',
        'Console.WriteLine(checkout.GetProperty("url").GetString());',
      ),
    );
    expect(result.problems).toEqual([]);
    // HttpClient, BaseAddress, Uri, Timeout, TimeSpan.FromSeconds, DefaultRequestHeaders, Add, Environment…, HttpRequestMessage, HttpMethod.Post, …
    expect(result.resolved).toBeGreaterThanOrEqual(20);
  });

  const wrong: [string, string, string][] = [
    ['a misspelt static member', 'var m = HttpMethod.Pots;', '1:20 C# API: System.Net.Http.HttpMethod has no static member Pots'],
    ['a misspelt type', 'var http = new HttpClinet();', '1:16 C# API: no type HttpClinet in the namespaces in scope (the implicit usings of an ASP.NET Core app)'],
    ['a missing using', 'var bytes = Encoding.UTF8.GetBytes("x");', '1:13 C# API: no type Encoding in the namespaces in scope (the implicit usings of an ASP.NET Core app)'],
    ['a misspelt method', lines('var http = new HttpClient();', 'var r = await http.SendAsnyc(new HttpRequestMessage());'), '2:20 C# API: System.Net.Http.HttpClient has no method SendAsnyc (nor an extension method of that name in scope)'],
    ['a member of an awaited result', lines('var http = new HttpClient();', 'var response = await http.SendAsync(new HttpRequestMessage());', 'if (response.IsSuccess) { }'), '3:14 C# API: System.Net.Http.HttpResponseMessage has no member IsSuccess'],
    ['an initializer member', 'var http = new HttpClient { BaseAdress = new Uri("https://x.example/") };', '1:29 C# API: System.Net.Http.HttpClient has no member BaseAdress to set'],
    ['an inherited method of a header collection', lines('var http = new HttpClient();', 'http.DefaultRequestHeaders.Ad("X-Api-Key", "k");'), '2:28 C# API: System.Net.Http.Headers.HttpRequestHeaders has no method Ad (nor an extension method of that name in scope)'],
    ['an extension method', lines('using System.Text.Json;', 'var http = new HttpClient();', 'var page = await http.GetFromJsonAsync<JsonElement>("x");', 'foreach (var link in page.GetProperty("items").EnumerateAray()) { }'), '4:48 C# API: System.Text.Json.JsonElement has no method EnumerateAray (nor an extension method of that name in scope)'],
    ['ASP.NET Core minimal API calls', lines('var builder = WebApplication.CreateBuilder(args);', 'var app = builder.Build();', 'app.MapGett("/x", () => Results.Redirec("/y"));'), '3:5 C# API: Microsoft.AspNetCore.Builder.WebApplication has no method MapGett (nor an extension method of that name in scope)'],
  ];
  for (const [name, code, message] of wrong) {
    it(`reports ${name}`, () => {
      expect(messages(code)[0]).toBe(message);
    });
  }

  it('skips what it cannot type instead of guessing: untyped lambda parameters, out variables, names from another sample', () => {
    expect(messages(lines('builder.Services.AddHttpClient("paymora", client => client.Whatever = 1);', 'if (dict.TryGetValue("k", out var v)) v.Anything();', 'app.MapGet("/x", () => 1);'))).toEqual([]);
  });
});

describe('every C# sample of the site', () => {
  it('resolves against the .NET API: fenced blocks, content/samples/*.cs, generated request samples', async () => {
    const samples = allSamples(path.join(root, CONTENT_FOLDER), 'csharp', await loadApi());
    const results = new Map<string, ApiCheckResult>();
    for (const sample of samples) if (!results.has(sample.code)) results.set(sample.code, check(sample.code));
    const problems = samples.flatMap((s) => (results.get(s.code)?.problems ?? []).map((p) => `${s.file}:${s.line + p.line - 1}${s.label ? ` (${s.label})` : ''}: ${p.message}`));
    expect(problems).toEqual([]);
    const handWritten = samples.filter((s) => !s.label).reduce((n, s) => n + (results.get(s.code)?.resolved ?? 0), 0);
    expect(handWritten).toBeGreaterThan(250);
  });
});

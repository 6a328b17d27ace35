// Program.cs of an ASP.NET Core app (.NET 8, Microsoft.NET.Sdk.Web): the webhook endpoint, then the signature check.
using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.IO;
using System.Net.Http;
using System.Security.Cryptography;
using System.Text;
using System.Text.Json;
using System.Text.RegularExpressions;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;

var app = WebApplication.CreateBuilder(args).Build();
// The endpoint's secret keys, comma-separated: one key, and during a rotation the new key and the old one.
var secrets = (Environment.GetEnvironmentVariable("PAYMORA_WEBHOOK_SECRETS") ?? "")
    .Split(',', StringSplitOptions.TrimEntries | StringSplitOptions.RemoveEmptyEntries);
// PAYMORA_LIVE=true on your live endpoint. The portal's test messages reach a live endpoint too, signed with its
// live key but marked "live": false: such a message is acknowledged and logged, never queued or booked.
var liveEndpoint = Environment.GetEnvironmentVariable("PAYMORA_LIVE") == "true";
// The ids of the events already handled. A dictionary in memory shows the check; in production use a table with a
// unique key on the event id, shared by every instance, and keep each id as long as Paymora keeps events (30 days
// after its createdAt): a resend can deliver an event again until then, with a new delivery signature.
var processedEvents = new ConcurrentDictionary<string, bool>();
// Copied into production as it is, that dictionary would let a message sent again after a restart, or to a second
// instance, be booked again: stop at start-up instead, until your table replaces it. ASP.NET Core counts an unset
// ASPNETCORE_ENVIRONMENT as Production: dotnet run takes Development from launchSettings.json, and elsewhere set
// ASPNETCORE_ENVIRONMENT=Development to try the sample.
if (app.Environment.IsProduction())
{
    throw new InvalidOperationException("processedEvents is a dictionary in memory: replace it with your table of handled event ids (a unique key on the id, shared by every instance) before this endpoint runs in production.");
}
// A message is at most 256 KB: a longer body is no Paymora message, and reading it whole would let anyone fill memory.
const int maxBodyBytes = 256 * 1024;

// Read the raw body before anything parses it: the signature covers these exact bytes.
app.MapPost("/webhooks/paymora", async (HttpRequest request) =>
{
    // Content-Length can be absent (a chunked body), so the cap is also held while reading: answer 413 past it.
    if (request.ContentLength > maxBodyBytes)
    {
        return Results.StatusCode(StatusCodes.Status413PayloadTooLarge);
    }
    using var buffer = new MemoryStream();
    var chunk = new byte[16 * 1024];
    int read;
    while ((read = await request.Body.ReadAsync(chunk)) > 0)
    {
        if (buffer.Length + read > maxBodyBytes)
        {
            return Results.StatusCode(StatusCodes.Status413PayloadTooLarge);
        }
        buffer.Write(chunk, 0, read);
    }
    var rawBody = buffer.ToArray();
    if (!PaymoraWebhook.VerifySignature(rawBody, request.Headers["Paymora-Signature"], secrets))
    {
        return Results.Unauthorized();
    }
    // The delivery check refuses a recorded message sent again: its t is too old. Events fetched from GET /events
    // come from Paymora over HTTPS and go to HandleEvent directly.
    if (!PaymoraWebhook.VerifyDelivery(rawBody, request.Headers["Paymora-Delivery-Signature"], secrets, DateTimeOffset.UtcNow))
    {
        return Results.Unauthorized();
    }
    // A signed body that is not JSON, or not an object with a string id, is no Paymora message: answer 400, never
    // throw. Paymora retries a 400 like any answer but 2xx, until its retries end; such a message fails every retry the
    // same way, and the portal lists each attempt with its 400, which tells it apart from the 500 of an endpoint that
    // is down. Parse throws JsonException on bytes that are not JSON; GetString throws on a value that is not a string.
    using var message = TryParseJson(rawBody);
    if (message is null)
    {
        return Results.BadRequest();
    }
    var root = message.RootElement;
    if (root.ValueKind != JsonValueKind.Object
        || !root.TryGetProperty("id", out var idElement) || idElement.ValueKind != JsonValueKind.String || idElement.GetString() is not string eventId)
    {
        return Results.BadRequest();
    }
    HandleEvent(eventId, root.Clone());
    // Answer fast; the work happens after the response. A repeat and a test message are acknowledged too, so that
    // Paymora stops.
    return Results.Ok();
});

// Every event enters here, whichever way it came: a delivery after the signature and delivery checks, or an event
// fetched from GET /events by RecoverMissedEvents below. The live check is here, not in the route, so that both ways
// pass it: on a live endpoint a message marked "live": false is logged and acted on in no way, however it arrived.
// A retry, a replay or an event fetched after it was delivered is not acted on again. Record the id and queue the
// event as one step (one database transaction in production). If queueing fails, forget the id again: the endpoint
// answers 500, and Paymora's retry is then processed, not taken for a repeat.
void HandleEvent(string eventId, JsonElement message)
{
    if (liveEndpoint && !(message.TryGetProperty("live", out var liveElement) && liveElement.ValueKind == JsonValueKind.True))
    {
        Console.WriteLine($"test message {eventId} acknowledged, not processed");
        return;
    }
    if (!processedEvents.TryAdd(eventId, true))
    {
        return;
    }
    try
    {
        QueueForProcessing(message);
    }
    catch
    {
        processedEvents.TryRemove(eventId, out _);
        throw;
    }
}

// Fetch the events your endpoint missed and hand each to HandleEvent, oldest first: every event since createdAfter
// (for example "2026-11-02T10:00:00Z"), a little before the createdAt of the last event you processed; HandleEvent
// skips those you have. The API key belongs to the endpoint's environment, and PAYMORA_LIVE picks the API of that
// environment, as it picks the live check. PAYMORA_MERCHANT_ACCOUNTS lists the merchant accounts the endpoint serves,
// comma-separated, as chosen for it under Developers › Webhooks: a key can use more accounts than the endpoint serves,
// and the list asks for one account at a time, so that recovery never handles another account's events.
// deliveryStatus ("failed" after an outage longer than Paymora's retries, "retrying" for the ones still being retried,
// for example after you removed a leaked key their retries are signed with) narrows the list only when this is the
// only endpoint of its environment (onlyEndpoint: true). The status is the event's across all its endpoints: with a
// second one, an event this endpoint missed shows "retrying" while the other's retries go on, for up to 3 days, so a
// filter on "failed" would skip it. With several endpoints, fetch everything since createdAfter.
async Task RecoverMissedEvents(string createdAfter, string? deliveryStatus = null, bool onlyEndpoint = false)
{
    // Fail here, naming the argument, rather than send a time that GET /events refuses with a 400 validation_error.
    if (!DateTimeOffset.TryParse(createdAfter, CultureInfo.InvariantCulture, DateTimeStyles.None, out _))
    {
        throw new ArgumentException($"createdAfter is missing or not a time (\"{createdAfter}\"): pass a little before the createdAt of the last event you processed, for example 2026-11-02T10:00:00Z.", nameof(createdAfter));
    }
    var merchantAccounts = (Environment.GetEnvironmentVariable("PAYMORA_MERCHANT_ACCOUNTS") ?? "")
        .Split(',', StringSplitOptions.TrimEntries | StringSplitOptions.RemoveEmptyEntries);
    // Without an account, the list would hold the events of every account the key may use.
    if (merchantAccounts.Length == 0)
    {
        throw new InvalidOperationException("PAYMORA_MERCHANT_ACCOUNTS is not set: list the merchant accounts this endpoint serves, comma-separated.");
    }
    var apiKey = Environment.GetEnvironmentVariable("PAYMORA_API_KEY");
    if (string.IsNullOrEmpty(apiKey))
    {
        throw new InvalidOperationException("PAYMORA_API_KEY is not set: use the API key of the endpoint's environment (sandbox or live).");
    }
    var apiBase = liveEndpoint ? "https://api.paymora.example/v1/" : "https://api.sandbox.paymora.example/v1/";
    // The client timeout of a GET in the time limits.
    using var http = new HttpClient { BaseAddress = new Uri(apiBase), Timeout = TimeSpan.FromSeconds(10) };
    http.DefaultRequestHeaders.Add("X-Api-Key", apiKey);
    foreach (var merchantAccount in merchantAccounts)
    {
        string? cursor = null;
        do
        {
            var query = $"events?merchantAccount={Uri.EscapeDataString(merchantAccount)}&createdAfter={Uri.EscapeDataString(createdAfter)}&limit=100";
            if (deliveryStatus is not null && onlyEndpoint)
            {
                query += $"&deliveryStatus={Uri.EscapeDataString(deliveryStatus)}";
            }
            if (cursor is not null)
            {
                query += $"&cursor={Uri.EscapeDataString(cursor)}";
            }
            using var page = JsonDocument.Parse(await GetEventsPage(http, query));
            // Each item is the message as it was sent (id, type, createdAt, live, data), plus deliveryStatus.
            foreach (var item in page.RootElement.GetProperty("items").EnumerateArray())
            {
                HandleEvent(item.GetProperty("id").GetString() ?? "", item.Clone());
            }
            cursor = page.RootElement.TryGetProperty("nextCursor", out var next) && next.ValueKind == JsonValueKind.String ? next.GetString() : null;
        } while (cursor is not null);
    }
}

// One page of GET /events, with the backoff of /resources/http-status-codes#retry-with-backoff: a timeout, a network
// error, a 429 or a 5xx is tried again, up to 4 tries, after 2, 4 and 8 seconds plus up to 1 s of jitter, and at least
// the Retry-After of a 429. Any other answer stops the recovery at once, naming it. A GET changes nothing, so a retry
// is safe, and a recovery that stopped can run again from the same createdAfter: HandleEvent skips the ids it has.
static async Task<string> GetEventsPage(HttpClient http, string query)
{
    for (var attempt = 1; attempt <= 4; attempt++)
    {
        HttpResponseMessage? response = null;
        try
        {
            response = await http.GetAsync(query);
            var body = await response.Content.ReadAsStringAsync();
            if (response.IsSuccessStatusCode)
            {
                return body;
            }
            var status = (int)response.StatusCode;
            if (status != 429 && status < 500)
            {
                throw new InvalidOperationException($"GET /events answered {status}: {body}");
            }
            if (attempt == 4)
            {
                throw new InvalidOperationException($"GET /events failed 4 times, last with {status}: run the recovery again later from the same createdAfter.");
            }
        }
        catch (Exception error) when (error is HttpRequestException or TaskCanceledException && attempt < 4)
        {
            // A timeout or a network error: try again.
        }
        var retryAfter = response?.Headers.RetryAfter?.Delta ?? TimeSpan.Zero;
        response?.Dispose();
        var backoff = TimeSpan.FromSeconds(Math.Pow(2, attempt) + Random.Shared.NextDouble());
        await Task.Delay(retryAfter > backoff ? retryAfter : backoff);
    }
    throw new InvalidOperationException("GET /events failed 4 times: run the recovery again later from the same createdAfter.");
}

// Recovery is a command of the same app, so that it goes through the same HandleEvent (and, in production, the same
// table of handled ids): dotnet run -- recover 2026-11-02T10:00:00Z, or with failed only-endpoint after it. Without the
// time, RecoverMissedEvents refuses to start and says so, rather than the app starting as a server.
if (args.Length >= 1 && args[0] == "recover")
{
    await RecoverMissedEvents(args.Length >= 2 ? args[1] : "", args.Length >= 3 ? args[2] : null, args.Length >= 4 && args[3] == "only-endpoint");
    return;
}

// Without a key no message can be checked: the endpoint does not start, rather than fail every delivery. The recovery
// above needs none: it reads events with the API key.
if (secrets.Length == 0)
{
    throw new InvalidOperationException("PAYMORA_WEBHOOK_SECRETS is not set: copy the secret key of this endpoint from the merchant portal (Developers › Webhooks); during a rotation, list the new and the old key, comma-separated.");
}
app.Run();

// The message as JSON, or null for bytes that are not JSON (JsonDocument.Parse throws JsonException on them).
static JsonDocument? TryParseJson(byte[] body)
{
    try
    {
        return JsonDocument.Parse(body);
    }
    catch (JsonException)
    {
        return null;
    }
}

// Hand the event to your queue or background worker; the sample only logs it. Clone keeps the event readable
// after the request's JsonDocument is disposed. The worker handles a payment event in the two parts of
// "Apply events in order" on the payment lifecycle page (/payment-gateway/payment-lifecycle): the stored status and
// amounts only from a higher data.changeNumber, the event's own facts always, once each by the event's id: money
// booked only from payment.captured and payment.refunded (data.modification.amount, under its modificationId and the
// event type: a reversal's events share one modificationId), a *_failed event's modification recorded as failed
// with nothing booked, and threeDSecure, tokenId and expectedCollectionDate of a payment.authorised when not stored yet.
static void QueueForProcessing(JsonElement message)
{
    // TryGetProperty: a message without a string type is still logged, not thrown as a 500.
    var type = message.TryGetProperty("type", out var typeElement) && typeElement.ValueKind == JsonValueKind.String ? typeElement.GetString() : "(no type)";
    Console.WriteLine($"received {type} {message.GetProperty("id").GetString()}");
}

public static class PaymoraWebhook
{
    // The signature is the lower-case hex HMAC-SHA256 of the raw request body, keyed with the webhook's secret.
    public static string ComputeSignature(byte[] rawBody, string secret)
    {
        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(secret));
        return Convert.ToHexString(hmac.ComputeHash(rawBody)).ToLowerInvariant();
    }

    // secrets: every key the endpoint accepts now; a message is genuine when its signature matches any of them.
    public static bool VerifySignature(byte[] rawBody, string? signatureHeader, IEnumerable<string> secrets)
    {
        // Exactly 64 lower-case hex digits, as Paymora sends it; anything else is rejected,
        // like the Node.js sample (Convert.FromHexString alone would also accept upper case).
        if (signatureHeader is null || signatureHeader.Length != 64)
        {
            return false;
        }
        foreach (var c in signatureHeader)
        {
            if (c is not ((>= '0' and <= '9') or (>= 'a' and <= 'f')))
            {
                return false;
            }
        }
        var received = Convert.FromHexString(signatureHeader);
        // FixedTimeEquals takes as long whatever the bytes are, so the comparison leaks nothing; every key is
        // checked, so the time taken does not tell which one matched either.
        var matched = false;
        foreach (var secret in secrets)
        {
            var expected = Convert.FromHexString(ComputeSignature(rawBody, secret));
            matched |= CryptographicOperations.FixedTimeEquals(expected, received);
        }
        return matched;
    }

    // The delivery signature, in the Paymora-Delivery-Signature header: t=<Unix seconds when Paymora sent this
    // attempt>,v1=<lower-case hex HMAC-SHA256 of t, a dot and the raw body>, keyed like the signature. Each attempt,
    // a retry or a resend included, carries a new t, so a genuine delivery is always fresh.
    public static string ComputeDeliverySignature(byte[] rawBody, string timestamp, string secret)
    {
        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(secret));
        var signed = Encoding.UTF8.GetBytes(timestamp + ".").Concat(rawBody).ToArray();
        return Convert.ToHexString(hmac.ComputeHash(signed)).ToLowerInvariant();
    }

    // How far t may be from your clock, either way: the time a delivery takes, and clocks that differ by a little.
    public static readonly TimeSpan DeliveryTolerance = TimeSpan.FromMinutes(5);

    // Checked after VerifySignature. now: your clock (a parameter, so that a test can give its own). The header is
    // name=value pairs, comma-separated: one t, and one or more v1. Other names are later signing versions: skip them,
    // so that a new one does not break you. A missing t, a t outside the tolerance, or no v1 that a key gives, is refused.
    public static bool VerifyDelivery(byte[] rawBody, string? deliveryHeader, IEnumerable<string> secrets, DateTimeOffset now)
    {
        if (deliveryHeader is null)
        {
            return false;
        }
        var pairs = deliveryHeader.Split(',', StringSplitOptions.TrimEntries).Select(pair => pair.Split('=', 2)).Where(pair => pair.Length == 2).ToList();
        var times = pairs.Where(pair => pair[0] == "t").Select(pair => pair[1]).ToList();
        // At most 10 digits: any such t is a time FromUnixTimeSeconds takes (a longer one would throw, a 500 not a 401).
        if (times.Count != 1 || !Regex.IsMatch(times[0], "^[0-9]{1,10}$"))
        {
            return false;
        }
        var sent = DateTimeOffset.FromUnixTimeSeconds(long.Parse(times[0], CultureInfo.InvariantCulture));
        if ((now - sent).Duration() > DeliveryTolerance)
        {
            return false;
        }
        var received = pairs.Where(pair => pair[0] == "v1" && Regex.IsMatch(pair[1], "^[0-9a-f]{64}$")).Select(pair => Convert.FromHexString(pair[1])).ToList();
        var matched = false;
        foreach (var secret in secrets)
        {
            var expected = Convert.FromHexString(ComputeDeliverySignature(rawBody, times[0], secret));
            foreach (var signature in received)
            {
                matched |= CryptographicOperations.FixedTimeEquals(expected, signature);
            }
        }
        return matched;
    }
}

// Program.cs of an ASP.NET Core app (.NET 8, Microsoft.NET.Sdk.Web): the webhook endpoint, then the signature check.
using System;
using System.Collections.Concurrent;
using System.IO;
using System.Security.Cryptography;
using System.Text;
using System.Text.Json;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;

var app = WebApplication.CreateBuilder(args).Build();
// Without the secret no message can be checked: stop at start-up rather than fail every delivery.
var secret = Environment.GetEnvironmentVariable("PAYMORA_WEBHOOK_SECRET")
    ?? throw new InvalidOperationException("PAYMORA_WEBHOOK_SECRET is not set: copy the secret key of this endpoint from the merchant portal (Developers › Webhooks).");
// Paymora retries a message for 3 days, so no genuine message is older than this: an older one is a replay.
var maxAge = TimeSpan.FromHours(3 * 24 + 1);
// The ids of the events already handled. A dictionary in memory shows the check; in production use a table with a
// unique key on the event id, shared by every instance, and keep each id at least as long as maxAge.
var processedEvents = new ConcurrentDictionary<string, bool>();

// Read the raw body before anything parses it: the signature covers these exact bytes.
app.MapPost("/webhooks/paymora", async (HttpRequest request) =>
{
    using var buffer = new MemoryStream();
    await request.Body.CopyToAsync(buffer);
    var rawBody = buffer.ToArray();
    if (!PaymoraWebhook.VerifySignature(rawBody, request.Headers["Paymora-Signature"], secret))
    {
        return Results.Unauthorized();
    }
    using var message = JsonDocument.Parse(rawBody);
    var root = message.RootElement;
    // A signed body without an id or a readable createdAt is no Paymora message: answer 400, never throw (a 500 is retried for days).
    if (!root.TryGetProperty("id", out var idElement) || idElement.GetString() is not string eventId
        || !root.TryGetProperty("createdAt", out var createdAtElement) || !createdAtElement.TryGetDateTimeOffset(out var createdAt))
    {
        return Results.BadRequest();
    }
    if (DateTimeOffset.UtcNow - createdAt > maxAge)
    {
        return Results.BadRequest();
    }
    // A retry or a replay of an event you have handled: acknowledge it, and do nothing again.
    if (!processedEvents.TryAdd(eventId, true))
    {
        return Results.Ok();
    }
    // Record the id in the same step that queues the event (one database transaction in production), then answer fast;
    // the work happens after the response.
    return Results.Ok();
});

app.Run();

public static class PaymoraWebhook
{
    // The signature is the lower-case hex HMAC-SHA256 of the raw request body, keyed with the webhook's secret.
    public static string ComputeSignature(byte[] rawBody, string secret)
    {
        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(secret));
        return Convert.ToHexString(hmac.ComputeHash(rawBody)).ToLowerInvariant();
    }

    public static bool VerifySignature(byte[] rawBody, string? signatureHeader, string secret)
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
        var expected = Convert.FromHexString(ComputeSignature(rawBody, secret));
        // FixedTimeEquals takes as long whatever the bytes are, so the comparison leaks nothing.
        return CryptographicOperations.FixedTimeEquals(expected, received);
    }
}

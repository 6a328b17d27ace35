// Program.cs of an ASP.NET Core app (.NET 8, Microsoft.NET.Sdk.Web): the webhook endpoint, then the signature check.
using System;
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
    var createdAt = message.RootElement.GetProperty("createdAt").GetDateTimeOffset();
    if (DateTimeOffset.UtcNow - createdAt > maxAge)
    {
        return Results.BadRequest();
    }
    // Answer fast; process the event after the response, once per event id.
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

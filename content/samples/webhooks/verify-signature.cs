using System.Security.Cryptography;
using System.Text;

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
        if (signatureHeader is null || signatureHeader.Length != 64)
        {
            return false;
        }
        byte[] received;
        try
        {
            received = Convert.FromHexString(signatureHeader);
        }
        catch (FormatException)
        {
            return false;
        }
        var expected = Convert.FromHexString(ComputeSignature(rawBody, secret));
        // FixedTimeEquals takes as long whatever the bytes are, so the comparison leaks nothing.
        return CryptographicOperations.FixedTimeEquals(expected, received);
    }
}

// ASP.NET Core minimal API: read the raw body before anything parses it.
// var app = WebApplication.CreateBuilder(args).Build();
// app.MapPost("/webhooks/paymora", async (HttpRequest request) =>
// {
//     using var buffer = new MemoryStream();
//     await request.Body.CopyToAsync(buffer);
//     var rawBody = buffer.ToArray();
//     var secret = Environment.GetEnvironmentVariable("PAYMORA_WEBHOOK_SECRET")!;
//     if (!PaymoraWebhook.VerifySignature(rawBody, request.Headers["Paymora-Signature"], secret))
//     {
//         return Results.Unauthorized();
//     }
//     var message = JsonDocument.Parse(rawBody);
//     // Answer fast; process the event after the response, once per event id.
//     return Results.Ok();
// });
// app.Run();

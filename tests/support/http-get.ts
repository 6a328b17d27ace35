/** One GET on loopback as a browser makes it, for tests of what a server answers: a gzipped body comes back decoded. */
import { request, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as text, gunzipped when the answer says `Content-Encoding: gzip`. */
  body: string;
}

/** Sends only the headers given: pass `Accept-Encoding` to be answered as a browser would be. */
export function httpGet(url: string, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString() });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

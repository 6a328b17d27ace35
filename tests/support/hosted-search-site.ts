/**
 * The built site as a build with a hosted search backend would serve it. The client code reads the
 * backend from each page's `<meta name="paymora:search-config">` (pages/_document.tsx), so two builds
 * that differ only in their search settings differ only in that tag and in the policy's connect-src:
 * this answers the export's pages with those two rewritten, and everything else as it is.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { searchOrigins, withSecurityMeta } from '@/lib/render/csp';
import { knownInlineScript } from '@/lib/render/known-inline-scripts';
import { SEARCH_CONFIG_META, type PublicSearchConfig } from '@/lib/search/public-config';
import { escapeHtml } from '@/lib/search/result-text';

const POLICY = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/><meta name="referrer" content="[^"]*"\/>/;
const CONFIG = new RegExp(`<meta name="${SEARCH_CONFIG_META}" content="[^"]*"/>`);

export interface HostedSearchSite {
  url: string;
  close: () => Promise<void>;
}

/**
 * `withPolicy: false` leaves the Content-Security-Policy out, for a test of what the page itself
 * does with hostile hits: the policy would stop an inline handler whatever the page did.
 */
function rewrite(html: string, config: PublicSearchConfig, withPolicy: boolean): string {
  if (!CONFIG.test(html) || !POLICY.test(html)) throw new Error('the exported page has no search-config meta or no policy: run npm run build');
  const configured = html.replace(POLICY, '').replace(CONFIG, `<meta name="${SEARCH_CONFIG_META}" content="${escapeHtml(JSON.stringify(config))}"/>`);
  return withPolicy ? withSecurityMeta(configured, searchOrigins(config), knownInlineScript()) : configured;
}

export async function serveWithSearchBackend(exported: string, config: PublicSearchConfig, options: { withPolicy: boolean }): Promise<HostedSearchSite> {
  const upstream = new URL(exported);
  const server: Server = createServer((req, res) => {
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' } },
      (answer) => {
        if (!String(answer.headers['content-type'] ?? '').startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = rewrite(Buffer.concat(chunks).toString('utf8'), config, options.withPolicy);
          const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) };
          res.writeHead(answer.statusCode ?? 502, headers).end(body);
        });
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

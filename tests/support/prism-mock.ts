/**
 * A mock of the Paymora API made from the API document by Stoplight Prism (`prism mock`), started on
 * loopback at a free port with CORS (Prism's default), for the tests that send real requests: the
 * samples (tests/site/sample-requests.test.ts) and the reference's console (tests/browser/api-console.test.ts).
 * Prism answers each operation with its documented example, checks the request against the document
 * (the API key header, the body's schema: a wrong one gets the document's 422 and an `sl-violations`
 * header), and answers an unknown route 404.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { contentFile } from '../../lib/build/folders';

const root = path.resolve(import.meta.dirname, '../..');
// Its command line run with this Node, not through npx (whose lookup costs seconds on a busy machine).
const PRISM = createRequire(import.meta.url).resolve('@stoplight/prism-cli');

export interface PrismMock {
  /** `http://127.0.0.1:<port>`: the document's base path (`/v1`) is not part of Prism's routes. */
  url: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts Prism on the document and resolves once it listens (it prints so), or rejects with its output. */
export async function startPrism(document = path.join(root, contentFile('api/openapi.yaml'))): Promise<PrismMock> {
  const port = await freePort();
  const child = spawn(process.execPath, [PRISM, 'mock', '--host', '127.0.0.1', '--port', String(port), '--cors', document], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start within 90 s:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited (${code}) before listening:\n${output}`));
    });
  });
  // Keep draining its request log, or a full pipe would stall it.
  child.stdout.resume();
  child.stderr.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill();
      await exited;
    },
  };
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { serveExport } from '../../lib/deploy/static-server';
import { OUT_FOLDER } from '../../lib/build/folders';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = path.resolve(OUT_FOLDER);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error('No export in out/: browser tests run against the built site, so run `npm run build` first (npm test does).');
  }
  const server = await serveExport(root);
  project.provide('baseUrl', server.origin);
  return server.close;
}

/** Serves the static export on localhost the way object storage would: `npm start` ends here. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveExport } from '../lib/deploy/static-server';
import { exportFolderArgument } from '../lib/build/folders';

const root = exportFolderArgument();
const port = Number(process.env.PORT ?? 3000);

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No site in ${root}: run \`npm run build\` first (npm start does both).`);
  process.exit(1);
}

await serveExport(root, port);
console.log(`Paymora Developers is served from ${root} at http://localhost:${port}/`);

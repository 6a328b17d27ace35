/** Live-looking credentials in the content folder and in public/, which ships as it is (lib/secrets/scan-content.ts: reads the folders). */
import { existsSync } from 'node:fs';
import { scanFolderForSecrets } from '../secrets/scan-content';
import type { ContentCheck, Problem } from './model';

export const secretsCheck: ContentCheck = {
  name: 'secrets',
  run: async (site) => {
    const problems: Problem[] = [];
    for (const dir of existsSync(site.publicDir) ? [site.contentDir, site.publicDir] : [site.contentDir]) {
      for (const finding of await scanFolderForSecrets(dir)) problems.push({ file: finding.file, line: finding.line, message: finding.message });
    }
    return problems;
  },
};

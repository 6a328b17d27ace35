/** Symlinks, text that is not UTF-8, pages over budget; HTML and scripted SVG in public/ (lib/site/source-files.ts). */
import { sourceFileProblems } from '../site/source-files';
import type { ContentCheck } from './model';

export const sourceFilesCheck: ContentCheck = {
  name: 'source-files',
  run: (site) => sourceFileProblems(site.sourceFiles, site.pageSourceBytes).map(({ file, line, message }) => ({ file, line, message })),
};

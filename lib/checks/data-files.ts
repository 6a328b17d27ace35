/** Every data file of every version against its data set's entry (lib/site/data-file-problems.ts): enum values and strict rows. */
import { dataFileProblems } from '../site/data-file-problems';
import type { DataSetRegistry } from '../site/data-sets';
import type { ContentCheck, Problem } from './model';

export function dataFilesCheck(registry: DataSetRegistry): ContentCheck {
  return {
    name: 'data-files',
    run: (site) => {
      const problems: Problem[] = [];
      for (const version of site.versions) {
        for (const entry of Object.values(registry)) {
          // A file an archived version lacks (frozen before it existed): a page that renders it fails in
          // Contentlayer's data read, with the file's name (lib/site/reader.ts).
          const file = version.dataFiles.get(entry.file);
          if (file) for (const problem of dataFileProblems(file.text, entry)) problems.push({ file: file.path, line: problem.line ?? undefined, message: problem.message });
        }
      }
      return problems;
    },
  };
}

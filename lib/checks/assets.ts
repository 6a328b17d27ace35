/** Images and files a page or a concept points at: in public/, or written by the build. */
import { assetProblem } from '../mdx/assets';
import { bodiesOf, fileLineOf, type ContentCheck } from './model';

export const assetsCheck: ContentCheck = {
  name: 'assets',
  run: (site) =>
    site.versions.flatMap((version) =>
      bodiesOf(version).flatMap((body) =>
        body.assets.flatMap((ref) => {
          const problem = assetProblem(ref.url, site.siteFileExists);
          return problem ? [{ file: body.file, line: fileLineOf(body, ref.line), message: problem }] : [];
        }),
      ),
    ),
};

/** Script, handlers, off-site forms, javascript:/data: URLs and MDX code (lib/mdx/unsafe-markup.ts); json blocks that do not parse. */
import { bodiesOf, fileLineOf, type ContentCheck } from './model';

export const unsafeMarkupCheck: ContentCheck = {
  name: 'unsafe-markup',
  run: (site) => site.versions.flatMap((version) => bodiesOf(version).flatMap((body) => [...body.markup, ...body.jsonBlocks].map((problem) => ({ file: body.file, line: fileLineOf(body, problem.line), message: problem.message })))),
};

/**
 * ```json blocks must parse: readers copy them as request bodies and webhook messages, and a block
 * with a trailing comma or a `…` teaches a body the API refuses. A block that is not meant to be
 * strict JSON says so with another language (`jsonc` for comments, `text` for a sketch).
 */
import { codeBlocks } from './code-blocks';

export interface JsonBlockProblem {
  /** The line in the MDX body. */
  line: number;
  message: string;
}

/** The line of the block (from 0) that JSON.parse's message points at: its line, its position, or the unexpected token. */
function lineInBlock(code: string, reason: string): number {
  const line = /\(line (\d+) column \d+\)/.exec(reason)?.[1];
  if (line) return Number(line) - 1;
  const position = /position (\d+)/.exec(reason)?.[1];
  const token = /Unexpected token '(.)'/u.exec(reason)?.[1];
  const at = position ? Number(position) : token ? code.indexOf(token) : -1;
  return at < 0 ? 0 : code.slice(0, at).split('\n').length - 1;
}

/** The problems of the ```json blocks of an MDX body, each at the body line of its error. */
export function jsonBlockProblems(mdxBody: string): JsonBlockProblem[] {
  if (!mdxBody.includes('```json') && !mdxBody.includes('~~~json')) return [];
  return codeBlocks(mdxBody, ['json']).flatMap((block) => {
    if (block.file) return [];
    try {
      JSON.parse(block.code);
      return [];
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return [{ line: block.line + 1 + lineInBlock(block.code, reason), message: `this json block is not valid JSON (${reason.replace(/,? (?:(?:\.\.\.)?"[\s\S]*" is not valid JSON|in JSON at position[\s\S]*)$/, '')}): fix it, or mark it \`jsonc\` or \`text\` if it is not meant to be sent` }];
    }
  });
}

/**
 * The OpenAPI validator reports each error with a code frame of the document as pretty-printed JSON
 * (`> 46 |   "in": "body",`). Authors edit YAML: this maps the frame's JSON line back to the path of the
 * value it shows, and that path to its line in the YAML file, so an error names `openapi.yaml:LINE`.
 */
import { isMap, isNode, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';

type Path = (string | number)[];

/** The path of the value on each line of `JSON.stringify(value, null, 2)`, line numbers from 1. */
export function jsonLinePaths(value: unknown): Map<number, Path> {
  const paths = new Map<number, Path>();
  let line = 1;
  const walk = (node: unknown, path: Path) => {
    paths.set(line, path);
    const entries: [string | number, unknown][] = Array.isArray(node)
      ? node.map((item, i) => [i, item])
      : typeof node === 'object' && node !== null
        ? Object.entries(node).filter(([, v]) => v !== undefined)
        : [];
    if (entries.length === 0) return; // a scalar, {} or []: one line
    for (const [key, child] of entries) {
      line += 1;
      walk(child, [...path, key]);
    }
    line += 1; // the closing bracket
  };
  walk(value, []);
  return paths;
}

/** The first line the validator's code frame points at (`> 46 |`), or null. */
export function framedLine(message: string): number | null {
  const match = /^>\s*(\d+)\s*\|/m.exec(message);
  return match ? Number(match[1]) : null;
}

/** The first sentence of a validator message, without its code frame. */
export function errorSummary(message: string): string {
  return message.split(/\n\s*\n/)[0]?.replace(/\s+/g, ' ').trim() ?? message;
}

/**
 * The YAML line (from 1) of the entry at `path` (its key, or its list item), or of its nearest
 * ancestor the file has: a path through a `$ref` ends at the `$ref` line.
 */
export function yamlLineOf(yamlText: string, path: Path): number | null {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line;
  for (let depth = path.length; depth >= 1; depth -= 1) {
    const parent: unknown = doc.getIn(path.slice(0, depth - 1), true);
    const key = path[depth - 1];
    if (isMap(parent)) {
      const pair = parent.items.find((item) => isScalar(item.key) && String(item.key.value) === String(key));
      const range = pair && isScalar(pair.key) ? pair.key.range : undefined;
      if (range) return lineAt(range[0]);
    } else if (isSeq(parent) && typeof key === 'number') {
      const item: unknown = parent.items[key];
      if (isNode(item) && item.range) return lineAt(item.range[0]);
    }
  }
  return null;
}

/**
 * C# samples checked with a real C# grammar: tree-sitter's (the `tree-sitter-c-sharp` package's WASM
 * build, run by `web-tree-sitter`; no native build, no .NET). A syntax error in a sample fails the
 * content check with its file and line.
 *
 * A sample is read two ways, and is valid when one of them is:
 * - **program**: the code as a C# file. Top-level statements are a method body (C# 9+), so a fragment of
 *   statements, a whole `Program.cs`, type declarations, or statements followed by types all read as this,
 *   unwrapped: lines and columns are the sample's own.
 * - **members**: the members of a class (methods, properties, fields with `public` and the like). The
 *   sample's leading `using` directives stay outside; `class __Sample { ` is inserted on the line of the
 *   first member and `}` after the last line, so lines are still the sample's own.
 * Tree-sitter's grammar accepts more than the compiler on a few points, so each reading adds the
 * compiler's rules it misses: a `using` after other code (CS1529), a top-level statement after a type or
 * namespace declaration (CS8803), a member's modifier (`public`, `private`, …) on a top-level statement
 * (CS0106: the sample is then read as members), `var` on a field (CS0825), a `using` inside a class.
 * When neither reading is valid, the problems of the reading the author meant are reported: members when
 * the first member starts (after its attributes) with a modifier only members take, else program.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { Language, Parser, type Node } from 'web-tree-sitter';

/** @internal Exported for its unit test (knip --production). */
export interface CSharpProblem {
  /** 1-based, in the sample's code. */
  line: number;
  /** 1-based, in the sample's code. */
  column: number;
  message: string;
  /** For an unexpected token: the earlier line that probably lacks its `;` (1-based, in the sample's code). */
  semicolonLine?: number;
}

interface CSharpResult {
  /** How the sample was read when it is valid; null when it has problems. */
  reading: 'program' | 'members' | null;
  problems: CSharpProblem[];
}

export type CSharpChecker = (code: string) => CSharpResult;

/** At most this many problems a sample: after the first few, tree-sitter's recovery mostly repeats them. */
const MAX_PROBLEMS = 3;
const WRAPPER = 'class __Sample { ';

const TYPE_OR_NAMESPACE = new Set([
  'class_declaration',
  'struct_declaration',
  'interface_declaration',
  'enum_declaration',
  'record_declaration',
  'delegate_declaration',
  'namespace_declaration',
  'file_scoped_namespace_declaration',
]);
const PREAMBLE = new Set(['using_directive', 'extern_alias_directive', 'comment', 'shebang_directive']);
/** Modifiers a class member can have and a local function or local variable cannot (CS0106). */
const MEMBER_ONLY_MODIFIERS = new Set(['public', 'private', 'protected', 'internal', 'virtual', 'override', 'abstract', 'sealed', 'readonly', 'new', 'required', 'volatile', 'partial']);

let loading: Promise<Parser> | undefined;

async function loadParser(): Promise<Parser> {
  const require = createRequire(import.meta.url);
  await Parser.init();
  const wasm = path.join(path.dirname(require.resolve('tree-sitter-c-sharp/package.json')), 'tree-sitter-c_sharp.wasm');
  const language = await Language.load(wasm);
  const parser = new Parser();
  parser.setLanguage(language);
  return parser;
}

/**
 * Tree-sitter's parser with the C# grammar, loaded once a process rather than once a sample.
 * @internal Exported for its unit test (knip --production).
 */
export function csharpParser(): Promise<Parser> {
  loading ??= loadParser();
  return loading;
}

/** The checker, once the grammar is loaded. */
export async function csharpChecker(): Promise<CSharpChecker> {
  const parser = await csharpParser();
  return (code) => checkCSharp(parser, code);
}

const at = (node: Node, message: string): CSharpProblem => ({ line: node.startPosition.row + 1, column: node.startPosition.column + 1, message });

function excerpt(text: string): string {
  const first = text.trim().split('\n')[0] ?? '';
  return first.length > 40 ? `${first.slice(0, 40)}…` : first;
}

/** Node types whose closing `}` ends an expression, so a `;` may follow it: `new X { … };`, `new { … };`. */
const EXPRESSION_BRACES = new Set(['initializer_expression', 'anonymous_object_creation_expression', 'switch_expression', 'with_initializer', 'collection_expression']);

/**
 * For an unexpected token that starts a line after a line ending in a token a statement cannot end with
 * (not `;`, `{`, `,`, `(`, `[`, nor a block's `}`): the usual cause, a `;` missing on that earlier line,
 * which tree-sitter only notices on the next. Returns that line (1-based), or undefined.
 */
function missingSemicolonLine(node: Node): number | undefined {
  let at: Node | null = node;
  let previous: Node | null = null;
  while (at && !previous) {
    previous = at.previousSibling;
    while (previous?.type === 'comment') previous = previous.previousSibling;
    if (!previous) at = at.parent;
  }
  while (previous && previous.childCount > 0) {
    let last = previous.lastChild;
    while (last?.type === 'comment') last = last.previousSibling;
    previous = last;
  }
  if (!previous || previous.endPosition.row >= node.startPosition.row) return undefined;
  if ([';', '{', ',', '(', '[', ':'].includes(previous.type)) return undefined;
  if (previous.type === '}' && !EXPRESSION_BRACES.has(previous.parent?.type ?? '')) return undefined;
  return previous.endPosition.row + 1;
}

/** Tree-sitter's ERROR and MISSING nodes, in order. */
function syntaxErrors(root: Node): CSharpProblem[] {
  const out: CSharpProblem[] = [];
  const walk = (node: Node) => {
    if (out.length >= MAX_PROBLEMS) return;
    if (node.isMissing) {
      out.push(at(node, `syntax error: missing '${node.type}'`));
      return;
    }
    if (node.isError) {
      const text = excerpt(node.text);
      const semicolonLine = missingSemicolonLine(node);
      out.push({ ...at(node, text ? `syntax error: unexpected '${text}'` : 'syntax error'), ...(semicolonLine ? { semicolonLine } : {}) });
      return;
    }
    if (!node.hasError) return;
    for (const child of node.children) if (child) walk(child);
  };
  walk(root);
  return out;
}

function modifiersOf(node: Node): Node[] {
  return node.children.filter((child): child is Node => child?.type === 'modifier');
}

/** The compiler's rules on the order of a file's parts and on top-level statements, which the grammar does not enforce. */
function programRules(root: Node): CSharpProblem[] {
  const out: CSharpProblem[] = [];
  let other: Node | undefined;
  let typeOrNamespace: Node | undefined;
  for (const child of root.namedChildren) {
    if (!child || child.type === 'comment') continue;
    if (child.type === 'using_directive' && other) {
      out.push(at(child, `a using directive must come before the other code of the file (CS1529; line ${other.startPosition.row + 1} has code)`));
    }
    if (child.type === 'global_statement') {
      if (typeOrNamespace) {
        const declared = typeOrNamespace.type.replace(/_declaration$/, '').replace(/_/g, ' ');
        out.push(at(child, `a top-level statement after a ${declared} declaration (line ${typeOrNamespace.startPosition.row + 1}): top-level statements must precede namespace and type declarations (CS8803)`));
      }
      const statement = child.namedChildren[0];
      if (statement && (statement.type === 'local_function_statement' || statement.type === 'local_declaration_statement')) {
        for (const modifier of modifiersOf(statement)) {
          if (MEMBER_ONLY_MODIFIERS.has(modifier.text)) out.push(at(modifier, `'${modifier.text}' is not valid on a top-level local function or variable (CS0106)`));
        }
      }
    }
    if (TYPE_OR_NAMESPACE.has(child.type)) typeOrNamespace ??= child;
    if (!PREAMBLE.has(child.type)) other ??= child;
  }
  return out;
}

/** Rules on the wrapped members the grammar does not enforce. */
function memberRules(classBody: Node | null): CSharpProblem[] {
  const out: CSharpProblem[] = [];
  for (const member of classBody?.namedChildren ?? []) {
    if (!member) continue;
    if (member.type === 'using_directive') out.push(at(member, 'a using directive inside a class: put it at the top of the file'));
    const declared = member.type === 'field_declaration' ? member.namedChildren.find((child) => child?.type === 'variable_declaration') : undefined;
    if (declared?.childForFieldName('type')?.text === 'var') {
      out.push(at(member, "'var' is only for local variables, not fields (CS0825)"));
    }
  }
  return out;
}

const byPosition = (a: CSharpProblem, b: CSharpProblem) => a.line - b.line || a.column - b.column;

function checkCSharp(parser: Parser, code: string): CSharpResult {
  const program = parser.parse(code);
  if (!program) throw new Error('tree-sitter returned no tree');
  try {
    const programProblems = [...syntaxErrors(program.rootNode), ...programRules(program.rootNode)].sort(byPosition).slice(0, MAX_PROBLEMS);
    if (programProblems.length === 0) return { reading: 'program', problems: [] };

    // Members: the leading using directives stay outside the class; the class opens on the first member's line.
    const first = program.rootNode.children.find((child) => child && !PREAMBLE.has(child.type));
    const offset = first ? first.startIndex : code.length;
    const openRow = first ? first.startPosition.row : code.split('\n').length - 1;
    const openColumn = first ? first.startPosition.column : 0;
    const wrapped = `${code.slice(0, offset)}${WRAPPER}${code.slice(offset)}\n}`;
    const members = parser.parse(wrapped);
    if (!members) throw new Error('tree-sitter returned no tree');
    try {
      const classNode = members.rootNode.namedChildren.find((child) => child?.type === 'class_declaration' && child.childForFieldName('name')?.text === '__Sample');
      const memberProblems = [...syntaxErrors(members.rootNode), ...memberRules(classNode?.childForFieldName('body') ?? null)]
        .map((p) => {
          if (p.line - 1 !== openRow || p.column - 1 < openColumn) return p;
          if (p.column - 1 >= openColumn + WRAPPER.length) return { ...p, column: p.column - WRAPPER.length };
          // An error that takes in the wrapper's class: its braces do not pair, so a '{' of the sample is never closed.
          const last = code.trimEnd().split('\n').length;
          return { line: last, column: 1, message: "syntax error: a '{' is never closed" };
        })
        // A problem at the closing brace the wrapper added: an unclosed block of the sample.
        .map((p) => (p.line > code.split('\n').length ? { ...p, line: code.split('\n').length, message: `${p.message} (at the end of the sample)` } : p))
        .sort(byPosition)
        .slice(0, MAX_PROBLEMS);
      if (memberProblems.length === 0) return { reading: 'members', problems: [] };
      // Neither reading is valid: report the one the author meant. A sample whose first member has a
      // modifier only members take (after its attributes) is members; anything else is a program.
      const meantMembers = /^(\s*\[[^\]]*\])*\s*(public|private|protected|internal|override|virtual|abstract|sealed|readonly|required)\b/.test(code.slice(offset));
      return { reading: null, problems: meantMembers ? memberProblems.map((x) => ({ ...x, message: `${x.message} (read as class members)` })) : programProblems };
    } finally {
      members.delete();
    }
  } finally {
    program.delete();
  }
}

/** A problem as a sentence, its lines counted from `firstLine` (the line where the sample starts in its file). */
function describeProblem(problem: CSharpProblem, firstLine = 1): string {
  const hint = problem.semicolonLine ? ` (is a ';' missing at the end of line ${firstLine + problem.semicolonLine - 1}?)` : '';
  return `${problem.message}${hint}`;
}

/** Generated samples share one template: past this many with problems, the rest are counted, not listed. */
const GENERATED_LISTED = 3;

/**
 * One line per problem: `file:line:column: C# sample: …`; for a generated sample, the operation and example
 * it was written for (a broken template breaks them all: the first few are listed, the rest counted).
 */
export function csharpSampleErrors(samples: readonly { file: string; line: number; code: string; label?: string }[], check: CSharpChecker): string[] {
  const errors: string[] = [];
  // Generated samples repeat: the same code is parsed once.
  const results = new Map<string, CSharpResult>();
  let generatedBroken = 0;
  for (const sample of samples) {
    let result = results.get(sample.code);
    if (!result) results.set(sample.code, (result = check(sample.code)));
    if (result.problems.length === 0) continue;
    if (sample.label && ++generatedBroken > GENERATED_LISTED) continue;
    for (const problem of result.problems) {
      errors.push(
        sample.label
          ? `${sample.file}: the C# sample it writes for ${sample.label} (content/api/openapi.yaml), line ${problem.line}, column ${problem.column}: ${describeProblem(problem)}`
          : `${sample.file}:${sample.line + problem.line - 1}:${problem.column}: C# sample: ${describeProblem(problem, sample.line)}`,
      );
    }
  }
  if (generatedBroken > GENERATED_LISTED) errors.push(`lib/openapi/samples.ts: ${generatedBroken - GENERATED_LISTED} more generated C# samples have problems (${generatedBroken} in all)`);
  return errors;
}

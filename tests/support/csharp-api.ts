/**
 * C# samples checked against the .NET API itself, without .NET: the reflection metadata of the .NET 10
 * base class library, ASP.NET Core and Microsoft.Extensions that the `@tsonic/dotnet`, `@tsonic/aspnetcore`
 * and `@tsonic/microsoft-extensions` packages ship (one `bindings.json` a namespace: every public type
 * with its base type, interfaces, constructors, methods with their signatures, properties and fields).
 *
 * Not a compiler: it follows the types it can be sure of and stops where it cannot. It resolves each
 * type a sample names (`new T(…)`, `T.Member`, declarations, lambda parameters) in the namespaces in scope
 * (the sample's `using` directives and the implicit usings of an ASP.NET Core project, a superset of a
 * console app's), types each local variable from its declaration or initializer, and follows member
 * chains (`http.DefaultRequestHeaders.Add`, `(await http.SendAsync(r)).Content.ReadFromJsonAsync<T>()`)
 * through properties, fields, method return types (overloads agreeing), `await` of `Task<T>`, base types,
 * interfaces and the extension methods in scope. It reports a type that does not exist in scope and a
 * member that the receiver's type does not have; anything it cannot type (an untyped lambda parameter,
 * `out var`, generic arguments it cannot infer, indexers, `?.`) is skipped, never guessed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Node, Parser } from 'web-tree-sitter';
import { csharpParser, type CSharpProblem } from '../../lib/samples/csharp-syntax';

interface Member {
  kind: 'method' | 'property' | 'field' | 'event' | 'nested';
  isStatic: boolean;
  /** The value's type, or the method's return type, as a full name (generic arguments kept as `X_1[[A]]`). */
  type: string;
  params: number;
  arity: number;
  /** For an extension method: the type of its `this` parameter. */
  extends?: string;
}

interface TypeInfo {
  name: string;
  kind: string;
  isStatic: boolean;
  base?: string;
  interfaces: string[];
  members: Map<string, Member[]>;
  constructors: number[];
}

const PACKAGES = ['@tsonic/dotnet', '@tsonic/aspnetcore', '@tsonic/microsoft-extensions'];

/** The implicit usings of a Microsoft.NET.Sdk.Web project; a console app's (Microsoft.NET.Sdk) are a subset. */
const IMPLICIT_USINGS = [
  'System',
  'System.Collections.Generic',
  'System.IO',
  'System.Linq',
  'System.Net.Http',
  'System.Net.Http.Json',
  'System.Threading',
  'System.Threading.Tasks',
  'Microsoft.AspNetCore.Builder',
  'Microsoft.AspNetCore.Hosting',
  'Microsoft.AspNetCore.Http',
  'Microsoft.AspNetCore.Routing',
  'Microsoft.Extensions.Configuration',
  'Microsoft.Extensions.DependencyInjection',
  'Microsoft.Extensions.Hosting',
  'Microsoft.Extensions.Logging',
];

const PREDEFINED: Record<string, string> = {
  string: 'System.String',
  int: 'System.Int32',
  long: 'System.Int64',
  decimal: 'System.Decimal',
  double: 'System.Double',
  bool: 'System.Boolean',
  byte: 'System.Byte',
  char: 'System.Char',
  object: 'System.Object',
  float: 'System.Single',
  short: 'System.Int16',
};

/** `System.Threading.Tasks.Task_1[[System.String,System.Private.CoreLib,…]]` → its generic type and first argument. */
function splitGeneric(type: string): { generic: string; arg?: string } {
  const at = type.indexOf('[[');
  if (at < 0) return { generic: type };
  const inner = type.slice(at + 2);
  let depth = 0;
  let end = 0;
  for (; end < inner.length; end += 1) {
    const c = inner[end];
    if (c === '[') depth += 1;
    else if (c === ']') {
      if (depth === 0) break;
      depth -= 1;
    } else if (c === ',' && depth === 0) break;
  }
  return { generic: type.slice(0, at), arg: inner.slice(0, end) };
}

/** The .NET API as the metadata describes it, loaded one namespace at a time. */
class DotnetApi {
  private readonly roots: string[];
  private readonly namespaces = new Map<string, Map<string, TypeInfo>>();
  private readonly types = new Map<string, TypeInfo>();

  constructor() {
    const require = createRequire(import.meta.url);
    this.roots = PACKAGES.map((name) => path.dirname(require.resolve(`${name}/package.json`)));
  }

  /** The types of a namespace by simple name (`HttpClient`, `Task_1`); empty for a namespace no package has. */
  namespace(ns: string): Map<string, TypeInfo> {
    let types = this.namespaces.get(ns);
    if (types) return types;
    types = new Map();
    this.namespaces.set(ns, types);
    for (const root of this.roots) {
      const file = path.join(root, ns, 'bindings.json');
      if (!existsSync(file)) continue;
      const surface = (JSON.parse(readFileSync(file, 'utf8')) as { targetSurface: { types: RawType[] } }).targetSurface.types;
      for (const raw of surface) {
        if (raw.accessibility !== 'Public') continue;
        const info = toTypeInfo(raw);
        const simple = info.name.slice(ns.length + 1);
        const existing = types.get(simple);
        if (existing) for (const [name, list] of info.members) existing.members.set(name, [...(existing.members.get(name) ?? []), ...list]);
        else {
          types.set(simple, info);
          this.types.set(info.name, info);
        }
      }
    }
    return types;
  }

  /** A type by full name, loading its namespace (the longest prefix that is one). */
  type(fullName: string): TypeInfo | undefined {
    const name = fullName.replace(/\[\[.*$/, '');
    if (this.types.has(name)) return this.types.get(name);
    const parts = name.split('.');
    for (let i = parts.length - 1; i > 0; i -= 1) {
      const types = this.namespace(parts.slice(0, i).join('.'));
      const found = types.get(parts.slice(i).join('.'));
      if (found) return found;
    }
    return undefined;
  }

  /** The type named `simple` (with `arity` generic parameters) in the first namespace in scope that has it. */
  resolve(simple: string, arity: number, scope: readonly string[]): TypeInfo | undefined {
    const key = arity > 0 ? `${simple}_${arity}` : simple;
    for (const ns of scope) {
      const found = this.namespace(ns).get(key);
      if (found) return found;
    }
    return undefined;
  }

  /** The members called `name` of a type, its base types and interfaces, with System.Object's last. */
  members(type: TypeInfo, name: string): Member[] {
    const out: Member[] = [];
    const seen = new Set<string>();
    const queue: (TypeInfo | undefined)[] = [type];
    while (queue.length > 0) {
      const current = queue.shift();
      if (!current || seen.has(current.name)) continue;
      seen.add(current.name);
      out.push(...(current.members.get(name) ?? []));
      queue.push(current.base ? this.type(current.base) : undefined, ...current.interfaces.map((i) => this.type(i)));
    }
    if (out.length === 0 && type.name !== 'System.Object') out.push(...(this.type('System.Object')?.members.get(name) ?? []));
    return out;
  }

  /** The extension methods called `name` in the namespaces in scope. */
  extensions(name: string, scope: readonly string[]): Member[] {
    return scope.flatMap((ns) => [...this.namespace(ns).values()].flatMap((type) => (type.isStatic ? (type.members.get(name) ?? []).filter((m) => m.extends) : [])));
  }
}

interface RawMember {
  targetName: string;
  canonicalSignature?: string;
  isStatic: boolean;
  visibility?: string;
  parameterCount?: number;
  arity?: number;
  isExtensionMethod?: boolean;
}
interface RawType {
  targetName: string;
  kind: string;
  accessibility: string;
  isStatic: boolean;
  baseType?: { targetName: string } | null;
  interfaces?: { targetName: string }[];
  methods: RawMember[];
  properties: RawMember[];
  fields: RawMember[];
  events?: RawMember[];
  constructors?: RawMember[];
}

function toTypeInfo(raw: RawType): TypeInfo {
  const members = new Map<string, Member[]>();
  const add = (name: string, member: Member) => members.set(name, [...(members.get(name) ?? []), member]);
  const returnType = (signature = '') => signature.slice(signature.lastIndexOf('):') + 2 || signature.lastIndexOf(':') + 1);
  for (const m of raw.methods) {
    if (m.visibility && m.visibility !== 'Public') continue;
    const signature = m.canonicalSignature ?? '';
    const firstParam = /^\(([^,)[]+)/.exec(signature)?.[1];
    add(m.targetName, {
      kind: 'method',
      isStatic: m.isStatic,
      type: returnType(signature),
      params: m.parameterCount ?? 0,
      arity: m.arity ?? 0,
      ...(m.isExtensionMethod && firstParam ? { extends: firstParam } : {}),
    });
  }
  for (const [kind, list] of [['property', raw.properties], ['field', raw.fields], ['event', raw.events ?? []]] as const) {
    for (const m of list) {
      if (m.visibility && m.visibility !== 'Public') continue;
      const signature = m.canonicalSignature ?? '';
      add(m.targetName, { kind, isStatic: m.isStatic, type: signature.slice(signature.indexOf(':') + 1), params: 0, arity: 0 });
    }
  }
  // Type names say Task`1 where signatures say Task_1: one spelling, the signatures'.
  const named = (name: string) => name.replace(/`/g, '_');
  return {
    name: named(raw.targetName),
    kind: raw.kind,
    isStatic: raw.isStatic,
    ...(raw.baseType ? { base: named(raw.baseType.targetName) } : {}),
    interfaces: (raw.interfaces ?? []).map((i) => named(i.targetName)),
    members,
    constructors: (raw.constructors ?? []).filter((c) => !c.visibility || c.visibility === 'Public').map((c) => c.parameterCount ?? 0),
  };
}

/** What an expression is, as far as the checker can tell. */
type Typed = { type: TypeInfo; static: boolean; args?: string } | null;

export interface ApiCheckResult {
  problems: CSharpProblem[];
  /** Member accesses and type names resolved against the metadata: what the check covered. */
  resolved: number;
}

/** Checks one sample (a program or class members, as lib/samples/csharp-syntax.ts reads it) against the .NET API. */
function checkCSharpApi(parser: Parser, api: DotnetApi, code: string): ApiCheckResult {
  const tree = parser.parse(code);
  if (!tree) throw new Error('tree-sitter returned no tree');
  const problems: CSharpProblem[] = [];
  const resolved = new Set<number>();
  try {
    const root = tree.rootNode;
    const usings = root.namedChildren.filter((n): n is Node => n?.type === 'using_directive' && !n.text.includes('=') && !/\bstatic\b/.test(n.text)).map((n) => n.text.replace(/^(global\s+)?using\s+/, '').replace(/;$/, '').trim());
    const scope = [...new Set([...usings, ...IMPLICIT_USINGS])];
    const declaredTypes = new Set(root.descendantsOfType(['class_declaration', 'record_declaration', 'struct_declaration', 'enum_declaration', 'interface_declaration']).map((n) => n?.childForFieldName('name')?.text ?? ''));
    const localFunctions = new Set(root.descendantsOfType(['local_function_statement', 'method_declaration']).map((n) => n?.childForFieldName('name')?.text ?? ''));
    const locals = new Map<string, Typed>();
    const report = (node: Node, message: string) => problems.push({ line: node.startPosition.row + 1, column: node.startPosition.column + 1, message });

    const typeFromNode = (node: Node | null): TypeInfo | undefined => {
      if (!node) return undefined;
      if (node.type === 'nullable_type') return typeFromNode(node.namedChildren[0] ?? null);
      if (node.type === 'predefined_type') return api.type(PREDEFINED[node.text] ?? '');
      if (node.type === 'qualified_name') return api.type(node.text);
      if (node.type !== 'identifier' && node.type !== 'generic_name') return undefined;
      const name = node.type === 'generic_name' ? (node.namedChildren[0]?.text ?? '') : node.text;
      if (declaredTypes.has(name) || name === 'var' || name === 'dynamic') return undefined;
      const arity = node.type === 'generic_name' ? (node.namedChildren[1]?.namedChildren.length ?? 0) : 0;
      const found = api.resolve(name, arity, scope);
      if (found) resolved.add(node.id);
      else if (/^[A-Z]/.test(name)) report(node, `C# API: no type ${name}${arity ? `<${','.repeat(arity - 1)}>` : ''} in the namespaces in scope (${usings.length ? `using ${usings.join(', ')} and ` : ''}the implicit usings of an ASP.NET Core app)`);
      return found;
    };

    /** The value type of a member, its return type for a call; Task<T> stays Task_1[[T]]. */
    const memberResult = (members: Member[], argCount: number | null, typeArgs: string | undefined): Typed => {
      // Overloads that can take this many arguments (optional parameters: more is fine), generic ones when the call gives type arguments.
      const candidates = (argCount === null ? members : members.filter((m) => m.kind !== 'method' || m.params >= argCount)).filter((m) => m.kind !== 'method' || (typeArgs ? m.arity > 0 : m.arity === 0));
      const types = new Set(candidates.map((m) => m.type));
      if (types.size !== 1) return null;
      let [type] = [...types] as [string];
      if (/^(System\.Threading\.Tasks\.)?Task_1$/.test(type) && typeArgs) type = `System.Threading.Tasks.Task_1[[${typeArgs}]]`;
      const { generic, arg } = splitGeneric(type);
      const info = api.type(generic);
      return info ? { type: info, static: false, ...(arg ? { args: arg } : {}) } : null;
    };

    const typeOf = (node: Node | null): Typed => {
      if (!node) return null;
      switch (node.type) {
        case 'parenthesized_expression':
          return typeOf(node.namedChildren[0] ?? null);
        case 'identifier': {
          if (locals.has(node.text)) return locals.get(node.text) ?? null;
          if (localFunctions.has(node.text) || declaredTypes.has(node.text) || !/^[A-Z]/.test(node.text)) return null;
          const type = typeFromNode(node);
          return type ? { type, static: true } : null;
        }
        case 'predefined_type': {
          const type = typeFromNode(node);
          return type ? { type, static: true } : null;
        }
        case 'object_creation_expression': {
          const type = typeFromNode(node.childForFieldName('type'));
          return type ? { type, static: false } : null;
        }
        case 'await_expression': {
          const awaited = typeOf(node.namedChildren[0] ?? null);
          if (!awaited || !/^System\.Threading\.Tasks\.(Task_1|ValueTask_1)$/.test(awaited.type.name) || !awaited.args) return null;
          const { generic, arg } = splitGeneric(awaited.args);
          const info = api.type(generic);
          return info ? { type: info, static: false, ...(arg ? { args: arg } : {}) } : null;
        }
        case 'member_access_expression':
          return memberAccess(node, null);
        case 'invocation_expression': {
          const fn = node.childForFieldName('function');
          const argCount = node.childForFieldName('arguments')?.namedChildren.length ?? 0;
          return fn?.type === 'member_access_expression' ? memberAccess(fn, argCount) : null;
        }
        default:
          return null;
      }
    };

    const memo = new Map<string, Typed>();
    const memberAccess = (node: Node, argCount: number | null): Typed => {
      const key = `${node.id}:${argCount}`;
      if (memo.has(key)) return memo.get(key) ?? null;
      memo.set(key, null);
      const result = memberAccessUncached(node, argCount);
      memo.set(key, result);
      return result;
    };

    const memberAccessUncached = (node: Node, argCount: number | null): Typed => {
      const receiver = typeOf(node.childForFieldName('expression'));
      const nameNode = node.childForFieldName('name');
      if (!receiver || !nameNode) return null;
      const name = nameNode.type === 'generic_name' ? (nameNode.namedChildren[0]?.text ?? '') : nameNode.text;
      const typeArgs = nameNode.type === 'generic_name' ? nameNode.namedChildren[1]?.namedChildren[0] : undefined;
      const typeArg = typeArgs ? typeFromNode(typeArgs)?.name : undefined;
      if (receiver.static) {
        const nested = api.type(`${receiver.type.name}+${name}`);
        const members = (receiver.type.members.get(name) ?? []).filter((m) => m.isStatic);
        if (members.length === 0 && !nested) {
          report(nameNode, `C# API: ${receiver.type.name} has no static member ${name}`);
          return null;
        }
        resolved.add(nameNode.id);
        return memberResult(members, argCount, typeArg);
      }
      const members = api.members(receiver.type, name).filter((m) => !m.isStatic);
      if (members.length > 0) {
        resolved.add(nameNode.id);
        return memberResult(members, argCount, typeArg);
      }
      if (argCount !== null) {
        const extensions = api.extensions(name, scope);
        if (extensions.length > 0) {
          resolved.add(nameNode.id);
          return memberResult(extensions, argCount + 1, typeArg);
        }
      }
      report(nameNode, `C# API: ${receiver.type.name} has no ${argCount === null ? 'member' : 'method'} ${name}${argCount === null ? '' : ' (nor an extension method of that name in scope)'}`);
      return null;
    };

    // One walk in document order: declarations type their variables before later lines use them.
    const visit = (node: Node) => {
      switch (node.type) {
        case 'variable_declaration': {
          const declared = node.childForFieldName('type');
          const explicit = declared && declared.type !== 'implicit_type' ? typeFromNode(declared) : undefined;
          for (const declarator of node.namedChildren) {
            if (declarator?.type !== 'variable_declarator') continue;
            const name = declarator.childForFieldName('name')?.text ?? '';
            const value = declarator.namedChildren.find((c) => c && c.id !== declarator.childForFieldName('name')?.id && c.type !== 'bracketed_argument_list') ?? null;
            locals.set(name, explicit ? { type: explicit, static: false } : typeOf(value));
          }
          break;
        }
        case 'parameter': {
          const type = typeFromNode(node.childForFieldName('type'));
          const name = node.childForFieldName('name')?.text;
          if (name) locals.set(name, type ? { type, static: false } : null);
          return;
        }
        case 'member_access_expression': {
          const parent = node.parent;
          if (parent?.type === 'invocation_expression' && parent.childForFieldName('function')?.id === node.id) typeOf(parent);
          else memberAccess(node, null);
          break;
        }
        case 'object_creation_expression': {
          const created = typeOf(node);
          // new T { Member = … }: each member set must be one T has.
          const initializer = node.namedChildren.find((c) => c?.type === 'initializer_expression');
          for (const assignment of initializer?.namedChildren ?? []) {
            const left = assignment?.type === 'assignment_expression' ? assignment.childForFieldName('left') : null;
            if (!created || left?.type !== 'identifier') continue;
            if (api.members(created.type, left.text).length > 0) resolved.add(left.id);
            else report(left, `C# API: ${created.type.name} has no member ${left.text} to set`);
          }
          break;
        }
        default:
          break;
      }
      for (const child of node.namedChildren) if (child) visit(child);
    };
    visit(root);
  } finally {
    tree.delete();
  }
  return { problems: dedupe(problems), resolved: resolved.size };
}

function dedupe(problems: CSharpProblem[]): CSharpProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.line}:${p.column}:${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The checker with its grammar and metadata loaded. */
export async function csharpApiChecker(): Promise<(code: string) => ApiCheckResult> {
  const parser = await csharpParser();
  const api = new DotnetApi();
  return (code) => checkCSharpApi(parser, api, code);
}

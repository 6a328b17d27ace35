import type { JsxUse } from './jsx-attributes';
import type { MdxComponents } from './components';

export interface ComponentProblem {
  line: number;
  message: string;
}

/**
 * What is wrong with the components of an MDX body, against the site's table (lib/mdx/components.ts): a name the site has
 * no component for, an attribute the component does not take, a required attribute missing, a value
 * outside the allowed ones. Attributes whose values another module checks are left to it.
 */
export function componentProblems(table: MdxComponents, uses: readonly JsxUse[]): ComponentProblem[] {
  const problems: ComponentProblem[] = [];
  for (const use of uses) {
    const problem = (message: string) => problems.push({ line: use.line, message: `<${use.component}> ${message}` });
    // Lower-case names are HTML elements, which MDX renders as they are.
    if (!/^[A-Z]/.test(use.component)) continue;
    if (!table.has(use.component)) {
      problem(`is not a component of the site; known: ${table.names.join(', ')} (${table.file}, docs/authoring.md)`);
      continue;
    }
    const attributes = table.get(use.component).attributes;
    for (const name of Object.keys(use.attributes)) {
      if (!Object.hasOwn(attributes, name)) problem(`has no attribute ${name}; ${Object.keys(attributes).length > 0 ? `it takes: ${Object.keys(attributes).join(', ')}` : 'it takes none'}`);
    }
    for (const [name, spec] of Object.entries(attributes)) {
      if (spec.valuesCheckedBy) continue;
      const value = use.attributes[name];
      if (value === undefined) {
        if (spec.required) problem(`needs ${name}="…"`);
        continue;
      }
      if (!spec.values) continue;
      const given = spec.list ? (value ?? '').split(/\s+/).filter(Boolean) : [value ?? ''];
      const wrong = given.filter((item) => !spec.values?.includes(item));
      if (wrong.length > 0 || given.length === 0) problem(`${name} is ${JSON.stringify(value)}; allowed values: ${spec.values.join(', ')}`);
    }
  }
  return problems;
}

/**
 * Figures the card schemes and the SEPA rulebook fix (content/data/scheme-rules.json): pages name a row by `id`
 * to render its figure in a sentence (`<SchemeRule rule="sepa-mandate-lapse" />`: `36 months`,
 * components/mdx/RuleValues.tsx), so that no page types one of them and each can be corrected in one place. The
 * content check holds the rows and the pages' ids to each other here.
 */
interface SchemeRuleRow {
  id: string;
  value: number;
  /** In the singular: `calendar day`, `TARGET business day`. */
  unit: string;
}

/** Problems of the rows: each id once. */
export function schemeRuleProblems(file: string, rows: readonly SchemeRuleRow[]): string[] {
  const seen = new Set<string>();
  return rows.flatMap((row, i) => {
    if (!seen.has(row.id)) {
      seen.add(row.id);
      return [];
    }
    return [`${file}: rules[${i}].id "${row.id}" is used twice; give each rule its own id`];
  });
}

/** The problem of a page's `<SchemeRule rule="…" />`: the rule must be a row of the file. */
export function schemeRuleUseProblem(rows: readonly SchemeRuleRow[], rule: string | undefined): string | null {
  if (rows.some((row) => row.id === rule)) return null;
  return `<SchemeRule rule="${rule ?? ''}"> names no rule of content/data/scheme-rules.json; use one of ${rows.map((row) => row.id).join(', ')}`;
}

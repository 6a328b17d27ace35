/**
 * Sandbox triggers (content/data/test-scenarios.json): the rows a page names by `id` to render an amount
 * ending (`<TestAmount scenario="…" />`), so that no page types a trigger the sandbox does not have.
 */
export interface ScenarioRow {
  id?: string;
  input: string;
  amountEnding?: string;
}

/** Problems of the rows: ids unique, an id with every amount ending and the reverse, and the ending the input states. */
export function testScenarioProblems(file: string, rows: readonly ScenarioRow[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const at = `${file}: scenarios[${i}]`;
    if (row.id !== undefined) {
      if (seen.has(row.id)) problems.push(`${at}.id "${row.id}" is used twice; give each scenario its own id`);
      seen.add(row.id);
    }
    if ((row.id === undefined) !== (row.amountEnding === undefined)) problems.push(`${at}: id and amountEnding go together (pages render the ending by id)`);
    if (row.amountEnding === undefined) return;
    if (!/^\d{2}$/.test(row.amountEnding)) problems.push(`${at}.amountEnding is "${row.amountEnding}"; expected the last two digits of an amount, such as "96"`);
    const stated = /\bend(?:s|ing) in (\d{2})\b/.exec(row.input)?.[1];
    if (stated !== row.amountEnding) problems.push(`${at}.input states the ending ${stated ?? '(none)'}, amountEnding is ${row.amountEnding}; make them agree`);
  });
  return problems;
}

/** Problems of pages' `<TestAmount scenario="…" />`: the scenario must be a row with an amount ending. */
export function testAmountUseProblem(rows: readonly ScenarioRow[], scenario: string | undefined): string | null {
  if (rows.some((row) => row.id === scenario && row.amountEnding !== undefined)) return null;
  const ids = rows.flatMap((row) => (row.id ? [row.id] : []));
  return `<TestAmount scenario="${scenario ?? ''}"> names no scenario of content/data/test-scenarios.json with an amountEnding; use one of ${ids.join(', ')}`;
}

/**
 * The API documents linted as a whole by Redocly CLI (`redocly lint`, its `recommended` rules, as the
 * repository's redocly.yaml sets them): structure, examples against their schemas (media types,
 * parameters and schemas, at the line of the wrong value), unused components, operation ids, and more,
 * rather than hand-written checks. Every finding fails the content check, as `file:line:column: message`;
 * a rule we disagree with is turned off in redocly.yaml with its reason beside it.
 *
 * The CLI runs as a child process (its package is a self-contained bundle with no programmatic API),
 * with its report as JSON on stdout. It takes seconds, so the content check starts it first and reads
 * its report last.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isRecord } from '../util/is-record';

/** The repository's Redocly configuration (the rules, and why one is off), wherever the check runs from. */
const redoclyConfig = (): string => path.resolve(import.meta.dirname, '../../redocly.yaml');

const cli = () => path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

/**
 * `redocly lint --format=json`'s report as `file:line:column: message` sentences, the file relative to
 * `cwd` as the content check names files.
 */
function lintFindings(report: unknown, cwd: string): string[] {
  if (!isRecord(report) || !Array.isArray(report.problems)) throw new Error('redocly lint did not write its JSON report (expected {"problems": [...]})');
  return report.problems.map((problem: unknown) => {
    if (!isRecord(problem)) return 'redocly lint: a finding it could not describe';
    const [location] = Array.isArray(problem.location) ? problem.location.filter(isRecord) : [];
    const source = location && isRecord(location.source) && typeof location.source.ref === 'string' ? location.source.ref : '';
    const start = location && isRecord(location.start) ? location.start : {};
    const file = source ? path.relative(cwd, path.resolve(cwd, source)) : 'the API document';
    const line = typeof start.line === 'number' ? `:${start.line}${typeof start.col === 'number' ? `:${start.col}` : ''}` : '';
    const pointer = location && typeof location.pointer === 'string' ? ` (at ${location.pointer})` : '';
    return `${file}${line}: ${String(problem.message)}${pointer} [Redocly ${String(problem.ruleId)}: fix it, or turn the rule off in redocly.yaml with the reason]`;
  });
}

/** Every finding of Redocly CLI on `files`, with the repository's configuration (or `config`): one run a file, side by side, since a run writes one JSON report per file. */
export async function lintApiDocuments(files: readonly string[], config = redoclyConfig(), cwd = process.cwd()): Promise<string[]> {
  return (await Promise.all(files.map((file) => lintOne(file, config, cwd)))).flat();
}

function lintOne(file: string, config: string, cwd: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [cli(), 'lint', file, `--config=${config}`, '--format=json'],
      // No telemetry and no update notice: the build talks to no one.
      { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' } },
      (error, stdout, stderr) => {
        // It exits 1 when it finds errors; the report is on stdout either way.
        let report: unknown;
        try {
          report = JSON.parse(stdout);
        } catch {
          reject(new Error(`redocly lint ${file} failed without a report${error ? ` (${error.message})` : ''}: ${stderr.trim().split('\n').slice(-5).join(' ')}`));
          return;
        }
        try {
          resolve(lintFindings(report, cwd));
        } catch (problem) {
          reject(problem instanceof Error ? problem : new Error(String(problem)));
        }
      },
    );
  });
}

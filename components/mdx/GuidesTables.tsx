/**
 * Tables of the guides' typed data: API limits (content/data/api-limits.json) and sandbox test
 * scenarios beyond cards (content/data/test-scenarios.json). The numbers live in those files only.
 */
import { usePageData } from './PageDataContext';

export function RateLimitTable() {
  const limits = usePageData('rateLimits');
  return (
    <table tabIndex={0} data-data-set="rateLimits">
      <thead>
        <tr>
          <th>Environment</th>
          <th>Calls</th>
          <th>Limit</th>
        </tr>
      </thead>
      <tbody>
        {limits.map((l) => (
          <tr key={`${l.environment}-${l.operations}`}>
            <td>{l.environment}</td>
            <td>{l.operations}</td>
            {/* One string, so that the server renders no comment markers between the parts (Markdown copies read them). */}
            <td>{`${l.requestsPerSecond} requests a second ${l.scope}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TimeLimitTable() {
  const limits = usePageData('timeLimits');
  return (
    <table tabIndex={0} data-data-set="timeLimits">
      <thead>
        <tr>
          <th>Calls</th>
          <th>Paymora answers within</th>
          <th>Set your client timeout to</th>
        </tr>
      </thead>
      <tbody>
        {limits.map((l) => (
          <tr key={l.operations}>
            <td>
              {l.operations}
              {l.note && <span className="block text-xs text-slate-500 dark:text-slate-400">{l.note}</span>}
            </td>
            <td>{`${l.paymoraSeconds} s`}</td>
            <td>{`${l.clientTimeoutSeconds} s`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TestScenarioTable() {
  const scenarios = usePageData('testScenarios');
  return (
    <table tabIndex={0} data-data-set="testScenarios">
      <thead>
        <tr>
          <th>Payment method</th>
          <th>What to send or do</th>
          <th>What happens</th>
          <th>Webhooks</th>
        </tr>
      </thead>
      <tbody>
        {scenarios.map((s) => (
          <tr key={`${s.method}-${s.input}`}>
            <td>{s.method}</td>
            <td>{s.input}</td>
            <td>{s.outcome}</td>
            <td>
              {s.webhooks.map((w, i) => (
                <span key={w}>
                  {i > 0 && ', '}
                  <code>{w}</code>
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

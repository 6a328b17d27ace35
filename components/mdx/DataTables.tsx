import { useCopy } from '@/components/hooks/useCopy';
import { CheckIcon, CopyIcon } from '@/components/icons';
import { usePageData } from './PageDataContext';

function Yes({ value }: { value: boolean }) {
  return value ? <span aria-label="Yes">✓</span> : <span aria-label="No" className="text-slate-400">–</span>;
}

function CopyableNumber({ number }: { number: string }) {
  const [state, copy] = useCopy();
  const copied = state === 'copied';
  const digits = number.replace(/\s+/g, '');
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <code>{number}</code>
      <button
        type="button"
        aria-label={copied ? `Copied ${number}` : `Copy card number ${number}`}
        className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
        onClick={() => copy(digits)}
      >
        {copied ? <CheckIcon width={13} height={13} /> : <CopyIcon width={13} height={13} />}
      </button>
    </span>
  );
}

export function TestCardTable() {
  const cards = usePageData('testCards');
  return (
    <table tabIndex={0} data-data-set="testCards">
      <thead>
        <tr>
          <th>Brand</th>
          <th>Number</th>
          <th>Expiry</th>
          <th>CVC</th>
          <th>Outcome</th>
          <th>3-D Secure</th>
        </tr>
      </thead>
      <tbody>
        {cards.map((card) => (
          <tr key={card.number}>
            <td>{card.brand}</td>
            <td>
              <CopyableNumber number={card.number} />
            </td>
            <td>{card.expiry}</td>
            <td>{card.cvc}</td>
            <td>
              {card.outcome}
              {card.note && <span className="block text-xs text-slate-500 dark:text-slate-400">{card.note}</span>}
            </td>
            <td>
              <Yes value={card.threeDSecure} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PaymentMethodTable() {
  const methods = usePageData('paymentMethods');
  return (
    <table tabIndex={0} data-data-set="paymentMethods">
      <thead>
        <tr>
          <th>Payment method</th>
          <th>Type</th>
          <th>Countries</th>
          <th>Currencies</th>
          <th>Hosted checkout</th>
          <th>Paymora Components</th>
          <th>Adyen Components</th>
          <th>Payment links</th>
          <th>Recurring</th>
        </tr>
      </thead>
      <tbody>
        {methods.map((m) => (
          <tr key={m.name}>
            <td>{m.name}</td>
            <td>{m.type}</td>
            <td>{m.countries}</td>
            <td>{m.currencies.join(', ')}</td>
            <td><Yes value={m.hostedCheckout} /></td>
            <td><Yes value={m.paymoraComponents} /></td>
            <td><Yes value={m.adyenComponents} /></td>
            <td><Yes value={m.paymentLinks} /></td>
            <td><Yes value={m.recurring} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function WebhookEventTable() {
  const events = usePageData('webhookEvents');
  return (
    <table tabIndex={0} data-data-set="webhookEvents">
      <thead>
        <tr>
          <th>Event type</th>
          <th>What it means</th>
          <th>Sent when</th>
        </tr>
      </thead>
      <tbody>
        {events.map((e) => (
          <tr key={e.type}>
            <td>
              <code>{e.type}</code>
            </td>
            <td>{e.description}</td>
            <td>{e.trigger}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CurrencyTable() {
  const currencies = usePageData('currencies');
  return (
    <table tabIndex={0} data-data-set="currencies">
      <thead>
        <tr>
          <th>Code</th>
          <th>Currency</th>
          <th>Decimals</th>
          <th>2500 means</th>
          <th>Used in</th>
        </tr>
      </thead>
      <tbody>
        {currencies.map((c) => (
          <tr key={c.code} id={`currency-${c.code.toLowerCase()}`}>
            <td>
              <code>{c.code}</code>
            </td>
            <td>{c.name}</td>
            <td>{c.exponent}</td>
            <td>
              <code>{c.exponent === 0 ? '2500' : (2500 / 10 ** c.exponent).toFixed(c.exponent)}</code> {c.code}
            </td>
            <td>{c.countries}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const retryGroups = [
  { retry: 'never', label: 'Never retry this card: the issuer will not approve it' },
  { retry: 'shopper', label: 'A new attempt can succeed once the shopper acts' },
  { retry: 'later', label: 'The same card can succeed later, as a new payment' },
] as const;

/**
 * Error codes with their HTTP status, then the refusal reasons, grouped by whether a new attempt can
 * succeed. `kind` shows only one of the two tables.
 */
export function ErrorCodeTable({ kind }: { kind?: 'error' | 'refusal' }) {
  const rows = usePageData('errorCodes');
  const errors = rows.filter((e) => e.kind === 'error');
  const refusals = rows.filter((e) => e.kind === 'refusal');
  return (
    <>
      {kind !== 'refusal' && (
        <table tabIndex={0} data-data-set="errorCodes" data-kind="error">
          <caption className="text-left text-sm font-semibold">Error codes: the code of an HTTP error response</caption>
          <thead>
            <tr>
              <th>Code</th>
              <th>HTTP</th>
              <th>What it means</th>
              <th>What to do</th>
            </tr>
          </thead>
          <tbody>
            {errors.map((e) => (
              <tr key={e.code} id={`error-${e.code.replace(/_/g, '-')}`}>
                <td>
                  <code>{e.code}</code>
                </td>
                <td>{e.status}</td>
                <td>
                  {`${e.message} ${e.meaning}`}
                </td>
                <td>{e.action}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {kind !== 'error' && (
        <table tabIndex={0} data-data-set="errorCodes" data-kind="refusal">
          <caption className="text-left text-sm font-semibold">
            Refusal reasons: the <code>refusalReason</code> of a refused payment (or a failed modification), never an HTTP error
          </caption>
          <thead>
            <tr>
              <th>Reason</th>
              <th>What it means</th>
              <th>What to do</th>
            </tr>
          </thead>
          {retryGroups.map((group) => (
            <tbody key={group.retry}>
              <tr>
                <th colSpan={3} scope="colgroup" className="text-left">
                  {group.label}
                </th>
              </tr>
              {refusals
                .filter((e) => e.retry === group.retry)
                .map((e) => (
                  <tr key={e.code} id={`error-${e.code.replace(/_/g, '-')}`}>
                    <td>
                      <code>{e.code}</code>
                    </td>
                    <td>
                      {`${e.message} ${e.meaning}`}
                    </td>
                    <td>{e.action}</td>
                  </tr>
                ))}
            </tbody>
          ))}
        </table>
      )}
    </>
  );
}

/** How long an authorisation can be captured, per authorisationType, card brands and merchant category. */
export function AuthorisationValidityTable() {
  const windows = usePageData('authorisationValidity');
  return (
    <>
      <table tabIndex={0} data-data-set="authorisationValidity">
        <thead>
          <tr>
            <th>
              <code>authorisationType</code>
            </th>
            <th>Card brands</th>
            <th>Merchant categories</th>
            <th>Can be captured for</th>
            <th>Adjustable</th>
          </tr>
        </thead>
        <tbody>
          {windows.map((w) => (
            <tr key={`${w.authorisationType} ${w.schemes} ${w.merchantCategories}`}>
              <td>
                <code>{w.authorisationType}</code>
              </td>
              <td>{w.schemes}</td>
              <td>
                {`${w.merchantCategories} `}
                {w.mccs && <span className="block text-xs text-slate-600 dark:text-slate-400">{`MCC ${w.mccs}`}</span>}
              </td>
              <td>{`${w.days} days`}</td>
              <td>
                <Yes value={w.adjustable} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm">Each window counts from the first authorisation; an amount adjustment does not extend it.</p>
    </>
  );
}

export function HttpStatusTable() {
  const statuses = usePageData('httpStatuses');
  return (
    <table tabIndex={0} data-data-set="httpStatuses">
      <thead>
        <tr>
          <th>Status</th>
          <th>Meaning for your request</th>
          <th>Retry?</th>
        </tr>
      </thead>
      <tbody>
        {statuses.map((s) => (
          <tr key={s.status}>
            <td>
              <code>{s.status}</code> {s.name}
            </td>
            <td>{s.meaning}</td>
            <td>{s.retry}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

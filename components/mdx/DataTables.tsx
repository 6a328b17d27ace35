import { errorCodeAnchor } from '@/lib/openapi/anchors';
import { useCopy } from '@/components/hooks/useCopy';
import { bodyControls } from '@/lib/html-contract/body-controls';
import { CopiedIcons } from './CodeBlock';
import type { ErrorCodeKind } from '@/paymora/mdx-components';
import type { DataRow as RowOf } from '@/paymora/page-data';
import { DataTable, YesNoMark, type Column } from './DataTable';
import { usePageData } from './PageDataContext';

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
        {...{ [bodyControls.copy]: digits, [bodyControls.copiedLabel]: `Copied ${number}` }}
        className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
        onClick={() => copy(digits)}
      >
        <CopiedIcons size={13} copied={copied} />
      </button>
    </span>
  );
}

const testCardColumns: Column<RowOf<'testCards'>>[] = [
  { header: 'Brand', cell: (card) => card.brand },
  { header: 'Number', cell: (card) => <CopyableNumber number={card.number} /> },
  { header: 'Expiry', cell: (card) => card.expiry },
  { header: 'CVC', cell: (card) => card.cvc },
  {
    header: 'Outcome',
    cell: (card) => (
      <>
        {card.outcome}
        {card.note && <span className="block text-xs text-slate-500 dark:text-slate-400">{card.note}</span>}
      </>
    ),
  },
  { header: '3-D Secure', cell: (card) => <YesNoMark value={card.threeDSecure} /> },
];

export function TestCardTable() {
  return <DataTable data-data-set="testCards" columns={testCardColumns} rows={usePageData('testCards')} rowKey={(card) => card.number} />;
}

const paymentMethodColumns: Column<RowOf<'paymentMethods'>>[] = [
  { header: 'Payment method', cell: (m) => m.name },
  { header: 'Type', cell: (m) => m.type },
  { header: 'Countries', cell: (m) => m.countries },
  { header: 'Currencies', cell: (m) => m.currencies.join(', ') },
  { header: 'Hosted checkout', cell: (m) => <YesNoMark value={m.hostedCheckout} /> },
  { header: 'Paymora Components', cell: (m) => <YesNoMark value={m.paymoraComponents} /> },
  { header: 'Adyen Components', cell: (m) => <YesNoMark value={m.adyenComponents} /> },
  { header: 'Payment links', cell: (m) => <YesNoMark value={m.paymentLinks} /> },
  { header: 'Recurring', cell: (m) => <YesNoMark value={m.recurring} /> },
];

export function PaymentMethodTable() {
  return <DataTable data-data-set="paymentMethods" columns={paymentMethodColumns} rows={usePageData('paymentMethods')} rowKey={(m) => m.name} />;
}

const webhookEventColumns: Column<RowOf<'webhookEvents'>>[] = [
  { header: 'Event type', cell: (e) => <code>{e.type}</code> },
  { header: 'What it means', cell: (e) => e.description },
  { header: 'Sent when', cell: (e) => e.trigger },
];

export function WebhookEventTable() {
  return <DataTable data-data-set="webhookEvents" columns={webhookEventColumns} rows={usePageData('webhookEvents')} rowKey={(e) => e.type} />;
}

const currencyColumns: Column<RowOf<'currencies'>>[] = [
  { header: 'Code', cell: (c) => <code>{c.code}</code> },
  { header: 'Currency', cell: (c) => c.name },
  { header: 'Decimals', cell: (c) => c.exponent },
  {
    header: '2500 means',
    cell: (c) => (
      <>
        <code>{c.exponent === 0 ? '2500' : (2500 / 10 ** c.exponent).toFixed(c.exponent)}</code> {c.code}
      </>
    ),
  },
  { header: 'Used in', cell: (c) => c.countries },
];

export function CurrencyTable() {
  return <DataTable data-data-set="currencies" columns={currencyColumns} rows={usePageData('currencies')} rowKey={(c) => c.code} rowId={(c) => `currency-${c.code.toLowerCase()}`} />;
}

const retryGroups = [
  { retry: 'never', label: 'Never retry this card: the issuer will not approve it' },
  { retry: 'shopper', label: 'A new attempt can succeed once the shopper acts' },
  { retry: 'later', label: 'The same card can succeed later, as a new payment' },
] as const;

type ErrorCodeRow = RowOf<'errorCodes'>;
const codeCell = { cell: (e: ErrorCodeRow) => <code>{e.code}</code> };
const meaningCell = { header: 'What it means', cell: (e: ErrorCodeRow) => `${e.message} ${e.meaning}` };
const actionCell = { header: 'What to do', cell: (e: ErrorCodeRow) => e.action };
const errorCodeColumns: Column<ErrorCodeRow>[] = [{ header: 'Code', ...codeCell }, { header: 'HTTP', cell: (e) => e.status }, meaningCell, actionCell];
const refusalColumns: Column<ErrorCodeRow>[] = [{ header: 'Reason', ...codeCell }, meaningCell, actionCell];
const errorId = (e: ErrorCodeRow) => errorCodeAnchor(e.code);
const errorKey = (e: ErrorCodeRow) => e.code;

/**
 * Error codes with their HTTP status, then the refusal reasons, grouped by whether a new attempt can
 * succeed. `kind` shows only one of the two tables.
 */
export function ErrorCodeTable({ kind }: { kind?: ErrorCodeKind }) {
  const rows = usePageData('errorCodes');
  const refusals = rows.filter((e) => e.kind === 'refusal');
  return (
    <>
      {kind !== 'refusal' && (
        <DataTable
          data-data-set="errorCodes"
          data-kind="error"
          caption="Error codes: the code of an HTTP error response"
          columns={errorCodeColumns}
          rows={rows.filter((e) => e.kind === 'error')}
          rowKey={errorKey}
          rowId={errorId}
        />
      )}
      {kind !== 'error' && (
        <DataTable
          data-data-set="errorCodes"
          data-kind="refusal"
          caption={
            <>
              Refusal reasons: the <code>refusalReason</code> of a refused payment (or a failed modification), never an HTTP error
            </>
          }
          columns={refusalColumns}
          groups={retryGroups.map((group) => ({ label: group.label, rows: refusals.filter((e) => e.retry === group.retry) }))}
          rowKey={errorKey}
          rowId={errorId}
        />
      )}
    </>
  );
}

type ValidityRow = RowOf<'authorisationValidity'>;

const initiatorLabel: Readonly<Record<ValidityRow['initiator'], string>> = {
  customer: 'The shopper (ecommerce)',
  merchant: 'You (merchant_initiated)',
  any: 'Either',
};

const small = 'block text-xs text-slate-600 dark:text-slate-400';

const authorisationValidityColumns: Column<ValidityRow>[] = [
  { header: 'Card brands', cell: (w) => w.schemes },
  { header: <code>authorisationType</code>, cell: (w) => <code>{w.authorisationType}</code> },
  { header: 'Started by', cell: (w) => initiatorLabel[w.initiator] },
  {
    header: 'Merchant categories',
    cell: (w) => (
      <>
        {`${w.merchantCategories} `}
        {w.mccs && <span className={small}>{`MCC ${w.mccs}`}</span>}
      </>
    ),
  },
  {
    header: 'Can be captured for',
    cell: (w) => (
      <>
        {`${w.days} days`}
        {w.setBy === 'paymora' && <span className={small}>{w.schemeDays ? `Paymora's limit; the scheme allows ${w.schemeDays} days` : "Paymora's limit"}</span>}
        {w.note && <span className={small}>{w.note}</span>}
      </>
    ),
  },
  {
    header: 'An approved increase',
    cell: (w) => (w.authorisationType === 'final' ? 'Not possible: only a pre-authorisation can be adjusted' : w.extensionDays ? `Extends the window to ${w.extensionDays} days from its approval` : 'Does not extend the window'),
  },
];

/**
 * How long an authorisation can be captured, per card brands, authorisationType, who started the payment and
 * merchant category: Paymora expires the payment when its window ends (the payment's captureBefore).
 */
export function AuthorisationValidityTable() {
  return (
    <DataTable
      data-data-set="authorisationValidity"
      columns={authorisationValidityColumns}
      rows={usePageData('authorisationValidity')}
      rowKey={(w) => `${w.schemes} ${w.authorisationType} ${w.initiator} ${w.merchantCategories}`}
    />
  );
}

const httpStatusColumns: Column<RowOf<'httpStatuses'>>[] = [
  {
    header: 'Status',
    cell: (s) => (
      <>
        <code>{s.status}</code> {s.name}
      </>
    ),
  },
  { header: 'Meaning for your request', cell: (s) => s.meaning },
  { header: 'Retry?', cell: (s) => s.retry },
];

export function HttpStatusTable() {
  return <DataTable data-data-set="httpStatuses" columns={httpStatusColumns} rows={usePageData('httpStatuses')} rowKey={(s) => s.status} />;
}

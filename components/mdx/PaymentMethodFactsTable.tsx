/**
 * Per payment method, what it needs and does (content/data/payment-methods.json), in three tables of few
 * columns each, so that they read on a phone: going live (activation, requirements, amount limits), paying
 * (confirmation, capture, refunds, disputes), and the refund facts alone for the refund page. A cell holds
 * one string, or one string and a note, so that the server renders no comment markers inside it.
 */
import type { ReactNode } from 'react';
import type { PageData } from '@/paymora/page-data';
import { activationText, amountLimitText, captureLabel, confirmationLabel, disputeLabel, refundWindowText } from '@/paymora/payment-methods';
import { DataTable, type Column as DataColumn } from './DataTable';
import { InlineText } from './InlineText';
import { usePageData } from './PageDataContext';

type Method = NonNullable<PageData['paymentMethods']>[number];
type Column = DataColumn<Method>;

/** A value with a note under it (shown as a line of its own; the Markdown copy keeps a space between). */
function Noted({ value, note }: { value: string; note?: ReactNode }) {
  return (
    <>
      {value}
      {note !== undefined && <span className="block text-xs text-slate-500 dark:text-slate-400">{note}</span>}
    </>
  );
}

const methodColumn: Column = { header: 'Method', cell: (m) => m.name };

/** One row per method, its name first; `view` names the table for tests and styles. */
function MethodTable({ view, columns }: { view: string; columns: readonly Column[] }) {
  const methods = usePageData('paymentMethods');
  return <DataTable data-data-set="paymentMethods" data-view={view} columns={[methodColumn, ...columns]} rows={methods} rowKey={(m) => m.name} />;
}

const refunds = (m: Method) => (m.partialRefunds ? 'Full or partial' : 'Full only');

const activationColumns: readonly Column[] = [
  { header: 'Live after you request it', cell: (m) => activationText(m.activationDays) },
  { header: 'What you provide', cell: (m) => <InlineText text={m.requirements} /> },
  { header: 'Amount per payment', cell: (m) => amountLimitText(m) ?? 'No Paymora limit' },
];

const behaviourColumns: readonly Column[] = [
  { header: 'Outcome known', cell: (m) => <Noted value={confirmationLabel[m.confirmation]} note={m.confirmationNote && <InlineText text={m.confirmationNote} />} /> },
  { header: 'Capture', cell: (m) => <Noted value={captureLabel[m.capture]} note={m.captureNote && <InlineText text={m.captureNote} />} /> },
  { header: 'Refunds', cell: (m) => <Noted value={refunds(m)} note={`Until ${refundWindowText(m.refundWindowDays, m.refundWindowFrom)}`} /> },
  { header: 'Money taken back later', cell: (m) => <Noted value={disputeLabel[m.disputes]} note={m.disputeNote} /> },
];

const refundColumns: readonly Column[] = [
  { header: 'Refunds', cell: refunds },
  { header: 'Refund possible until', cell: (m) => refundWindowText(m.refundWindowDays, m.refundWindowFrom) },
  { header: 'The money goes to', cell: (m) => m.refundDestination },
  { header: 'The shopper usually sees it', cell: (m) => m.refundArrival },
];

/** Going live: how long a method takes, what the merchant provides, and the amounts it takes. */
export function PaymentMethodActivationTable() {
  return <MethodTable view="activation" columns={activationColumns} />;
}

/** When goods may go out, per method; a version whose data has no such facts shows no column. */
const fulfilColumn: Column = { header: 'Deliver on', cell: (m) => (m.fulfilWhen ? <InlineText text={m.fulfilWhen} /> : '') };

/** Paying: when the outcome is known, when to deliver, capture, refunds, and whether the money can be taken back. */
export function PaymentMethodBehaviourTable() {
  const methods = usePageData('paymentMethods');
  const [known, ...rest] = behaviourColumns;
  const columns = methods.some((m) => m.fulfilWhen) && known ? [known, fulfilColumn, ...rest] : behaviourColumns;
  return <MethodTable view="behaviour" columns={columns} />;
}

/** Refunds per method, for the refund page: the window, where the money goes, when the shopper sees it. */
export function PaymentMethodRefundTable() {
  return <MethodTable view="refunds" columns={refundColumns} />;
}

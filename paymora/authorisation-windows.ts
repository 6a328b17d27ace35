/**
 * How long an authorisation can be captured (content/data/authorisation-validity.json), read for one kind of
 * payment: the windows depend on the card brand, which a page cannot know, so a sentence states the shortest
 * window that applies, and the table gives each brand's.
 */
import type { authorisationInitiators, authorisationTypes } from './content-schema';

type AuthorisationType = (typeof authorisationTypes)[number];
/** Who started the payment: `customer` (shopperInteraction ecommerce) or `merchant` (merchant_initiated). */
type Initiator = Exclude<(typeof authorisationInitiators)[number], 'any'>;

export interface ValidityWindow {
  authorisationType: string;
  initiator: string;
  days: number;
}

export interface WindowQuery {
  authorisationType?: AuthorisationType;
  initiator?: Initiator;
}

/** The rows that hold for a payment of this type, started by this party (a row for `any` holds for both). */
function windowsFor(rows: readonly ValidityWindow[], query: WindowQuery): ValidityWindow[] {
  return rows.filter(
    (row) =>
      (query.authorisationType === undefined || row.authorisationType === query.authorisationType) &&
      (query.initiator === undefined || row.initiator === 'any' || row.initiator === query.initiator),
  );
}

/** The shortest window in days that holds for such a payment, whatever its card brand and merchant category. */
export function shortestWindowDays(rows: readonly ValidityWindow[], query: WindowQuery = {}): number {
  const days = windowsFor(rows, query).map((row) => row.days);
  if (days.length === 0) throw new Error(`content/data/authorisation-validity.json has no window for ${JSON.stringify(query)}`);
  return Math.min(...days);
}

/**
 * The longest capture delay that still leaves a day of the shortest window for such a payment, in hours.
 * @internal Exported for the unit test that holds captureDelayHours' limits to it (knip --production).
 */
export function captureDelayLimitHours(rows: readonly ValidityWindow[], initiator: Initiator): number {
  return (shortestWindowDays(rows, { initiator }) - 1) * 24;
}

/**
 * The payment lifecycle drawn from content/data/payment-lifecycle.json: a diagram of the statuses and
 * the transitions between them, and the table of transitions with their webhooks. Both read the same
 * rows, so they cannot disagree. The diagram is an SVG (role img, with a title and a description),
 * followed by the same information as a list for screen readers and the Markdown copies; on a narrow
 * screen it scrolls sideways, with a visible hint.
 */
import type { ReactNode } from 'react';
import type { PaymentStatus } from '@/paymora/content-schema';
import { searchSkipProps } from '@/lib/html-contract/props';
import type { PaymentTransitionRow } from '@/paymora/page-data';
import { finalStatuses } from '@/paymora/payment-lifecycle';
import { DataTable, type Column } from './DataTable';
import { InlineText } from './InlineText';
import { usePageData } from './PageDataContext';

// ---------------------------------------------------------------------------------------------------
// Layout. Where each status stands and how each arrow runs are drawing decisions; which arrows exist,
// their labels and which statuses are final come from the data.

const WIDTH = 720;
const HEIGHT = 652;
const BOX_W = 152;
const BOX_H = 44;
const A = 90;
const B = 270;
const C = 450;
const D = 630;
const LINE = 15;

/**
 * Each status's box: its centre x and top y, in reading order. The way most payments go runs down the
 * left, so that a narrow screen shows it first; the statuses that end a payment early lie to the right.
 */
const boxes: Record<PaymentStatus, { x: number; y: number }> = {
  received: { x: A, y: 12 },
  authorised: { x: A, y: 140 },
  refused: { x: B, y: 140 },
  error: { x: C, y: 140 },
  partially_captured: { x: A, y: 282 },
  expired: { x: C, y: 282 },
  cancelled: { x: D, y: 282 },
  captured: { x: B, y: 370 },
  partially_refunded: { x: A, y: 500 },
  refunded: { x: B, y: 500 },
};
/** Statuses with more loops than one line holds get a line more per extra (a loop label a line). */
const extraLines: Partial<Record<PaymentStatus, number>> = { partially_refunded: 2 };
const boxHeight = (s: PaymentStatus) => BOX_H + LINE * (extraLines[s] ?? 0);
const top = (s: PaymentStatus) => boxes[s].y;
const bottom = (s: PaymentStatus) => boxes[s].y + boxHeight(s);
const middle = (s: PaymentStatus) => boxes[s].y + BOX_H / 2;

// The horizontal lines arrows share: below received, below authorised, between the captures and the refunds, under the refunds.
const bus1 = 84;
const bus2 = 214;
const bus3 = 444;
const under = 600;

type Point = readonly [number, number];
interface Route {
  points: readonly Point[];
  /** Where the first line of the label starts; further lines go below it. */
  label: { x: number; y: number; anchor: 'start' | 'middle' };
}
const beside = (x: number, y: number): Route['label'] => ({ x: x + 8, y, anchor: 'start' });
/** Down from one box into another through a shared horizontal line, labelled beside the last leg. */
const viaBus = (from: PaymentStatus, to: PaymentStatus, bus: number): Route => ({
  points: boxes[from].x === boxes[to].x ? [[boxes[from].x, bottom(from)], [boxes[to].x, top(to)]] : [[boxes[from].x, bottom(from)], [boxes[from].x, bus], [boxes[to].x, bus], [boxes[to].x, top(to)]],
  label: beside(boxes[to].x, bus + 22),
});

/** How the arrow from one status to another runs, keyed `from>to`. Arrows that share a line share a label. */
const routes: Readonly<Record<string, Route>> = {
  'received>authorised': viaBus('received', 'authorised', bus1),
  'received>refused': viaBus('received', 'refused', bus1),
  'received>error': viaBus('received', 'error', bus1),
  'authorised>partially_captured': viaBus('authorised', 'partially_captured', bus2),
  'authorised>captured': viaBus('authorised', 'captured', bus2),
  'authorised>expired': viaBus('authorised', 'expired', bus2),
  'authorised>cancelled': viaBus('authorised', 'cancelled', bus2),
  'partially_captured>captured': {
    points: [[A + BOX_W / 2, middle('partially_captured')], [B, middle('partially_captured')], [B, top('captured')]],
    label: { x: (A + BOX_W / 2 + B) / 2, y: middle('partially_captured') - 7, anchor: 'middle' },
  },
  'partially_captured>partially_refunded': viaBus('partially_captured', 'partially_refunded', bus3),
  'partially_captured>refunded': viaBus('partially_captured', 'refunded', bus3),
  'captured>partially_refunded': viaBus('captured', 'partially_refunded', bus3),
  'captured>refunded': viaBus('captured', 'refunded', bus3),
  'refunded>partially_refunded': {
    points: [[B - BOX_W / 2, boxes.refunded.y + 14], [A + BOX_W / 2, boxes.refunded.y + 14]],
    label: { x: (A + B) / 2, y: boxes.refunded.y - 6, anchor: 'middle' },
  },
  'partially_refunded>refunded': {
    points: [[A, bottom('partially_refunded')], [A, under], [B, under], [B, bottom('refunded')]],
    label: { x: (A + B) / 2, y: under + 18, anchor: 'middle' },
  },
};

/** Pairs of statuses the data moves between that the layout has no arrow for (a unit test keeps this empty). */
export function unroutedPairs(transitions: readonly PaymentTransitionRow[]): string[] {
  const pairs = new Set(transitions.flatMap((t) => t.from.filter((from) => from !== t.to).map((from) => `${from}>${t.to}`)));
  return [...pairs].filter((pair) => !routes[pair]);
}

/** The layout's arrows that no transition of the data takes (a unit test keeps this empty too). */
export function unusedRoutes(transitions: readonly PaymentTransitionRow[]): string[] {
  const pairs = new Set(transitions.flatMap((t) => t.from.map((from) => `${from}>${t.to}`)));
  return Object.keys(routes).filter((pair) => !pairs.has(pair));
}

const statusOrder = Object.keys(boxes) as PaymentStatus[];

// ---------------------------------------------------------------------------------------------------
// Text shared by the diagram, its list and the table.

/** `a`, `b`, then `c`: code spans with their separators, no two text nodes side by side. */
function CodeList({ items, last = ', then ' }: { items: readonly string[]; last?: string }) {
  const out: ReactNode[] = [];
  items.forEach((item, i) => {
    if (i > 0) out.push(i === items.length - 1 ? last : ', ');
    out.push(<code key={item}>{item}</code>);
  });
  return <>{out}</>;
}

function Webhooks({ transition }: { transition: PaymentTransitionRow }) {
  const webhooks = transition.webhooks ?? [];
  // The note in a span of its own, so that no two text nodes meet (React would put a comment between them).
  const note = transition.webhookNote ? (
    <span>
      <InlineText text={transition.webhookNote} />
    </span>
  ) : null;
  if (webhooks.length === 0) return note;
  return (
    <>
      <CodeList items={webhooks} />
      {note && '; '}
      {note}
    </>
  );
}

/** An API call that may wrap after each slash in a narrow column. */
function Call({ call }: { call: string }) {
  const segments = call.split('/');
  return (
    <code>
      {segments.map((segment, i) => (
        <span key={i}>
          {i > 0 && <wbr />}
          {i < segments.length - 1 ? `${segment}/` : segment}
        </span>
      ))}
    </code>
  );
}

// ---------------------------------------------------------------------------------------------------
// The diagram.

interface Arrow {
  key: string;
  route: Route;
  /** Every transition of the pair comes from an event (the issuer, the clock), none from your call. */
  event: boolean;
}

function arrowHead([x1, y1]: Point, [x2, y2]: Point): string {
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  const [dx, dy] = [(x2 - x1) / length, (y2 - y1) / length];
  const size = 7;
  const base = [x2 - dx * size, y2 - dy * size];
  const wing = [-dy * size * 0.55, dx * size * 0.55];
  return `${x2},${y2} ${base[0]! + wing[0]!},${base[1]! + wing[1]!} ${base[0]! - wing[0]!},${base[1]! - wing[1]!}`;
}

function fallbackRoute(from: PaymentStatus, to: PaymentStatus): Route {
  const start: Point = [boxes[from].x, bottom(from)];
  const end: Point = [boxes[to].x, top(to)];
  return { points: [start, end], label: { x: (start[0] + end[0]) / 2 + 6, y: (start[1] + end[1]) / 2, anchor: 'start' } };
}

// Colours come from text colour classes the site already has, through currentColor: no new CSS.
const activeColour = 'text-brand-700 dark:text-brand-300';
const finalColour = 'text-slate-500 dark:text-slate-400';
const strongText = 'text-slate-900 dark:text-white';
const softText = 'text-slate-700 dark:text-slate-300';

/** A loop label a line, as many lines as the box has; the last line takes the labels left. */
function loopLines(status: PaymentStatus, loops: readonly string[]): string[] {
  const lines = 1 + (extraLines[status] ?? 0);
  return [...loops.slice(0, lines - 1), loops.slice(lines - 1).join(', ')].filter((line) => line !== '');
}

function Box({ status, loops, final }: { status: PaymentStatus; loops: readonly string[]; final: boolean }) {
  const { x, y } = boxes[status];
  return (
    <g>
      {/* The box is tinted with its own border colour, so that it reads in light and dark alike. */}
      <rect
        x={x - BOX_W / 2}
        y={y}
        width={BOX_W}
        height={boxHeight(status)}
        rx={8}
        fill="currentColor"
        fillOpacity={final ? 0.12 : 0.08}
        stroke="currentColor"
        strokeWidth={final ? 1 : 1.5}
        className={final ? finalColour : activeColour}
      />
      <text
        x={x}
        y={loops.length > 0 ? y + 18 : y + BOX_H / 2 + 4.5}
        textAnchor="middle"
        fill="currentColor"
        className={`font-mono text-[0.8125rem] font-semibold ${final ? softText : strongText}`}
      >
        {status}
      </text>
      {loops.length > 0 && (
        <text x={x} y={y + 35} textAnchor="middle" fill="currentColor" className={`text-xs ${softText}`}>
          {loopLines(status, loops).map((line, i) => (
            <tspan key={line} x={x} dy={i === 0 ? 0 : LINE}>
              {`↻ ${line}`}
            </tspan>
          ))}
        </text>
      )}
    </g>
  );
}

function Legend() {
  const x = 392;
  const y = 400;
  return (
    <g fill="currentColor" className={`text-xs ${softText}`}>
      <line x1={x} y1={y} x2={x + 36} y2={y} stroke="currentColor" strokeWidth={1.5} className={finalColour} />
      <text x={x + 46} y={y + 4}>
        a call you make
      </text>
      <line x1={x} y1={y + 24} x2={x + 36} y2={y + 24} stroke="currentColor" strokeWidth={1.5} strokeDasharray="5 4" className={finalColour} />
      <text x={x + 46} y={y + 28}>
        an event: the issuer, a risk check, time
      </text>
      <text x={x + 18} y={y + 52} textAnchor="middle">
        ↻
      </text>
      <text x={x + 46} y={y + 52}>
        a change that keeps the status
      </text>
      <rect x={x} y={y + 64} width={36} height={18} rx={5} fill="currentColor" fillOpacity={0.12} stroke="currentColor" strokeWidth={1} className={finalColour} />
      <text x={x + 46} y={y + 77}>
        final: nothing changes it again
      </text>
    </g>
  );
}

/** What each status's list item says: where it can go, what moves it, which webhooks follow. */
function StatusMoves({ status, transitions }: { status: PaymentStatus; transitions: readonly PaymentTransitionRow[] }) {
  const moves = transitions.filter((t) => t.from.includes(status));
  if (moves.length === 0) return <>{': final, nothing changes it again.'}</>;
  return (
    <>
      {':'}
      <ul>
        {moves.map((t) => (
          <li key={`${t.to} ${t.label}`}>
            {t.to === status ? 'stays ' : 'to '}
            <code>{t.to}</code>
            {t.call ? `: ${t.label}, with ` : `: ${t.label} (an event, not a call you make). Webhook: `}
            {t.call && <code>{t.call}</code>}
            {t.call && '. Webhook: '}
            <Webhooks transition={t} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function PaymentLifecycleDiagram() {
  const transitions = usePageData('paymentLifecycle');
  const final = new Set(finalStatuses(transitions));

  // One arrow per pair of statuses, labelled with every transition between them; labels at the same place merge.
  const arrows = new Map<string, Arrow>();
  const labels = new Map<string, { at: Route['label']; lines: string[] }>();
  const loops = new Map<PaymentStatus, string[]>();
  for (const t of transitions) {
    for (const from of t.from) {
      if (from === t.to) {
        loops.set(from, [...new Set([...(loops.get(from) ?? []), t.label])]);
        continue;
      }
      const key = `${from}>${t.to}`;
      const route = routes[key] ?? fallbackRoute(from, t.to);
      const arrow = arrows.get(key) ?? { key, route, event: true };
      arrow.event &&= !t.call;
      arrows.set(key, arrow);
      const at = `${route.label.x},${route.label.y}`;
      const label = labels.get(at) ?? { at: route.label, lines: [] };
      if (!label.lines.includes(t.label)) label.lines.push(t.label);
      labels.set(at, label);
    }
  }

  const moving = transitions.filter((t) => t.from.some((from) => from !== t.to)).length;
  const description =
    `${statusOrder.length} statuses and ${transitions.length} transitions. A payment starts as received; the issuer makes it authorised, refused or error. ` +
    'An authorised payment is captured in full or in part, cancelled or reversed, or expires when its capture window ends; captured money is refunded in part or in full. ' +
    `Final: ${[...final].join(', ')}. Each status and where it can go are listed after the diagram.`;

  return (
    <figure className="not-prose my-6" data-lifecycle-diagram={`${statusOrder.length} statuses, ${moving} moving transitions`}>
      <p className="mb-2 text-xs text-slate-600 sm:hidden dark:text-slate-400" aria-hidden="true" {...searchSkipProps}>
        Scroll the diagram sideways to see all of it →
      </p>
      <div
        className="overflow-x-auto rounded-lg border border-slate-200 bg-white p-2 dark:border-slate-800 dark:bg-slate-950"
        tabIndex={0}
        role="region"
        aria-label="Payment status diagram, scrolls sideways"
      >
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width={WIDTH}
          height={HEIGHT}
          role="img"
          aria-labelledby="payment-lifecycle-title payment-lifecycle-desc"
          className="mx-auto block w-full text-slate-500 dark:text-slate-400"
          style={{ height: 'auto', minWidth: 640, maxWidth: WIDTH }}
          {...searchSkipProps}
        >
          <title id="payment-lifecycle-title">Payment status diagram</title>
          <desc id="payment-lifecycle-desc">{description}</desc>
          <g fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round">
            {[...arrows.values()].map((arrow) => (
              <polyline key={arrow.key} points={arrow.route.points.map((p) => p.join(',')).join(' ')} strokeDasharray={arrow.event ? '5 4' : undefined} />
            ))}
          </g>
          <g fill="currentColor">
            {[...arrows.values()].map((arrow) => {
              const points = arrow.route.points;
              return <polygon key={arrow.key} points={arrowHead(points[points.length - 2]!, points[points.length - 1]!)} />;
            })}
          </g>
          <g fill="currentColor" className={`text-[0.8125rem] ${softText}`}>
            {[...labels.values()].map(({ at, lines }) => (
              <text key={`${at.x},${at.y}`} x={at.x} y={at.y} textAnchor={at.anchor}>
                {lines.map((line, i) => (
                  <tspan key={line} x={at.x} dy={i === 0 ? 0 : LINE}>
                    {line}
                  </tspan>
                ))}
              </text>
            ))}
          </g>
          {statusOrder.map((status) => (
            <Box key={status} status={status} loops={loops.get(status) ?? []} final={final.has(status)} />
          ))}
          <Legend />
        </svg>
      </div>
      <figcaption className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {'Every status and the calls and events that move a payment between them. The webhooks each change sends are in '}
        <a href="#transitions-and-their-webhooks" className="text-brand-700 underline dark:text-brand-300">
          Transitions and their webhooks
        </a>
        .
      </figcaption>
      <ul className="sr-only" aria-label="The diagram as a list">
        {statusOrder.map((status) => (
          <li key={status}>
            <code>{status}</code>
            <StatusMoves status={status} transitions={transitions} />
          </li>
        ))}
      </ul>
    </figure>
  );
}

// ---------------------------------------------------------------------------------------------------
// The table.

const transitionColumns: Column<PaymentTransitionRow>[] = [
  {
    header: 'From',
    // One status a line, so that the column is as narrow as its longest status and the sentences get the room.
    cell: (t) =>
      t.from.map((from, i) => (
        <span key={from} className="block whitespace-nowrap">
          {i > 0 && ' '}
          <code>{from}</code>
          {i < t.from.length - 1 && ','}
        </span>
      )),
  },
  {
    header: 'Caused by',
    cell: (t) => (
      <>
        <InlineText text={t.cause} />
        {t.call && (
          <span className="block text-xs">
            {' '}
            <Call call={t.call} />
          </span>
        )}
      </>
    ),
  },
  { header: 'To', cell: (t) => <code>{t.to}</code> },
  { header: 'Webhook', cell: (t) => <Webhooks transition={t} /> },
];

export function PaymentTransitionTable() {
  return (
    <DataTable
      aria-label="Payment status transitions and their webhooks"
      data-lifecycle-table=""
      data-data-set="paymentLifecycle"
      columns={transitionColumns}
      rows={usePageData('paymentLifecycle')}
      rowKey={(t) => `${t.from.join(' ')} ${t.to} ${t.label}`}
    />
  );
}

/**
 * One fact, one value: finds the sentences of the content (pages, concepts, samples, the API document)
 * that state a fact the typed data holds, and reports each one that states another value, with file and
 * line. Some facts are rules that pages must render rather than write out (a rule with `render`): there
 * any statement is reported, right or wrong, with the component to use instead, since a rule written out
 * by hand in several places is how the contradictions of the content reviews came about. The patterns are
 * the ways the pages write these facts; a fact written another way is not seen, so new phrasings of a fact
 * belong in a rule here (tests/unit/fact-check.test.ts shows each rule failing and runs them over the content).
 */

/** The values the data files and the API document hold. */
export interface Facts {
  /** content/data/error-codes.json, kind error: code → HTTP status. */
  errorStatuses: ReadonlyMap<string, number>;
  /** content/data/error-codes.json, kind refusal. */
  refusalCodes: ReadonlySet<string>;
  /** content/data/api-limits.json rateLimits[].requestsPerSecond. */
  rateLimits: ReadonlySet<number>;
  /** content/data/api-limits.json idempotencyKeyHours. */
  idempotencyKeyHours: number;
  /** content/data/authorisation-validity.json windows[].days, and the days of a `final` authorisation's windows. */
  authorisationDays: ReadonlySet<number>;
  finalAuthorisationDays: ReadonlySet<number>;
  /** content/data/webhook-retries.json: the retry window, the repeating wait in hours, the answer timeout. */
  webhookRetryDays: number;
  webhookRepeatHours: number;
  webhookAnswerSeconds: number;
  /** Every value of the API document's status enums (PaymentStatus, CheckoutStatus, …). */
  statuses: ReadonlySet<string>;
  /** The error codes content/data/operation-states.json gives to a status of an object. */
  stateCodes: ReadonlySet<string>;
  /** content/data/test-scenarios.json amountEnding values. */
  triggerEndings: ReadonlySet<string>;
  /** content/data/test-cards.json: card number (digits only) → the refusal reasons its outcome and note name. */
  testCards: ReadonlyMap<string, ReadonlySet<string>>;
  /** The API document's calls as `METHOD /path`, and those that take a request body. */
  calls: ReadonlySet<string>;
  callsWithBody: ReadonlySet<string>;
  /** The API document's Event schema, x-retention-days: how long GET /events can return an event. */
  eventRetentionDays: number;
  /** The values of the API document's PaymentStatus enum. */
  paymentStatuses: ReadonlySet<string>;
  /** content/data/api-limits.json paymentOutcomeWaitMinutes: when to read a payment whose outcome webhook has not come. */
  paymentOutcomeWaitMinutes: number;
  /** content/data/api-limits.json modificationOutcomeHours: by when a modification's outcome event has come. */
  modificationOutcomeHours: number;
  /** content/data/api-limits.json sepaDirectDebitCaptureDelayHours: the least delay before Paymora collects a SEPA Direct Debit it captures. */
  sepaCaptureDelayHours: number;
  /** The values of the API document's PaymentMethodName enum: a payment method's name in the API. */
  paymentMethodNames: ReadonlySet<string>;
}

export interface FactProblem {
  file: string;
  line: number;
  message: string;
}

/** Pages and concepts render components; samples, data and the API document cannot. */
const isPage = (file: string) => file.endsWith('.mdx');

interface Rule {
  /** What the rule checks, and where the right value lives. */
  fact: string;
  source: string;
  /**
   * The component that renders the fact: any statement of it in a page (or, with `everywhere`, in any file)
   * is retyping, whatever its value.
   */
  render?: { with: string; everywhere?: boolean };
  /** Seen in pages and concepts only: the file that holds the fact states it in words of its own (an enum's meanings). */
  pagesOnly?: boolean;
  /** Problems in one sentence: each a message naming the value stated and the value held. */
  check: (sentence: string, facts: Facts, line: string) => string[];
}

const numbers = (sentence: string, pattern: RegExp): number[] => [...sentence.matchAll(pattern)].map((m) => Number(m[1]));
const list = (values: Iterable<number>) => [...values].join(', ');

/** A line about idempotency keys. */
const aboutKeys = /idempoten|\bsame key\b|\bkeys? (?:is|are) (?:remembered|kept|stored)|key_reused|\bretry with the key\b|\bkey protects\b|\bthe first try\b/i;
/** A table row is one statement: its cells share a subject. */
const statementOf = (sentence: string, line: string) => (line.trimStart().startsWith('|') ? line : sentence);
/** HTTP statuses the API answers, as a class or a code. */
const httpAnswer = /`?\b(2xx|4xx|5xx|200|201|400|401|403|404|409|422|429|500|502|503|504)\b`?|\b(timeouts?)\b/g;

const rules: readonly Rule[] = [
  {
    fact: "an error code's HTTP status",
    source: 'content/data/error-codes.json',
    check: (sentence, facts) =>
      [...sentence.matchAll(/`(\d{3})` `([a-z][a-z0-9_]*)`/g)].flatMap(([, status, code = '']) => {
        const held = facts.errorStatuses.get(code);
        if (held === undefined) return facts.refusalCodes.has(code) ? [] : [`\`${status}\` \`${code}\`: no error code ${code}`];
        return held === Number(status) ? [] : [`\`${status}\` \`${code}\`: ${code} answers ${held}`];
      }),
  },
  {
    fact: 'the error code an operation answers in a status',
    source: 'content/data/operation-states.json',
    render: { with: '<OperationStateTable operation="…" />', everywhere: true },
    // A status in backticks and a state's error code with its HTTP status, in one sentence or table row.
    check: (sentence, facts, line) => {
      const statement = statementOf(sentence, line);
      const statuses = [...statement.matchAll(/`([a-z][a-z_]*)`/g)].map((m) => m[1] ?? '').filter((word) => facts.statuses.has(word));
      if (statuses.length === 0) return [];
      return [...statement.matchAll(/`(\d{3})` `([a-z][a-z0-9_]*)`/g)]
        .filter(([, , code = '']) => facts.stateCodes.has(code))
        .map(([, status, code]) => `\`${statuses.join('`, `')}\` with \`${status}\` \`${code}\``);
    },
  },
  {
    fact: 'a rate limit',
    source: 'content/data/api-limits.json',
    render: { with: '<RateLimitTable />', everywhere: true },
    check: (sentence, facts) =>
      numbers(sentence, /(\d+) requests? (?:a|per|each) second/g)
        .filter((n) => !facts.rateLimits.has(n))
        .map((n) => `${n} requests a second: the limits are ${list(facts.rateLimits)}`),
  },
  {
    fact: 'how long an idempotency key is kept',
    source: 'content/data/api-limits.json',
    render: { with: '<IdempotencyKeyLifetime />' },
    // The line, not the sentence: a table row about keys ("For how long? | 24 hours …") names them once.
    check: (sentence, facts, line) =>
      aboutKeys.test(statementOf(sentence, line))
        ? numbers(sentence, /(\d+) hours?\b/g)
            .filter((n) => n !== facts.idempotencyKeyHours)
            .map((n) => `${n} hours: keys are kept ${facts.idempotencyKeyHours} hours`)
        : [],
  },
  {
    fact: 'what an idempotency key keeps after each answer',
    source: 'content/data/idempotency.json',
    render: { with: '<IdempotencyTable />', everywhere: true },
    // A status (or a timeout) and what the key keeps or a retry gets, in a sentence about keys.
    check: (sentence, _facts, line) => {
      const statement = statementOf(sentence, line);
      // The key may be named in the line's other sentence ("A 5xx is not stored. A retry with the same key …").
      if (!aboutKeys.test(line) && !/\bthe key\b/i.test(line)) return [];
      if (!/\b(?:not )?(?:stored|kept|replayed)\b|\bstores?\b|\bruns? (?:the operation )?again\b|\b(?:returns?|gets?) (?:exactly )?(?:it|that answer|the first (?:result|answer))\b/i.test(statement)) return [];
      const answers = [...statement.matchAll(httpAnswer)].map((m) => m[1] ?? m[2] ?? '');
      return answers.length > 0 ? [`what the key keeps after ${answers.join(', ')}`] : [];
    },
  },
  {
    fact: 'how long an authorisation can be captured',
    source: 'content/data/authorisation-validity.json',
    render: { with: '<AuthorisationWindow /> or <AuthorisationValidityTable />' },
    check: (sentence, facts) => {
      const aboutWindows = (/authoris/i.test(sentence) && /captur|expire|lapse|valid/i.test(sentence)) || /\bcaptur(?:e|ed|ing)\b[^.]*\b(?:within|for|after) \d+ days?\b/i.test(sentence);
      if (!aboutWindows) return [];
      const days = numbers(sentence, /(\d+)[ -]days?\b/g);
      const isFinal = /`final`|final authorisation/i.test(sentence) && !/pre[-_]authoris/i.test(sentence);
      const held = isFinal ? facts.finalAuthorisationDays : facts.authorisationDays;
      return days.filter((n) => !held.has(n)).map((n) => `${n} days: ${isFinal ? 'a final authorisation holds' : 'the windows are'} ${list(held)} days`);
    },
  },
  {
    fact: 'a sandbox trigger amount',
    source: 'content/data/test-scenarios.json',
    render: { with: '<TestAmount scenario="…" />' },
    check: (sentence, facts) =>
      [...sentence.matchAll(/\bend(?:s|ing) in `?(\d{2})`?(?!\d)/g)]
        .map((m) => m[1] ?? '')
        .filter((ending) => !facts.triggerEndings.has(ending))
        .map((ending) => `an amount ending in ${ending}: the triggers end in ${[...facts.triggerEndings].join(', ')}`),
  },
  {
    fact: 'an amount that sets off a sandbox trigger',
    source: 'content/data/test-scenarios.json',
    // An amount written out (a request's `value`, an amount in backticks, a price with its currency) whose last two
    // minor-unit digits are a trigger's: the sandbox would refuse or fail it. A page that means the trigger renders it.
    check: (sentence, facts) => {
      const amountWords = /\bamounts?\b|\bvalue\b|€|\b(?:EUR|CHF|PLN|GBP|USD|DKK|SEK)\b|\b(?:pay|charge|capture|refund|adjust)/i.test(sentence);
      const amounts = [
        // A field of a request body, in JSON, JavaScript, C# or YAML: "value": 2492, Value = 2492, amountIncludingTax: 2492.
        ...[...sentence.matchAll(/["']?\b(?:value|Value|amount\w*|Amount\w*|price|total)["']?\s*[:=]\s*["']?(\d{3,})(?:\.(\d{2}))?\b/g)].map((m) => (m[2] === undefined ? (m[1] ?? '') : `${m[1] ?? ''}${m[2]}`)),
        // An amount in backticks, in a sentence about amounts or payments: `2492`.
        ...(amountWords ? [...sentence.matchAll(/`(\d{3,6})`/g)].map((m) => m[1] ?? '') : []),
        // A price with its currency: €24.92, EUR 24.92, 24.92 EUR.
        ...[...sentence.matchAll(/(?:€|\b(?:EUR|CHF|PLN|GBP|USD|DKK|SEK) ?)(\d+)[.,](\d{2})\b|\b(\d+)[.,](\d{2}) ?(?:EUR|CHF|PLN|GBP|USD|DKK|SEK|€)/g)].map((m) => `${m[1] ?? m[3] ?? ''}${m[2] ?? m[4] ?? ''}`),
      ];
      return [...new Set(amounts)]
        .filter((amount) => facts.triggerEndings.has(amount.slice(-2)))
        .map((amount) => `the amount ${amount}, whose ending ${amount.slice(-2)} is a sandbox trigger: render a trigger with <TestAmount scenario="…" prefix="${amount.slice(0, -2)}" />, or pick an amount that ends in no trigger`);
    },
  },
  {
    fact: 'a test card and its outcome',
    source: 'content/data/test-cards.json',
    check: (sentence, facts) =>
      [...sentence.matchAll(/\b(\d{4} \d{4} \d{4} \d{4}|\d{4} \d{6} \d{5})\b/g)].flatMap(([, number = '']) => {
        const reasons = facts.testCards.get(number.replace(/ /g, ''));
        if (!reasons) return [`card ${number}: no test card has this number`];
        const named = [...sentence.matchAll(/`([a-z]+(?:_[a-z]+)+)`/g)].map((m) => m[1] ?? '').filter((code) => facts.refusalCodes.has(code));
        return named.filter((code) => !reasons.has(code)).map((code) => `card ${number} refused with ${code}: its outcome is ${[...reasons].join(', ') || 'no refusal'}`);
      }),
  },
  {
    fact: 'whether a call takes a body',
    source: 'the request bodies of content/api/openapi.yaml',
    check: (sentence, facts, line) => {
      if (!/\b(?:takes|has|needs|with) no (?:request )?body\b|\bwithout a body\b/i.test(sentence)) return [];
      return [...line.matchAll(/`((?:GET|POST|PUT|PATCH|DELETE) \/[^`\s]*)`/g)]
        .map((m) => m[1] ?? '')
        .filter((call) => facts.calls.has(call) && facts.callsWithBody.has(call))
        .map((call) => `${call} takes no body: its request body is required`);
    },
  },
  {
    fact: 'the webhook retry window',
    source: 'content/data/webhook-retries.json',
    check: (sentence, facts) => {
      const stated = [
        // Prose: "retries a message for 3 days", "retried … for 3 days", "older than 3 days and 1 hour".
        ...(/retr|replay|older than/i.test(sentence) && /webhook|message|deliver|createdAt|retries/i.test(sentence) ? numbers(sentence, /(\d+) days?\b/g) : []),
        // Samples: (3 * 24 + 1) hours, the window and an hour's margin.
        ...numbers(sentence, /\(\s*(\d+) \* 24 \+ 1\s*\)/g),
      ];
      const wrong = stated.filter((n) => n !== facts.webhookRetryDays).map((n) => `${n} days: webhooks are retried for ${facts.webhookRetryDays} days`);
      // The window runs from the event's createdAt, the anchor the retries and the id store's keep time share;
      // counted from the first attempt, a late first attempt would make the last retries outlive the ids kept.
      const fromFirstAttempt = /retr/i.test(sentence) && /webhook|message|deliver/i.test(sentence)
        ? numbers(sentence, /(\d+) days? (?:after|from|since) the first attempt\b/gi).map((n) => `${n} days after the first attempt: retries end ${facts.webhookRetryDays} days after the event's createdAt`)
        : [];
      return [...wrong, ...fromFirstAttempt];
    },
  },
  {
    fact: 'the webhook retry interval',
    source: 'content/data/webhook-retries.json',
    render: { with: '<WebhookRetryTable />', everywhere: true },
    check: (sentence, facts) =>
      /retr/i.test(sentence) && /webhook|message|deliver/i.test(sentence)
        ? numbers(sentence, /every (\d+) hours?\b/g)
            .filter((n) => n !== facts.webhookRepeatHours)
            .map((n) => `every ${n} hours: the repeating wait is ${facts.webhookRepeatHours} hours`)
        : [],
  },
  {
    fact: "a webhook endpoint's answer time",
    source: 'content/data/webhook-retries.json',
    render: { with: '<WebhookAnswerTime />' },
    check: (sentence, facts) =>
      /2xx/.test(sentence) && /answer|acknowledge|respond/i.test(sentence)
        ? numbers(sentence, /within (\d+) seconds?\b/g)
            .filter((n) => n !== facts.webhookAnswerSeconds)
            .map((n) => `within ${n} seconds: an endpoint has ${facts.webhookAnswerSeconds} seconds`)
        : [],
  },
  {
    fact: 'how long events are kept',
    source: 'x-retention-days of the Event schema in content/api/openapi.yaml',
    check: (sentence, facts) =>
      /\bevents?\b[^.]*\b(?:kept|retained|stored)\b|\bkeeps? (?:\w+ )?events\b/i.test(sentence)
        ? numbers(sentence, /(\d+) days?\b/g)
            .filter((n) => n !== facts.eventRetentionDays)
            .map((n) => `${n} days: events are kept ${facts.eventRetentionDays} days`)
        : [],
  },
  {
    fact: "a card scheme's limit on reattempts of a declined payment",
    source: 'content/data/scheme-rules.json',
    render: { with: '<SchemeRule rule="visa-reattempts" />, <SchemeRule rule="visa-reattempts-2021" />, <SchemeRule rule="mastercard-excessive-attempts" />, <SchemeRule rule="mastercard-same-amount-attempts" /> and their periods', everywhere: true },
    check: (sentence) =>
      /\b(?:visa|mastercard|card schemes?|card networks?|schemes?)\b/i.test(sentence) && /\b(?:re-?attempt|attempt|retr(?:y|ies))/i.test(sentence)
        ? [
            ...numbers(sentence, /\b(\d+) (?:new |more |further |failed |declined |refused )?(?:re-?attempts?|attempts?|retries|tries|times|declines|refusals)\b/gi).map((n) => `${n} reattempts`),
            ...[...sentence.matchAll(/\b(?:in|within|over|per|every|after|of) (\d+) (days|hours)\b/gi)].map((m) => `a reattempt period of ${m[1] ?? ''} ${m[2] ?? ''}`),
          ]
        : [],
  },
  {
    fact: 'when to read a payment whose outcome webhook has not come',
    source: 'content/data/api-limits.json',
    render: { with: '<PaymentOutcomeWait />' },
    // A wait in minutes or hours before reading (polling) a payment that is still received or whose outcome event is missing.
    check: (sentence, facts) =>
      /\b(?:read|poll|fetch|look up)\b|GET \/payments/i.test(sentence) && /`payment\.(?:authorised|refused|error)`|\boutcome\b|`received`|\bstill received\b/i.test(sentence)
        ? [...sentence.matchAll(/\b(\d+) (minutes?|hours?)\b/gi)]
            .filter((m) => (/^hour/i.test(m[2] ?? '') ? Number(m[1]) * 60 : Number(m[1])) !== facts.paymentOutcomeWaitMinutes)
            .map((m) => `a wait of ${m[1] ?? ''} ${m[2] ?? ''}: read the payment after ${facts.paymentOutcomeWaitMinutes} minutes`)
        : [],
  },
  {
    fact: "how long after its 201 a modification's outcome event comes at the latest",
    source: 'content/data/api-limits.json',
    render: { with: '<ModificationOutcomeWait />' },
    // A time counted from a modification's 201, by which its success or failure event has come.
    check: (sentence, facts) =>
      /`201`/.test(sentence) && /\b(?:reports?|arrived?|comes?|event)\b/i.test(sentence)
        ? [...sentence.matchAll(/\b(\d+) (minutes?|hours?)\b/gi)]
            .filter((m) => (/^hour/i.test(m[2] ?? '') ? Number(m[1]) * 60 : Number(m[1])) !== facts.modificationOutcomeHours * 60)
            .map((m) => `an outcome within ${m[1] ?? ''} ${m[2] ?? ''} of the 201: Paymora reports it within ${facts.modificationOutcomeHours} hours`)
        : [],
  },
  {
    fact: 'how long a retry after a 5xx or a lost answer can get 409 request_in_progress',
    source: 'content/data/api-limits.json',
    render: { with: '<IdempotencyOutcomeWait />' },
    // Any time written beside the in-progress answer bounds it: only the data file may say how long.
    check: (sentence) =>
      /request_in_progress|`409`/.test(sentence) && /\b(?:settl|at most|up to|for no more|bound)/i.test(sentence)
        ? [...sentence.matchAll(/\b(\d+) (seconds?|minutes?)\b/gi)].map((m) => `a settling time of ${m[1] ?? ''} ${m[2] ?? ''}`)
        : [],
  },
  {
    fact: 'how long Paymora waits before it collects a SEPA Direct Debit it captures',
    source: 'content/data/api-limits.json',
    render: { with: '<SepaCaptureDelay />' },
    check: (sentence, facts) =>
      /\bSEPA\b|\bdirect debits?\b/i.test(sentence) && /\bcaptur|\bcollect/i.test(sentence) && /\bdelay|\bafter (?:the )?authori[sz]ation|\bsooner\b|\bearlier\b|\bwaits?\b|\blater\b|captureDelayHours/i.test(sentence)
        ? [...sentence.matchAll(/\b(\d+) (hours?|days?)\b/gi)]
            .filter((m) => (/^day/i.test(m[2] ?? '') ? Number(m[1]) * 24 : Number(m[1])) !== facts.sepaCaptureDelayHours)
            .map((m) => `a SEPA Direct Debit capture delay of ${m[1] ?? ''} ${m[2] ?? ''}: Paymora waits ${facts.sepaCaptureDelayHours} hours`)
        : [],
  },
  {
    fact: 'which changes of a payment send a webhook',
    source: 'the webhooks of content/data/payment-lifecycle.json',
    render: { with: '<PaymentTransitionTable />, or name the event' },
    pagesOnly: true,
    // A payment status said to change without an event ("ends in `error` with no webhook", "the rest is released silently").
    check: (sentence, facts) =>
      [...sentence.matchAll(/`([a-z_]+)`/g)].some((m) => facts.paymentStatuses.has(m[1] ?? '')) &&
      /\bpayments?\b|\bstatus\b|\bwindow\b/i.test(sentence) &&
      /\bno webhooks?\b|\bwithout (?:a |any )?(?:webhook|event)\b|\bsends? (?:no (?:webhook|event)|none\b)|\bsilently\b|\bno `payment\.[a-z_]+`/i.test(sentence)
        ? ['which payment changes send no webhook']
        : [],
  },
  {
    fact: 'how to order the events of a payment',
    source: 'the PaymentChangeNumber schema of content/api/openapi.yaml',
    render: { with: 'a link to /payment-gateway/payment-lifecycle#apply-events-in-order (the state from a higher `changeNumber` only, each event\'s own facts always, once each)' },
    pagesOnly: true,
    // Statuses do not only move forward and events can share a createdAt, so ordering by either loses real changes;
    // and an event applied whole only when its changeNumber is higher loses the modification or 3-D Secure result a late one brings.
    // A reversal's events share one modificationId, so booking keyed on it alone skips the refund behind the cancel.
    check: (sentence) =>
      (/\bbook/i.test(sentence) && /\b(?:by|per|keyed (?:on|by)) (?:its |the |each |one )?`modificationId`|\bhold (?:that|the|its) `modificationId`/i.test(sentence) && !/\bevent type\b/i.test(sentence)) ||
      (!/`changeNumber`/.test(sentence) &&
        (/\b(?:move|return|set)s? (?:a |the )?payments? back\b|\bearlier status\b/i.test(sentence) ||
          (/\border\b|\blate\b|\bolder\b|\bafter a later\b/i.test(sentence) && /compare `createdAt`|by `createdAt`|\bread `createdAt`/i.test(sentence)))) ||
      /\b(?:apply|process|handle|accept)\b[^.]*\bonly (?:if|when)\b[^.]*`changeNumber`[^.]*\bhigher\b|\b(?:ignore|drop|discard|skip)\b[^.]*(?:\b(?:lower|equal|older)\b[^.]*`changeNumber`|`changeNumber`[^.]*\b(?:lower|equal|older)\b)/i.test(sentence)
        ? ['the order of a payment\'s events']
        : [],
  },
  {
    fact: 'how to order the events that carry no changeNumber',
    source: 'the events of content/data/webhook-events.json, whose data has no changeNumber',
    render: { with: 'a link to /webhooks/configuration#events-without-a-changenumber (read the object the event names, act on that read)' },
    pagesOnly: true,
    // Token, dispute, payout, checkout and payment link events carry no counter, so a late one looks new: applying
    // them as they arrive lets a retried dispute.won undo dispute.escalated, or token.updated revive a disabled token.
    check: (sentence) =>
      /`(?:token|dispute|payout|checkout|payment_link)\.[a-z_*]+`/.test(sentence) &&
      !sentence.includes('/webhooks/configuration#events-without-a-changenumber') &&
      /\bas (?:they|it|each) arrives?\b|\bin the order (?:they|it) (?:arrive|come)s?\b|\b(?:store|set|take|copy|update)\b[^.]*`status` from the (?:event|message|webhook)\b/i.test(sentence)
        ? ['the order of events without a changeNumber']
        : [],
  },
  {
    fact: 'when an unused SEPA mandate lapses',
    source: 'content/data/scheme-rules.json',
    render: { with: '<SchemeRule rule="sepa-mandate-lapse" />', everywhere: true },
    check: (sentence) =>
      /\bmandates?\b/i.test(sentence) && /laps|expir|void|unused|not (?:been )?used|without (?:a |any )?(?:collection|debit)|no (?:collection|debit)/i.test(sentence)
        ? numbers(sentence, /\b(\d+) (?:months?|years?)\b/gi).map((n) => `a mandate lapsing after ${n}`)
        : [],
  },
  {
    fact: "the SEPA pre-notification's default notice",
    source: 'content/data/scheme-rules.json',
    render: { with: '<SchemeRule rule="sepa-pre-notification" />', everywhere: true },
    check: (sentence) =>
      /pre-?notif|\bnotice\b|\bnotify\b|tell the (?:shopper|payer|customer)/i.test(sentence) && /\bdebits?\b|\bSEPA\b|\bmandates?\b/.test(sentence)
        ? [...sentence.matchAll(/\b(\d+) (?:calendar |business )?days?\b|\bdefault (?:of )?(\d+)\b/gi)].map((m) => `a notice of ${m[1] ?? m[2] ?? ''} days`)
        : [],
  },
  {
    fact: 'how long a SEPA debit can be returned or refunded',
    source: 'content/data/scheme-rules.json',
    render: { with: '<SchemeRule rule="sepa-return" />, <SchemeRule rule="sepa-refund-authorised" /> or <SchemeRule rule="sepa-refund-unauthorised" />', everywhere: true },
    // A table row is one statement ("| Up to 5 business days after the collection | … debits … |").
    check: (sentence, _facts, line) =>
      /\b(?:direct )?debits?\b|\bSEPA\b|\bmandates?\b/.test(statementOf(sentence, line)) &&
      /\breturn|\bsends? (?:it |the debit |the money )?back|\btak(?:e|en) (?:it |the money )?back|\bmoney back|\brefund|\bafter the (?:collection|debit|settlement)/i.test(statementOf(sentence, line))
        ? [...sentence.matchAll(/\b(\d+) ((?:TARGET |inter-?bank |banking )?(?:business |working |calendar )?(?:days?|weeks?|months?))\b/gi)].map((m) => `a return or refund period of ${m[1] ?? ''} ${m[2] ?? ''}`)
        : [],
  },
  {
    fact: 'how long after a stay or rental a delayed charge may be made',
    source: 'content/data/scheme-rules.json',
    render: { with: '<SchemeRule rule="visa-delayed-charge-period" />', everywhere: true },
    check: (sentence) =>
      /\bdelayed[ _]charges?\b|\bcheck-out\b|\b(?:vehicle|car|rental)(?:'s)? return\b/i.test(sentence) && /\b(?:within|at most|no later than|up to|after)\b/i.test(sentence)
        ? numbers(sentence, /\b(\d+) (?:calendar )?days?\b/gi).map((n) => `a delayed-charge period of ${n} days`)
        : [],
  },
  {
    fact: 'which merchant categories may send an mitReason',
    source: 'the MitReason enum of content/api/openapi.yaml',
    render: { with: '<StatusTable schema="MitReason" describe="schema" />' },
    pagesOnly: true,
    check: (sentence) =>
      /`(?:delayed_charge|no_show)`|\bdelayed charges?\b|\bno-?shows?\b/i.test(sentence) && /\bmerchant categor|\bMCCs?\b|\b(?:only|allowed) for (?:hotels|lodging|vehicle|car|cruise)/i.test(sentence)
        ? ['which merchants may send an mitReason']
        : [],
  },
  {
    // Issue 27, fresh review 14b H1: damage charged as a delayed charge on the booking terms alone breaks the schemes'
    // rules; the MitReason enum says once what delayed_charge covers and how loss, theft or damage is charged instead.
    fact: 'what a delayed charge may cover',
    source: 'the MitReason enum of content/api/openapi.yaml',
    render: { with: '<StatusTable schema="MitReason" describe="schema" />' },
    pagesOnly: true,
    check: (sentence) =>
      /`(?:delayed_charge|mitReason)`|\bdelayed charges?\b|\bindustry[- ]practice charges?\b/i.test(sentence) && /\bdamage|\bloss\b|\btheft\b|\bstolen\b/i.test(sentence)
        ? ['what a delayed charge may cover']
        : [],
  },
  {
    // Issue 27, fresh reviews 16 and 16b H1: the guides taught partial captures and cancels on the default final
    // authorisation, which the schemes' final authorisation rules do not allow. scheme-rules.json holds the rule once;
    // a page renders its figure, and the AuthorisationType description in the API document says it in its own words.
    fact: 'how many captures a final authorisation takes',
    source: 'content/data/scheme-rules.json',
    render: { with: '<SchemeRule rule="final-authorisation-captures" />, with a link to /payment-gateway/payment-lifecycle#final-authorisations-and-split-shipments' },
    pagesOnly: true,
    check: (sentence) =>
      /`final`|\bfinal authori[sz]ations?\b/i.test(sentence) && /\bonce\b|\bone time\b|\b(?:one|1|a single|single|only one) (?:full |whole |complete )?captures?\b/i.test(sentence)
        ? ['how many captures a final authorisation takes']
        : [],
  },
  {
    // Issue 27, fresh review 14b M5: pages said that leaving out any of the device data always forces action_required;
    // only browserInfo does, and its description in the API document says so once. A sandbox step may still say what
    // leaving out browserInfo does.
    fact: 'which device data a frictionless 3-D Secure result needs',
    source: 'the browserInfo field of PaymentRequest in content/api/openapi.yaml',
    render: { with: '<Parameter operation="createPayment" name="browserInfo" />, or a link to /payment-gateway/payments/additional-details#frictionless-needs-the-shoppers-device-data' },
    pagesOnly: true,
    check: (sentence) =>
      /`action_required`/.test(sentence) && /\b(?:without|always|unless)\b/i.test(sentence) && (/`(?:shopperIP|origin|billingAddress|shopper)`/.test(sentence) || /\balways\b/i.test(sentence))
        ? ['which device data a frictionless result needs']
        : [],
  },
  {
    // Review 15b's L1: the concept advised a minute of margin on expiresAt while the field's description advised five.
    // The margin lives in each expiresAt description of the API document; a page or concept points to it.
    fact: 'the margin to leave on expiresAt',
    source: 'the expiresAt descriptions of content/api/openapi.yaml',
    render: { with: '<Parameter operation="…" name="expiresAt" />, whose description gives it' },
    pagesOnly: true,
    // The line names the field, the sentence the margin: "… fails with `validation_error` and `field` `expiresAt`. Leave a minute of margin."
    check: (sentence, _facts, line) =>
      /\bexpiresAt\b|\bexpiry\b/i.test(line) && /\bmargin\b|\bclock (?:differences?|skew)\b|\bskew\b/i.test(sentence) && /\b(?:a|an|one|\d+) (?:more )?(?:minutes?|seconds?|hours?)\b|\brather than\b/i.test(sentence)
        ? ['a margin on expiresAt']
        : [],
  },
  {
    fact: 'which code an update of a paid or disabled payment link fails with',
    source: 'content/data/error-codes.json',
    // link_expired is for an expired link only; a sentence or table row that gives it for a paid or disabled link, and
    // does not name link_not_active, tells code to extend or re-create a link that was paid or stopped on purpose.
    check: (sentence, _facts, line) => {
      const statement = statementOf(sentence, line);
      return /`link_expired`/.test(statement) && !/`link_not_active`/.test(statement) && /`(?:paid|disabled)`|\bpaid in full\b|\b(?:was|is|been) (?:paid|disabled)\b|\bdisabled link\b/i.test(statement)
        ? ['`link_expired` for a paid or disabled link: that is `link_not_active`']
        : [];
    },
  },
  {
    // Issue 27, fresh review 21b H1: pages said a lapse costs Mastercard's fee only on a final authorisation; its
    // processing integrity fees cover a pre-authorisation left to lapse too (scheme-rules.json, mastercard-pre-authorisation-lapse).
    fact: 'which authorisations cost a fee on Mastercard when they lapse',
    source: 'content/data/scheme-rules.json (mastercard-pre-authorisation-lapse)',
    check: (sentence, _facts, line) => {
      const statement = statementOf(sentence, line);
      return /\bMastercard\b/.test(statement) &&
        /\b(?:when|if|only when|only if) (?:it is|it's) final\b|\bMastercard's (?:fee )?(?:only )?on (?:a |the )?final authori[sz]ations?\b|\bonly (?:on|for) (?:a |the )?final authori[sz]ations?\b/i.test(statement) &&
        /\blapse|\bfees?\b/i.test(statement) &&
        // A statement that gives the pre-authorisation's fee too says both.
        !/\bpre-?authori[sz]ations?\b|`pre_authorisation`/i.test(statement)
        ? ["a lapse fee on Mastercard for a final authorisation only: a pre-authorisation left to lapse costs one too"]
        : [];
    },
  },
  {
    // Issue 27, fresh reviews 21 L1 and 21b L2: the sandbox sections gave a modification's webhook "within a minute"
    // where the test cards page says 10 seconds. The test cards page states it once; the other pages link to it.
    fact: "how long the sandbox takes for a modification's webhook",
    source: 'the Timing item of /get-started/use-these-test-cards#test-other-payment-methods',
    render: { with: 'a link to /get-started/use-these-test-cards#test-other-payment-methods' },
    pagesOnly: true,
    check: (sentence) =>
      /`payment\.[a-z_]+`[^.;]*\b(?:arrives?|sends?|follows?)\b[^.;]*\bwithin (?:a|an|one|a few|\d+) (?:minutes?|seconds?)\b|\bwithin (?:a|an|one|a few|\d+) (?:minutes?|seconds?)\b[^.;]*`payment\.[a-z_]+`/i.test(sentence)
        ? ["how long the sandbox takes for a modification's webhook"]
        : [],
  },
  {
    fact: 'where an idempotency key is unique',
    source: 'content/data/api-limits.json',
    render: { with: '<IdempotencyKeyScope />', everywhere: true },
    check: (sentence, _facts, line) =>
      (aboutKeys.test(line) || /\bkey space\b/i.test(line)) && /\bper merchant account\b|\bscoped (?:to|per|by)\b|\bkey space\b|\bunique (?:per|to|for|within)\b/i.test(statementOf(sentence, line))
        ? ['where a key is unique']
        : [],
  },
  {
    fact: "what a card scheme's merchant advice code means",
    source: 'the MerchantAdviceAction enum of content/api/openapi.yaml',
    render: { with: '<StatusTable schema="MerchantAdviceAction" />' },
    pagesOnly: true,
    check: (sentence) =>
      [...sentence.matchAll(/\b(?:merchant advice codes?|advice codes?|MAC|Mastercard(?:'s)? codes?)\s*`?(\d{2})\b|\bVisa(?:'s)? (?:response |decline )?codes?\s*`?(R\d)\b/gi)].map((m) => `advice code ${m[1] ?? m[2] ?? ''}`),
  },
  {
    fact: 'which SEPA Direct Debit claims can be defended, and what they mean for the token',
    source: 'the DisputeReason enum of content/api/openapi.yaml',
    render: { with: '<StatusTable schema="DisputeReason" rows="insufficient_funds account_closed invalid_account debit_refused debtor_deceased debit_not_processed debit_refund_requested no_mandate" />' },
    pagesOnly: true,
    // A claim that one can or cannot be defended, or what to do with the token after it ("whether it can be defended" names no rule).
    check: (sentence, _facts, line) =>
      /\bSEPA\b|\bdirect debits?\b|\bdebits?\b|\bmandates?\b|`(?:no_mandate|debit_refund_requested|insufficient_funds|account_closed|invalid_account|debit_refused|debtor_deceased|debit_not_processed)`/i.test(statementOf(sentence, line)) &&
      /(?<!whether (?:it |they |one |the claim )?)\b(?:cannot|can't|can not|can(?: still| only)?|may)(?: not)? be (?:defended|contested|challenged|won)\b|\bundefendable\b|\blost (?:at once|when it opens|on day one|immediately)\b|\b(?:can|may) (?:defend|contest)\b|\bstop charging\b|\bcharge (?:the|this|that) token again\b|\bdisable the token\b/i.test(sentence)
        ? ['whether a SEPA claim can be defended']
        : [],
  },
  {
    fact: 'what each stage of a dispute takes and until when',
    source: 'the DisputeStatus enum of content/api/openapi.yaml',
    render: { with: '<StatusTable schema="DisputeStatus" />' },
    pagesOnly: true,
    // Pre-arbitration or arbitration with what it takes, charges or allows, or a won dispute called final.
    check: (sentence) =>
      (/\bpre-?arbitration\b|\barbitration\b|\bescalat/i.test(sentence) && /\b(?:taken|debited|deducted|charged|fees?)\b|\bfinal\b|\bonce (?:more|again)\b/i.test(sentence)) ||
      (/`dispute\.won`|`won`|\bwon dispute|\bdispute (?:you )?won\b/i.test(sentence) && /\b(?:is|are|becomes?|not) final\b|\brelease (?:the |any |your )?reserves?\b/i.test(sentence))
        ? ['what a dispute stage means']
        : [],
  },
  {
    fact: 'who escalates a card dispute, per scheme and reason',
    source: 'the DisputeStatus enum of content/api/openapi.yaml (its description)',
    render: { with: '<StatusTable schema="DisputeStatus" describe="schema" />' },
    pagesOnly: true,
    // Who may escalate or reopen a (Visa fraud, Allocation or Collaboration) dispute, or whether arbitration is filed for the merchant.
    check: (sentence) =>
      (/\b(?:Visa|Mastercard|allocation|collaboration|fraud)\b/i.test(sentence) && /\b(?:issuer|acquirer|merchant|you|Paymora) (?:can |may |cannot |can't |does not |doesn't |will |never )?(?:escalates?|reopens?|files?)\b/i.test(sentence)) ||
      /\bfiles? (?:no |the )?arbitration\b|\barbitration (?:for|on behalf of) (?:you|the merchant)\b/i.test(sentence)
        ? ['who escalates a dispute']
        : [],
  },
  {
    fact: 'how long an issuer can escalate a dispute',
    source: 'content/data/scheme-rules.json',
    render: { with: '<SchemeRule rule="visa-pre-arbitration" /> and <SchemeRule rule="mastercard-pre-arbitration" />', everywhere: true },
    check: (sentence) =>
      /\bpre-?arbitration\b|\barbitration\b|\bescalat|\breopen/i.test(sentence) ? numbers(sentence, /\b(\d+) (?:calendar |business )?days?\b/gi).map((n) => `an escalation period of ${n} days`) : [],
  },
  {
    fact: "Visa's Compelling Evidence 3.0 figures",
    source: 'content/data/scheme-rules.json',
    render: { with: '<SchemeRule rule="visa-ce3-prior-transactions" />, <SchemeRule rule="visa-ce3-newest" />, <SchemeRule rule="visa-ce3-oldest" /> or <SchemeRule rule="visa-ce3-matching-elements" />', everywhere: true },
    check: (sentence) =>
      /\bcompelling evidence\b|\bCE ?3(?:\.0)?\b|prior_undisputed_transactions|\b(?:earlier|prior|previous) (?:undisputed )?(?:payments|transactions)\b/i.test(sentence)
        ? [
            ...[...sentence.matchAll(/\b(\d+|two|three|four)(?: (?:earlier|prior|previous|undisputed|more|matching|of the))* (?:payments|transactions|data elements|elements)\b/gi)].map((m) => `${m[1] ?? ''} transactions or data elements`),
            ...numbers(sentence, /\b(\d+)(?: (?:and|to) \d+)? days?\b/gi).map((n) => `a period of ${n} days`),
          ]
        : [],
  },
  {
    fact: 'what Paymora sends from the 3-D Secure result in a fraud dispute',
    source: 'the DisputeEvidenceKind enum of content/api/openapi.yaml',
    render: { with: 'the `three_d_secure` row of the evidence kinds (<StatusTable schema="DisputeEvidenceKind" rows="three_d_secure" />, or <Endpoint operation="submitDisputeEvidence" />)' },
    pagesOnly: true,
    check: (sentence) =>
      /3-D Secure|threeDSecure|three_d_secure|liabilityShift|\bliability\b|dsTransactionId|`eci`/i.test(sentence) &&
      /\bdisputes?\b|\bevidence\b|\bdefen[cs]e\b/i.test(sentence) &&
      /\bitself\b|\bon its own\b|\bautomatically\b|\balone\b|\bfor you\b|\bwithout you\b|issuer's loss|\blost\b|\bsend `?(?:dsTransactionId|eci)/i.test(sentence)
        ? ['what Paymora sends in a fraud dispute']
        : [],
  },
  {
    fact: 'whether a disputed payment can be refunded or reversed',
    source: 'the refundPayment and reversePayment rows of content/data/operation-states.json',
    render: { with: '<OperationStateTable operation="refundPayment" /> or <OperationStateTable operation="reversePayment" />' },
    pagesOnly: true,
    // A rule on refunding a payment while its dispute or return stands ("do not refund a payment with an open dispute").
    check: (sentence, _facts, line) =>
      /\b(?:refund|revers)/i.test(statementOf(sentence, line)) &&
      /\b(?:open|undecided|pending|lost|returned) (?:dispute|chargeback|debit)s?\b|\bdisputed payments?\b|\bwith an? (?:open |undecided )?dispute\b/i.test(sentence) &&
      /\b(?:do not|don't|never|cannot|can't|can not|may not|must not)\b|\b(?:is|are) (?:refused|rejected|accepted|allowed)\b|\bpaid twice\b/i.test(sentence) &&
      !/`payment_disputed`|refundableAmount/.test(sentence)
        ? ['whether a disputed payment can be refunded']
        : [],
  },
  {
    fact: 'a payment method name',
    source: 'the PaymentMethodName enum of content/api/openapi.yaml',
    // The names a list of allowedPaymentMethods sends (JSON, YAML, JavaScript, C#), and any identifier spelt like
    // a name with underscores (`sepa_direct_debit`, `apple_pay`), which the API never uses.
    check: (sentence, facts) => [
      ...[...sentence.matchAll(/allowedPaymentMethods["']?\s*[:=]\s*(?:new\s*(?:string\s*)?\[\]\s*)?[[{]([^\]}]*)[\]}]/g)]
        .flatMap((m) => (m[1] ?? '').split(',').map((item) => item.trim().replace(/^["']|["']$/g, '')))
        .filter((name) => name !== '' && !facts.paymentMethodNames.has(name))
        .map((name) => `allowedPaymentMethods "${name}": no payment method has this name`),
      ...[...sentence.matchAll(/\b[a-z]+(?:_[a-z]+)+\b/g)]
        .map((m) => m[0])
        .filter((word) => facts.paymentMethodNames.has(word.replace(/_/g, '')))
        .map((word) => `payment method \`${word}\`: the API calls it ${word.replace(/_/g, '')}`),
    ],
  },
  {
    fact: "an idempotency key's shape",
    source: 'the key shape of content/docs/get-started/get-the-key.mdx',
    // A key whose last number counts the refunds, captures or adjustments of an object (`shop:{paymentId}:refund:2`):
    // that number is the attempt, so a second refund would share a key with a retried first one (fresh review 22b M1).
    check: (sentence) =>
      [...sentence.matchAll(/[\w${}.-]+:[\w${}.-]+:(refund|capture|adjustment):(?:\d+|\$?\{[^}]*\})/g)].map(
        ([key, operation = '']) => `key ${key}: number which ${operation} in the operation part (${operation}-1), the last number is the attempt`,
      ),
  },
  {
    fact: 'a status name',
    source: 'the status enums of content/api/openapi.yaml',
    check: (sentence, facts) =>
      [...sentence.matchAll(/\bstatus(?:es)? `([a-z][a-z_]*)`|`([a-z][a-z_]*)` status\b/g)]
        .map((m) => m[1] ?? m[2] ?? '')
        .filter((status) => !facts.statuses.has(status))
        .map((status) => `status \`${status}\`: no status enum has this value`),
  },
];

/** Sentences of a line: a fact and its subject share one. Table cells count as sentences too. */
function sentences(line: string): string[] {
  return line.split(/(?<=[.!?])\s+(?=[A-Z`*[<])|\s\|\s/);
}

/** Facts that hold no value, so that every statement a rule sees is reported. */
const noFacts: Facts = {
  errorStatuses: new Map(),
  refusalCodes: new Set(),
  rateLimits: new Set(),
  idempotencyKeyHours: Number.NaN,
  authorisationDays: new Set(),
  finalAuthorisationDays: new Set(),
  webhookRetryDays: Number.NaN,
  webhookRepeatHours: Number.NaN,
  webhookAnswerSeconds: Number.NaN,
  statuses: new Set(),
  stateCodes: new Set(),
  triggerEndings: new Set(),
  testCards: new Map(),
  calls: new Set(),
  callsWithBody: new Set(),
  eventRetentionDays: Number.NaN,
  paymentStatuses: new Set(),
  paymentOutcomeWaitMinutes: Number.NaN,
  modificationOutcomeHours: Number.NaN,
  sepaCaptureDelayHours: Number.NaN,
  paymentMethodNames: new Set(),
};

/** Whether `file` must render the rule's fact rather than state it; a page's code block cannot, so it is checked as a sample. */
const rendersIn = (rule: Rule, file: string, inCode = false) => rule.render !== undefined && (rule.render.everywhere === true || (isPage(file) && !inCode));

/** Each line of a file, with whether it lies inside a fenced code block of a page. */
function linesOf(file: string, text: string): { line: string; inCode: boolean }[] {
  let fence: string | null = null;
  return text.split('\n').map((line) => {
    const marker = isPage(file) ? /^\s*(`{3,}|~{3,})/.exec(line)?.[1] : undefined;
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return { line, inCode: true };
    }
    return { line, inCode: fence !== null };
  });
}

/**
 * Every statement of `text` (one file) that contradicts the facts, or, for a fact the file must render, that
 * states it at all. The status names a state rule or the webhook rule needs are the facts' own, so it sees them with any facts.
 */
export function factProblems(file: string, text: string, facts: Facts): FactProblem[] {
  const problems: FactProblem[] = [];
  linesOf(file, text).forEach(({ line, inCode }, i) => {
    for (const sentence of sentences(line)) {
      for (const rule of rules) {
        if (rule.pagesOnly && (!isPage(file) || inCode)) continue;
        const rendered = rendersIn(rule, file, inCode);
        const found = rule.check(sentence, rendered ? { ...noFacts, statuses: facts.statuses, stateCodes: facts.stateCodes, paymentStatuses: facts.paymentStatuses } : facts, line);
        for (const statement of found) {
          const message = rendered ? `states ${statement.replace(/: .*$/, '')} by hand: render it with ${rule.render?.with ?? ''} (${rule.fact}: ${rule.source})` : `states ${statement} (${rule.fact}: ${rule.source})`;
          // A table row is checked whole for each of its cells: report it once.
          if (!problems.some((p) => p.line === i + 1 && p.message === message)) problems.push({ file, line: i + 1, message });
        }
      }
    }
  });
  return problems;
}

/**
 * How many statements of each value-checked fact `text` makes, right or wrong: a rule that sees none in the
 * content checks nothing. Facts rendered everywhere are left out: none may be stated.
 */
export function factStatementCounts(file: string, text: string): Map<string, number> {
  const counted = rules.filter((rule) => !rule.render?.everywhere);
  const counts = new Map(counted.map((rule) => [rule.fact, 0]));
  for (const { line, inCode } of linesOf(file, text)) {
    for (const sentence of sentences(line)) {
      for (const rule of counted) {
        if (rendersIn(rule, file, inCode)) continue;
        counts.set(rule.fact, (counts.get(rule.fact) ?? 0) + rule.check(sentence, noFacts, line).length);
      }
    }
  }
  return counts;
}

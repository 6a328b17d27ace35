/**
 * The webhook events a call leads to, read from the typed data that already says so: the payment
 * lifecycle's transitions (a `call` and the `webhooks` it sends) and the webhook events' `trigger`
 * sentences that name the call ("… you expire it with POST /checkouts/{checkoutId}/expire"). Nothing
 * new is written per operation; a call the data does not connect to an event lists none.
 */
export interface LifecycleStep {
  call?: string;
  webhooks?: readonly string[];
}

export interface EventTrigger {
  type: string;
  trigger: string;
}

/** `POST /payments` named in a sentence, not as the start of `POST /payments/details`. */
const names = (sentence: string, call: string): boolean => {
  let at = sentence.indexOf(call);
  while (at !== -1) {
    const next = sentence[at + call.length] ?? ' ';
    if (!/[\w{}/-]/.test(next)) return true;
    at = sentence.indexOf(call, at + 1);
  }
  return false;
};

/** The events `METHOD /path` leads to, each once: the lifecycle's first, in its order, then the triggers that name it. */
export function operationEvents(method: string, path: string, lifecycle: readonly LifecycleStep[], events: readonly EventTrigger[]): string[] {
  const call = `${method.toUpperCase()} ${path}`;
  const out = new Set<string>();
  for (const step of lifecycle) if (step.call === call) for (const type of step.webhooks ?? []) out.add(type);
  for (const event of events) if (names(event.trigger, call)) out.add(event.type);
  return [...out];
}

/** Retries transient failures (network errors, 429, 5xx) with exponential backoff; anything else fails at once. */
export interface RetryOptions {
  attempts: number;
  baseDelayMs: number;
  /** Injected so tests do not wait. */
  sleep?: (ms: number) => Promise<void>;
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
}

export class PushError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
    this.name = 'PushError';
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetry<T>(operation: () => Promise<T>, options: RetryOptions): Promise<T> {
  const sleep = options.sleep ?? wait;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation();
    } catch (error) {
      const transient = error instanceof PushError && error.transient;
      if (!transient || attempt >= options.attempts) throw error;
      const delay = options.baseDelayMs * 2 ** (attempt - 1);
      options.onRetry?.(error, attempt, delay);
      await sleep(delay);
    }
  }
}

/** Transient: no answer at all, too many requests, or a server-side error. */
export function isTransientStatus(status: number | undefined): boolean {
  return status === undefined || status === 0 || status === 408 || status === 429 || status >= 500;
}

/** A failure to connect or a dropped connection (Node's E… codes, axios' network errors), as opposed to an answer. */
export function isNetworkError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? error.code : undefined;
  return (typeof code === 'string' && /^(E[A-Z]+|ERR_NETWORK|ECONNABORTED)$/.test(code)) || ('name' in error && error.name === 'FetchError');
}

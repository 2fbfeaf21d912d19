import { handleWhenResult, type IBackoffFactory, type IRetryBackoffContext, retry } from 'cockatiel';
import { providerCallDuration, providerCalls, searchesCharged } from '@/server/metrics/metrics';
import {
  ProviderError,
  type ProviderErrorDetails,
  type ProviderFailureKind,
  type ProviderName,
} from './provider-error';

export interface Failure extends Omit<ProviderErrorDetails, 'attempts'> {
  kind: ProviderFailureKind;
  /** Trying again may help: the request never reached the provider, or a failed call costs nothing. */
  retryable?: boolean;
}
/** One answer read: the value the client returns, or why it is a failure. */
export type Answer<T> = { value: T } | { failure: Failure };

export const fail = (
  kind: ProviderFailureKind,
  detail: string,
  extra: Omit<Failure, 'kind' | 'detail'> = {},
): { failure: Failure } => ({ failure: { kind, detail, ...extra } });

export interface ProviderCall<T> {
  provider: ProviderName;
  url: URL;
  init: RequestInit;
  fetch: typeof fetch;
  /** The whole budget of the call: every attempt and every pause between attempts fit inside it. */
  timeoutMs: number;
  /** Further attempts after a failure that may be retried, while the pause before it still ends inside the budget. */
  retries: number;
  /** Whether a request that got no answer may be sent again; one that ran out of time never is. */
  retryUnanswered: (cause: unknown) => boolean;
  /** Reads the status, body and headers of an answer (never a redirect, never over MAX_ANSWER_BYTES). */
  read: (status: number, text: string, headers: Headers) => Answer<T>;
  /** The detail of a request that got no answer, where the client words it itself (the registry's texts). */
  unansweredDetail?: (cause: unknown) => string;
}

/** No provider answer we read is anywhere near this; a larger one is refused unread (and may have been charged). */
export const MAX_ANSWER_BYTES = 1024 * 1024;

const FIRST_PAUSE_MS = 100;
/** 100 ms before the first retry, then twice as long before each next one. */
const pauseBefore = (retryNumber: number) => FIRST_PAUSE_MS * 2 ** (retryNumber - 1);
const doubling: IBackoffFactory<IRetryBackoffContext<unknown>> = {
  next: (context) => ({ duration: pauseBefore(context.attempt), next: doubling.next }),
};

/**
 * One call to a provider over HTTP, within one deadline for all its attempts. A failure marked retryable is tried
 * again up to `retries` times, only while the next pause still ends before the deadline; every failure becomes a
 * ProviderError with the provider's name and the number of attempts made. A redirect is never followed (another
 * host would receive the signed request and could answer for the provider): it is a failure naming where it pointed.
 * An answer over MAX_ANSWER_BYTES is refused unread.
 */
export async function httpAttempt<T>(call: ProviderCall<T>): Promise<T> {
  const stopTimer = providerCallDuration.startTimer({ provider: call.provider });
  try {
    const value = await attemptWithinBudget(call);
    providerCalls.inc({ provider: call.provider, outcome: 'ok' });
    return value;
  } catch (error) {
    const outcome = error instanceof ProviderError ? error.kind : 'error';
    providerCalls.inc({ provider: call.provider, outcome });
    throw error;
  } finally {
    stopTimer();
  }
}

async function attemptWithinBudget<T>(call: ProviderCall<T>): Promise<T> {
  const deadline = Date.now() + call.timeoutMs;
  let attempts = 0;
  const policy = retry(
    handleWhenResult((answer) => (answer as { tryAgain?: boolean }).tryAgain === true),
    { maxAttempts: call.retries, backoff: doubling },
  );
  const answer = await policy.execute(async ({ attempt }) => {
    attempts = attempt + 1;
    const read = await sendOnce(call, deadline);
    if ('value' in read) return read;
    const tryAgain = read.failure.retryable === true && Date.now() + pauseBefore(attempts) < deadline;
    return { ...read, tryAgain };
  });
  if ('value' in answer) return answer.value;
  const { kind, ...failure } = answer.failure;
  throw new ProviderError(call.provider, kind, { ...failure, attempts });
}

async function sendOnce<T>(call: ProviderCall<T>, deadline: number): Promise<Answer<T>> {
  const signal = AbortSignal.timeout(Math.max(deadline - Date.now(), 1));
  let answered = false;
  try {
    const response = await call.fetch(call.url, { ...call.init, redirect: 'manual', signal });
    answered = true;
    countCharged(call, true);
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      return fail(
        'redirect',
        `HTTP ${response.status} redirect to ${redirectTarget(response, call.url)}, not followed`,
        {
          status: response.status,
        },
      );
    }
    const text = await readLimitedText(response, MAX_ANSWER_BYTES);
    if (text === null) {
      return fail('bad-response', `the answer is larger than ${MAX_ANSWER_BYTES} bytes; refused unread`, {
        status: response.status,
      });
    }
    return call.read(response.status, text, response.headers);
  } catch (cause) {
    const timedOut = signal.aborted;
    if (!answered) countCharged(call, timedOut || !call.retryUnanswered(cause));
    const detail =
      call.unansweredDetail?.(cause) ??
      (timedOut ? 'no answer within the budget' : `network error: ${String(cause)}`);
    if (timedOut) return fail('timeout', detail, { cause });
    return fail('unavailable', detail, { retryable: call.retryUnanswered(cause), cause });
  }
}

/** The host a redirect pointed to, for the log (the path and query may carry anything). */
function redirectTarget(response: Response, from: URL): string {
  const location = response.headers.get('location');
  if (!location) return 'nowhere (no Location header)';
  try {
    return `host ${new URL(location, from).host}`;
  } catch {
    return 'an unreadable Location';
  }
}

/** The body as text, or null as soon as it (declared or received) passes `limit` bytes; the rest is not read. */
async function readLimitedText(response: Response, limit: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > limit || !response.body) {
    await response.body?.cancel();
    return declared > limit ? null : '';
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  // Decoded as response.text() does: UTF-8, a byte-order mark dropped.
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** A device-history search that reached, or may have reached, the provider is charged (at most once per attempt). */
function countCharged(call: ProviderCall<unknown>, mayHaveArrived: boolean) {
  if (call.provider === 'device-history' && mayHaveArrived) searchesCharged.inc();
}

/** A path under a provider's base URL, whether or not the base ends in a slash. */
export const providerUrl = (baseUrl: string, path: string) =>
  new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);

import { deviceHistoryBusyMessage } from '@/domain/messages';
import { type Answer, fail } from '@/server/providers/http-attempt';
import { parseJson } from '@/server/providers/parse-json';
import type { ReportedError } from '@/server/providers/provider-error';
import { cleanProviderText } from './clean-provider-text';
import { parseDeviceHistoryAnswer } from './normalise';
import { ProviderErrorsSchema } from './schema';
import type { DeviceHistoryResult } from './types';

/** Error ids the provider documents: 1 is the service down, 306 the account out of search credits. */
const PROVIDER_UNAVAILABLE_ID = 1;
const NO_CREDITS_ID = 306;
/** A 429 without a readable Retry-After waits this long; one asking for longer than the cap waits the cap. */
export const BUSY_DEFAULT_SECONDS = 60;
export const BUSY_MAX_SECONDS = 3600;

export type SearchRead = Answer<{
  result: DeviceHistoryResult;
  unreported: string[];
  unknownVerdict: string | null;
}>;

/** One answer to a search as received (a redirect or an answer over the size limit never gets here). */
export interface SearchAnswer {
  status: number;
  text: string;
  headers: Pick<Headers, 'get'>;
}

/**
 * Reads the answer to a search of `searched`: a check only when it is a 2xx with the verdict core and is about the
 * serial asked (trimmed, without regard to case); otherwise the failure it is. Text is stripped of control
 * characters before anything is read, so the answer kept is the one shown.
 */
export function readSearchAnswer(
  searched: string,
  { status, text, headers }: SearchAnswer,
  now = Date.now(),
): SearchRead {
  const json = cleanProviderText(parseJson(text));
  const envelope = ProviderErrorsSchema.safeParse(json);
  if (status === 401 || status === 403) {
    return fail('unauthorised', `HTTP ${status}`, {
      status,
      providerErrors: envelope.success ? envelope.data.errors : [],
    });
  }
  if (status === 429) {
    const seconds = retryAfterSeconds(headers.get('retry-after'), now) ?? BUSY_DEFAULT_SECONDS;
    return fail('busy', `HTTP 429, Retry-After ${headers.get('retry-after') ?? '(none)'}`, {
      status,
      retryAfterSeconds: seconds,
      message: deviceHistoryBusyMessage(seconds),
    });
  }
  // The errors envelope is an error whatever the status it comes with, 200 included.
  if (envelope.success) return providerFailure(status, envelope.data.errors, headers, now);
  if (status >= 500) {
    const wait = retryAfterSeconds(headers.get('retry-after'), now);
    return fail('unavailable', `HTTP ${status}: ${text.slice(0, 200)}`, {
      status,
      ...(wait === null ? {} : { retryAfterSeconds: wait }),
    });
  }
  if (status < 200 || status >= 300) return fail('bad-response', `unexpected HTTP ${status}`, { status });
  if (json === undefined) return fail('bad-response', 'the answer is not JSON', { status });
  const parsed = parseDeviceHistoryAnswer(json);
  if (!parsed.ok) return fail('no-verdict', parsed.problem, { status });
  if (!isSameSerial(parsed.result.serial, searched)) {
    return fail(
      'other-device',
      `the answer is about serial ${JSON.stringify(parsed.result.serial.slice(0, 40))}`,
      {
        status,
      },
    );
  }
  const { result, unreported, unknownVerdict } = parsed;
  return { value: { result, unreported, unknownVerdict } };
}

const isSameSerial = (answered: string, searched: string) =>
  answered.trim().toUpperCase() === searched.trim().toUpperCase();

/**
 * Seconds to wait from a Retry-After header: a number of seconds or an HTTP date, at least 1 and at most
 * BUSY_MAX_SECONDS; null when absent or unreadable.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  const seconds = /^\d+$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - now) / 1000);
  if (Number.isNaN(seconds)) return null;
  return Math.min(Math.max(seconds, 1), BUSY_MAX_SECONDS);
}

function providerFailure(
  status: number,
  errors: ReportedError[],
  headers: SearchAnswer['headers'],
  now: number,
): SearchRead {
  const detail = `HTTP ${status}: ${errors.map((error) => `${error.id} ${error.message}`).join('; ')}`;
  const ids = errors.map((error) => error.id);
  if (ids.includes(NO_CREDITS_ID)) return fail('no-credits', detail, { status, providerErrors: errors });
  if (ids.includes(PROVIDER_UNAVAILABLE_ID)) {
    const wait = retryAfterSeconds(headers.get('retry-after'), now);
    return fail('unavailable', detail, {
      status,
      providerErrors: errors,
      ...(wait === null ? {} : { retryAfterSeconds: wait }),
    });
  }
  // An error we do not know: the provider's own words say more than any message of ours.
  const said = errors
    .map((error) => error.message.trim())
    .filter(Boolean)
    .join(' ');
  return fail('rejected', detail, { status, providerErrors: errors, ...(said ? { message: said } : {}) });
}

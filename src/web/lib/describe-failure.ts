import { ApiError } from './api-client';

/** A failure notice: its heading, the reason under it, and how long it stays when not the usual time. */
export interface FailureNotice {
  title: string;
  description?: string;
  duration?: number;
}

/** Whether a failed API call tells the user its own reason. */
export type SaysWhy = (error: ApiError) => boolean;

/** Every failed call, a lost connection included ('Could not reach the server...'). */
export const anyFailure: SaysWhy = () => true;
/** A call the server answered, whatever the status; a lost connection shows the screen's own text. */
export const serverAnswered: SaysWhy = (error) => error.status > 0;
/** A call the server refused (a 4xx); a failure on our side (a 5xx) or a lost connection shows the screen's own text. */
export const serverRefused: SaysWhy = (error) => error.status > 0 && error.status < 500;

export interface FailureRule {
  /** Which failures show the server's reason; every failed call unless said otherwise. */
  saysWhy?: SaysWhy;
  /** How long a notice with the server's reason stays. */
  duration?: number;
}

/**
 * The notice of a failed action. A failed API call that says why shows the server's heading where it gives one
 * ('IMEI Previously Checked') or else the fallback's, over the server's message, which already names the wait of a
 * rate limit and the first invalid field of a refused form. Any other failure shows the fallback.
 */
export function describeFailure(
  error: unknown,
  fallback: FailureNotice,
  { saysWhy = anyFailure, duration }: FailureRule = {},
): FailureNotice {
  if (!(error instanceof ApiError) || !saysWhy(error)) return fallback;
  return {
    title: error.title ?? fallback.title,
    description: error.message,
    ...(duration ? { duration } : {}),
  };
}

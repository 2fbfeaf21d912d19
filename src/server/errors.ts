import type { ErrorCode } from '@/domain/errors';
import { messages } from '@/domain/messages';

export interface AppErrorOptions {
  status: number;
  code: ErrorCode;
  /** What the user reads. */
  message: string;
  headers?: Record<string, string>;
  /** The notice's heading where the screen shows one ('IMEI Previously Checked'); the message is its text. */
  title?: string;
  /** What went wrong underneath (a database or mail error): the error plugin logs it and never sends it. */
  cause?: unknown;
}

/** A failure a client can cause or correct; the error plugin turns it into `{ code, message }` with its status. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;
  readonly title?: string;

  constructor({ status, code, message, headers = {}, title, cause }: AppErrorOptions) {
    super(message, cause === undefined ? undefined : { cause });
    this.statusCode = status;
    this.code = code;
    this.headers = headers;
    this.title = title;
  }
}

export const badRequest = (message: string, code: ErrorCode = 'BAD_REQUEST') =>
  new AppError({ status: 400, code, message });
export const unauthenticated = () =>
  new AppError({ status: 401, code: 'UNAUTHENTICATED', message: messages.notAuthenticated });
export const forbidden = (message: string = messages.forbidden, code: ErrorCode = 'FORBIDDEN') =>
  new AppError({ status: 403, code, message });
export const notFound = (message: string = messages.notFound) =>
  new AppError({ status: 404, code: 'NOT_FOUND', message });
export const conflict = (message: string, code: ErrorCode = 'CONFLICT', title?: string) =>
  new AppError({ status: 409, code, message, title });
/** A service we depend on (the mail server) failed; the client may retry. */
export const badGateway = (message: string, code: ErrorCode, cause: unknown) =>
  new AppError({ status: 502, code, message, cause });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError({
    status: 429,
    code: 'TOO_MANY_REQUESTS',
    message: messages.tooManyRequests,
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

import type { ErrorCode, ExistingRecord } from '@/domain/errors';
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
  /** The record a conflict is about, named in the reply so a client can read it. */
  existing?: ExistingRecord;
}

/** A failure a client can cause or correct; the error plugin turns it into `{ code, message }` with its status. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;
  readonly title?: string;
  readonly existing?: ExistingRecord;

  constructor({ status, code, message, headers = {}, title, cause, existing }: AppErrorOptions) {
    super(message, cause === undefined ? undefined : { cause });
    this.statusCode = status;
    this.code = code;
    this.headers = headers;
    this.title = title;
    this.existing = existing;
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
export const conflict = (
  message: string,
  code: ErrorCode = 'CONFLICT',
  title?: string,
  existing?: ExistingRecord,
) => new AppError({ status: 409, code, message, title, existing });

const EXISTING_PATHS: Record<ExistingRecord['type'], string> = {
  check: '/api/v1/checks/',
  'settled-claim': '/api/v1/settled-claims/',
  'denied-claim': '/api/v1/denied-claims/',
};

/** The record a conflict names, with the path of the API that reads it. */
export const existingRecord = (type: ExistingRecord['type'], id: string): ExistingRecord => ({
  type,
  id,
  href: `${EXISTING_PATHS[type]}${id}`,
});
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

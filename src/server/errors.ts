import { messages } from '@/domain/messages';

/** A failure a client can cause or correct; the error plugin turns it into `{ code, message }` with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    /** The notice's heading where the screen shows one ('IMEI Previously Checked'); the message is its text. */
    readonly title?: string,
    /** What went wrong underneath (a database or mail error): the error plugin logs it and never sends it. */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, code, message);
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', messages.notAuthenticated);
export const forbidden = (message: string = messages.forbidden, code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message: string = messages.notFound) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code = 'CONFLICT', title?: string) =>
  new AppError(409, code, message, {}, title);
/** A service we depend on (the mail server) failed; the client may retry. */
export const badGateway = (message: string, code: string, cause: unknown) =>
  new AppError(502, code, message, {}, undefined, cause);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'TOO_MANY_REQUESTS', messages.tooManyRequests, {
    'retry-after': String(retryAfterSeconds),
  });

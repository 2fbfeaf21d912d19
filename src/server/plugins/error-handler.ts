import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@/domain/errors';
import { messages } from '@/domain/messages';
import { AppError } from '@/server/errors';
import { logRefusal } from '@/server/http/security-events';
import { REQUEST_ID_HEADER } from './request-id';

/**
 * One place that turns every failure into `{ code, message, requestId, details? }`; a client mistake is never a 5xx.
 * Every 401, 403 and 429 is logged as a security event on the way.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const { statusCode, headers, code, message, title, existing } = error;
      logRefusal(request, statusCode, error);
      if (error.cause !== undefined) request.log.error({ err: error.cause }, message);
      const body: ErrorBody = {
        code,
        ...(title ? { title } : {}),
        message,
        ...(existing ? { existing } : {}),
      };
      return reply.status(statusCode).headers(headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? messages.invalidRequest,
      }));
      return reply.status(400).send({
        code: 'VALIDATION_ERROR',
        message: details[0]?.message ?? messages.invalidRequest,
        details,
      } satisfies ErrorBody);
    }
    if (isUnstorableText(error)) {
      return reply
        .status(400)
        .send({ code: 'INVALID_CHARACTERS', message: messages.invalidCharacters } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      logRefusal(request, status, { message: error.message });
      return reply.status(status).send(frameworkRefusal(status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ code: 'INTERNAL_ERROR', message: messages.internalError } satisfies ErrorBody);
  });
}

/** The catalogue's code of a refusal by the framework itself, by its status: its own FST_ERR_ codes never leak. */
const FRAMEWORK_CODES: Partial<Record<number, ErrorCode>> = {
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'BODY_TOO_LARGE',
  414: 'PATH_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

function frameworkRefusal(status: number, message: string): ErrorBody {
  const code = FRAMEWORK_CODES[status] ?? 'BAD_REQUEST';
  if (code === 'PATH_TOO_LONG') return { code, message: messages.pathTooLong };
  return { code, message: code === 'BAD_REQUEST' ? `${messages.invalidRequest} ${message}` : message };
}

/**
 * Fastify's `frameworkErrors`: a URL the router refuses before any route or hook (a path segment over
 * maxParamLength, a malformed one) answers the same body as every other failure, with its request id.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  return reply
    .status(status)
    .header(REQUEST_ID_HEADER, request.id)
    .send({ ...frameworkRefusal(status, error.message), requestId: request.id } satisfies ErrorBody);
}

/**
 * PostgreSQL refuses text it cannot store in UTF-8 (a NUL byte: SQLSTATE 22021 in a text column, 22P05 in a JSON one,
 * `\u0000` having no text to become) wherever a client's string reaches a query; that is the client's input, not our
 * failure. The driver's error sits in the query error's cause chain.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function isUnstorableText(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if (UNSTORABLE_TEXT.has(String((cause as { code?: unknown }).code))) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@/domain/errors';
import { messages } from '@/domain/messages';
import { AppError } from '@/server/errors';
import { logRefusal } from '@/server/http/security-events';

/**
 * One place that turns every failure into `{ code, message }`; a client mistake is never a 5xx. Every 401, 403 and
 * 429 is logged as a security event on the way.
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
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message,
      }));
      return reply.status(400).send({
        code: 'VALIDATION_ERROR',
        message: issues[0]?.message ?? messages.invalidRequest,
        issues,
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
      const message = status === 400 ? `${messages.invalidRequest} ${error.message}` : error.message;
      // A request the framework refuses itself keeps the framework's code (FST_ERR_CTP_INVALID_MEDIA_TYPE).
      return reply.status(status).send({ code: error.code ?? 'BAD_REQUEST', message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ code: 'INTERNAL_ERROR', message: messages.internalError } satisfies ErrorBody);
  });
}

/**
 * PostgreSQL refuses text it cannot store in UTF-8 (a NUL byte, SQLSTATE 22021) wherever a client's string reaches a
 * query; that is the client's input, not our failure. The driver's error sits in the query error's cause chain.
 */
function isUnstorableText(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if ((cause as { code?: unknown }).code === '22021') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

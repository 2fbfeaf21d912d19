import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@/domain/errors';
import { messages } from '@/domain/messages';
import { scimMessages } from '@/domain/scim-messages';
import { AppError } from '@/server/errors';
import { logRefusal } from '@/server/http/security-events';

export const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';
const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** The `scimType` values of RFC 7644 (section 3.12) this server answers with. */
type ScimType =
  | 'invalidFilter'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'invalidValue'
  | 'noTarget'
  | 'uniqueness'
  | 'mutability';

/** A refusal in SCIM's own terms: the identity provider reads `status`, `scimType` and `detail`. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
  }
}

export const invalidFilter = (detail: string) => new ScimError(400, detail, 'invalidFilter');
export const invalidValue = (detail: string) => new ScimError(400, detail, 'invalidValue');
export const scimNotFound = (detail: string) => new ScimError(404, detail);

/** The app's own refusals, as SCIM says them: a name taken is `uniqueness`, a bad value `invalidValue`. */
const SCIM_TYPES: Partial<Record<ErrorCode, ScimType>> = {
  USER_EXISTS: 'uniqueness',
  DUPLICATE: 'uniqueness',
  BAD_REQUEST: 'invalidValue',
  VALIDATION_ERROR: 'invalidValue',
};

function send(reply: FastifyReply, error: ScimError, headers: Record<string, string> = {}) {
  return reply
    .status(error.status)
    .headers(headers)
    .type(SCIM_CONTENT_TYPE)
    .send({
      schemas: [ERROR_SCHEMA],
      status: String(error.status),
      ...(error.scimType ? { scimType: error.scimType } : {}),
      detail: error.detail,
    });
}

/**
 * The SCIM endpoints' error handler: every failure in SCIM's error shape with its content type, never a 5xx for what
 * the identity provider sent. Refusals are logged as security events on the way, as the app's own are.
 */
export function answerScimError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ScimError) {
    logRefusal(request, error.status, { message: error.detail });
    return send(reply, error);
  }
  if (error instanceof AppError) {
    logRefusal(request, error.statusCode, error);
    if (error.cause !== undefined) request.log.error({ err: error.cause }, error.message);
    const scimError = new ScimError(error.statusCode, error.message, SCIM_TYPES[error.code]);
    return send(reply, scimError, error.headers);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return send(
      reply,
      new ScimError(400, error.validation[0]?.message ?? messages.invalidRequest, 'invalidValue'),
    );
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    logRefusal(request, status, { message: error.message });
    return send(reply, new ScimError(status, error.message, status === 400 ? 'invalidSyntax' : undefined));
  }
  request.log.error({ err: error }, 'request failed');
  return send(reply, new ScimError(500, messages.internalError));
}

/** A path below /scim/v2 that is no endpoint: SCIM's 404, not the web app's page. */
export function answerScimNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return send(reply, new ScimError(404, scimMessages.unknownEndpoint));
}

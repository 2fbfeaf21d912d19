import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { runAsRequest } from '@/server/http/request-context';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A client's id we repeat: short, and of characters no log, header or spreadsheet reads as anything else. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id (Fastify's genReqId): the client's well-formed `X-Request-Id`, so a call is traced through the
 * systems it crosses; otherwise a random UUID, unique across processes and instances (Fastify's own `req-1`,
 * `req-2`... repeat in every process).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

/**
 * Every reply carries `X-Request-Id`, every error body its `requestId` (the id a customer quotes to support), the log
 * lines of the request carry it as `reqId`, and audit events written while serving it record it.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // After the body is read (its events carry no context of the request), so the handler and all it awaits do.
  app.addHook('preHandler', (request, _reply, done) => runAsRequest(request.id, done));
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && isErrorBody(payload)) done(null, { ...payload, requestId: request.id });
    else done(null, payload);
  });
}

function isErrorBody(payload: unknown): payload is { code: string; message: string } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as { code?: unknown }).code === 'string' &&
    typeof (payload as { message?: unknown }).message === 'string'
  );
}

import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyMessages } from '@/domain/idempotency-messages';
import { AppError, badRequest } from '@/server/errors';
import { claimKey, completeKey, releaseKey, type StoredKey } from '@/server/idempotency/queries';
import { requestHash } from '@/server/idempotency/request-hash';

const IDEMPOTENCY_HEADER = 'idempotency-key';
/** 1 to 255 printable ASCII characters: what any client library can send and any log can show. */
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;
/**
 * Kept: a success and a refusal by the product's rules (409 previously checked, 404 no such record), which a retry
 * would only repeat. Given back, so the retry runs afresh: a failure the client is told to retry (a server fault, an
 * upstream that failed, a rate limit), one that is about the caller (signed out, not allowed), and invalid input,
 * which changed nothing and which the client corrects under the same key.
 */
const isFinalReply = (status: number) => status < 500 && ![400, 401, 403, 429].includes(status);

/** A write's Idempotency-Key, the hash of what it says, and the claim it holds while it runs. */
export interface IdempotentRequest {
  key: string;
  requestHash: string;
  claimId: string | null;
  /** A route whose body is a file its handler reads: the key is claimed once the file is read (claimKeyWithFile). */
  awaitsFile: boolean;
}

/**
 * Idempotent writes for routes that declare `config.idempotent`: a retried request with the same Idempotency-Key
 * (per organisation, for a day) gets the first reply again, marked `Idempotent-Replayed: true`, without running
 * again: no second provider search, record, audit event or rate-limit charge. The same key with another request is
 * refused (422), as is one whose first request is still running (409). Requests without the header are untouched.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotency', null);

  // Before validation, which replaces the body with its parsed form: the hash covers the request as sent.
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.idempotent) return;
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw badRequest(idempotencyMessages.invalidKey, 'IDEMPOTENCY_KEY_INVALID');
    }
    // A file body is still unread here (its handler reads it after the permission check): it is hashed then.
    const awaitsFile = Boolean(request.routeOptions.schema?.consumes);
    request.idempotency = {
      key,
      requestHash: awaitsFile ? '' : requestHash(request),
      claimId: null,
      awaitsFile,
    };
  });

  // After validation: a request refused for its input never ran, so it claims nothing.
  app.addHook('preHandler', async (request, reply) => {
    const idempotency = request.idempotency;
    if (!idempotency || idempotency.awaitsFile) return;
    if (await claimFor(request, reply, idempotency)) return reply;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claimId = request.idempotency?.claimId;
    if (!claimId) return payload;
    const { tenant } = request;
    const status = reply.statusCode;
    const settleKey = () =>
      tenant.run((tx) =>
        isFinalReply(status) && typeof payload === 'string'
          ? completeKey(tx, claimId, { status, body: payload })
          : releaseKey(tx, claimId),
      );
    // The write itself succeeded or failed already; its reply goes out either way. A key the database could not
    // settle now (it is away) is settled in the background as soon as it answers, so that the client's retry runs
    // afresh (or replays) instead of hearing "in progress" until the key counts as abandoned.
    await settleKey().catch((error: unknown) => {
      request.log.error({ err: error }, 'idempotency key not updated; trying again in the background');
      app.services.backgroundTasks.run(keepTrying(settleKey, app.services.env.REQUEST_TIMEOUT_MS));
    });
    return payload;
  });
}

/** First pause of a key settled in the background, doubling after each failure. */
const FIRST_RETRY_MS = 200;

/**
 * Tries `write` again with doubling pauses for as long as the key would otherwise stay in progress: past that it counts
 * as abandoned and the next request takes it over anyway.
 */
async function keepTrying(write: () => Promise<unknown>, forMs: number): Promise<void> {
  const until = Date.now() + forMs;
  for (let pause = FIRST_RETRY_MS; ; pause *= 2) {
    await delay(Math.min(pause, Math.max(0, until - Date.now())));
    try {
      await write();
      return;
    } catch (error) {
      if (Date.now() >= until) throw error;
    }
  }
}

/**
 * For a route that takes a file (`consumes`): claims the request's Idempotency-Key, if it sent one, once its handler has
 * read the file, the file's bytes counted in what the request says. True when the key already answered (the first
 * reply is sent again, or a refusal is thrown): the handler then does nothing more.
 */
export async function claimKeyWithFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: Buffer,
): Promise<boolean> {
  const idempotency = request.idempotency;
  if (!idempotency?.awaitsFile) return false;
  idempotency.requestHash = requestHash({
    params: request.params,
    query: request.query,
    body: createHash('sha256').update(file).digest('hex'),
  });
  return claimFor(request, reply, idempotency);
}

/**
 * Takes the key for this request (false), or answers with what the key already holds (true: the first reply sent
 * again; a refusal is thrown). A boolean, not the reply: a reply is a thenable, which `await` would unwrap.
 */
async function claimFor(
  request: FastifyRequest,
  reply: FastifyReply,
  idempotency: IdempotentRequest,
): Promise<boolean> {
  const route = routeOf(request);
  const outcome = await request.tenant.run((tx) =>
    claimKey(tx, {
      organisationId: request.tenant.organisationId,
      key: idempotency.key,
      route,
      requestHash: idempotency.requestHash,
      abandonedAfterMs: request.server.services.env.REQUEST_TIMEOUT_MS,
    }),
  );
  if ('claimId' in outcome) {
    idempotency.claimId = outcome.claimId;
    return false;
  }
  replay(reply, outcome.stored, { route, requestHash: idempotency.requestHash });
  return true;
}

function routeOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url}`;
}

function replay(
  reply: FastifyReply,
  stored: StoredKey | undefined,
  sent: Pick<StoredKey, 'route' | 'requestHash'>,
): FastifyReply {
  if (stored && (stored.route !== sent.route || stored.requestHash !== sent.requestHash)) {
    throw new AppError({
      status: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: idempotencyMessages.keyReused,
    });
  }
  // Still running, or given back by a failure a moment ago (then the client's retry claims it afresh).
  if (stored?.state !== 'complete' || stored.replyStatus === null || stored.replyBody === null) {
    throw new AppError({
      status: 409,
      code: 'IDEMPOTENCY_KEY_IN_PROGRESS',
      message: idempotencyMessages.keyInProgress,
    });
  }
  return reply
    .status(stored.replyStatus)
    .header('idempotent-replayed', 'true')
    .type('application/json; charset=utf-8')
    .send(stored.replyBody);
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { deprecationHeaders } from '@/domain/contracts/deprecation';
import type { FileDownload, RouteContract } from '@/domain/contracts/route';
import type { NoContent } from '@/domain/contracts/wire';
import { refuseMixedPaging } from './paging';

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** A request to the contract's route, its params, query and body as its schemas parsed them. */
export type ContractRequest<Contract extends RouteContract> = FastifyRequest<{
  Params: Parsed<Contract['params']>;
  Querystring: Parsed<Contract['query']>;
  Body: Parsed<Contract['body']>;
}>;

/**
 * What the handler answers: the reply before serialisation (dates still dates); for a file, the reply it sent; for a
 * 204, anything (it is not sent). An answer of the contract's `otherReplies` the handler sends itself, returning the
 * reply it sent.
 */
type HandlerResult<Contract extends RouteContract> = Contract['reply'] extends typeof FileDownload
  ? FastifyReply
  : Contract['reply'] extends typeof NoContent
    ? unknown
    : z.output<Contract['reply']>;

/**
 * Registers the contract's route: its method and path, its schemas (which validate the request before the handler
 * runs and the reply before it is sent, and make the API document), and its `config` (action, API scope,
 * idempotency), which the permission and idempotency hooks read. The handler answers the reply's body; the contract's
 * status is set here. A file route sends its bytes itself through `reply`.
 */
export function registerContract<Contract extends RouteContract>(
  app: FastifyInstance,
  contract: Contract,
  handler: (
    request: ContractRequest<Contract>,
    reply: FastifyReply,
  ) => Promise<HandlerResult<Contract> | FastifyReply> | HandlerResult<Contract> | FastifyReply,
): void {
  const {
    method,
    path,
    summary,
    operationId,
    description,
    tags,
    params,
    query,
    body,
    reply,
    status,
    produces,
    consumes,
  } = contract;
  const { action, scope, idempotent, refusals, otherReplies, cursorPaging, deprecated } = contract;
  const json = status !== 204 && !produces;
  app.route({
    method,
    url: path,
    config: {
      action,
      ...(scope ? { scope } : {}),
      ...(idempotent ? { idempotent } : {}),
      ...(refusals ? { refusals } : {}),
    },
    ...(cursorPaging ? { preValidation: refuseMixedPaging } : {}),
    // Every reply of a deprecated route says so, failures included: a client sees it whatever it sends.
    ...(deprecated
      ? {
          onSend: async (_request: FastifyRequest, sent: FastifyReply) =>
            void sent.headers(deprecationHeaders(deprecated)),
        }
      : {}),
    schema: {
      summary,
      operationId,
      ...(description ? { description } : {}),
      tags,
      ...(deprecated && !deprecated.fields ? { deprecated: true } : {}),
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      ...(json ? { response: { [status]: reply, ...otherReplies } } : {}),
      ...(produces ? { produces: [produces] } : {}),
      ...(consumes ? { consumes: [consumes] } : {}),
    },
    handler: async (request, fastifyReply) => {
      const result = await handler(request as ContractRequest<Contract>, fastifyReply);
      if (produces || result === fastifyReply) return result;
      return fastifyReply.status(status).send(json ? result : undefined);
    },
  });
}

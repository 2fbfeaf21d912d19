import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '@/domain/errors';
import { messages } from '@/domain/messages';

/**
 * Node's `requestTimeout` ends a request whose head or body has not all arrived in time; this ends one that arrived
 * but got no answer in the same time (a handler waiting on something that never comes), so no route can hold a
 * connection. 503 and the connection closed. A request whose body is still arriving is Node's (408), and a reply
 * that has begun (a long CSV export streaming) is left alone.
 */
export function registerAnswerDeadline(app: FastifyInstance, deadlineMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent || !request.raw.complete) return;
      request.log.error({ deadlineMs, url: request.routeOptions.url }, 'request not answered in time');
      reply
        .status(503)
        .header('connection', 'close')
        .send({ code: 'NOT_ANSWERED_IN_TIME', message: messages.notAnsweredInTime } satisfies ErrorBody);
    }, deadlineMs);
    // Never what keeps a stopping process alive.
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}

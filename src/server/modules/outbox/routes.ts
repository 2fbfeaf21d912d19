import type { FastifyInstance } from 'fastify';
import { outboxList } from '@/domain/contracts/outbox';
import { registerContract } from '@/server/http/register-contract';
import { readOutboxPage } from './service';

/** The mail kept while no SMTP server is configured; super admins only, and each sees only their own links. */
export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, outboxList, (request) =>
    readOutboxPage(app.services, request.platform.actor, request.query),
  );
}

import type { FastifyInstance } from 'fastify';
import { handlerList } from '@/domain/contracts/handlers';
import { registerContract } from '@/server/http/register-contract';
import { listHandlers } from './queries';

/** The people a register can be filtered by (`?handler=`), for everyone who uses the registers. */
export async function handlerRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, handlerList, (request) =>
    listHandlers(app.services.db, request.tenant.organisationId),
  );
}

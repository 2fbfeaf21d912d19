import type { FastifyInstance } from 'fastify';
import { registerContract } from '@/server/http/register-contract';
import { claimTypeList, denialReasonList, type OrganisationList } from './lists';
import { addEntry, listOwnEntries, removeEntry } from './service';

/** Reading a list is for every member; adding and removing entries is the Org Admin Panel's. */
function organisationListRoutes<Entry extends { id: string }>(list: OrganisationList<Entry>) {
  return async (app: FastifyInstance): Promise<void> => {
    registerContract(app, list.routes.list, (request) => listOwnEntries(list, request.tenant));
    // The contract's body schema checked the body; Fastify's request type does not narrow a generic entry by itself.
    registerContract(app, list.routes.addition, (request) =>
      addEntry(list, request.tenant, request.body as Omit<Entry, 'id'>),
    );
    registerContract(app, list.routes.removal, async (request) => {
      await removeEntry(list, request.tenant, request.params.id);
      return { message: list.texts.removed };
    });
  };
}

export const claimTypeRoutes = organisationListRoutes(claimTypeList);
export const denialReasonRoutes = organisationListRoutes(denialReasonList);

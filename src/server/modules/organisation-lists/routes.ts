import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { IdParamsSchema } from '@/domain/contracts/params';
import { MessageReply } from '@/domain/contracts/wire';
import { claimTypeList, denialReasonList, type OrganisationList } from './lists';
import { addEntry, listOwnEntries, removeEntry } from './service';

/** Reading a list is for every member; adding and removing entries is the Org Admin Panel's. */
function organisationListRoutes<Entry extends { id: string }>(list: OrganisationList<Entry>) {
  return async (app: FastifyInstance): Promise<void> => {
    const tags = [list.tag];
    app.get(
      list.path,
      {
        config: { action: 'product:use', scope: 'checks:read' },
        schema: { summary: `List ${list.tag}`, tags, response: { 200: list.listSchema } },
      },
      (request) => listOwnEntries(list, request.tenant),
    );

    app.post(
      list.path,
      {
        config: { action: 'organisation:manage' },
        schema: {
          summary: `Add a ${list.entryName}`,
          tags,
          body: list.newEntrySchema,
          response: { 201: list.entrySchema },
        },
      },
      async (request, reply) => {
        // newEntrySchema checked the body; Fastify's request type does not narrow a generic entry by itself.
        const input = request.body as Omit<Entry, 'id'>;
        return reply.status(201).send(await addEntry(list, request.tenant, input));
      },
    );

    app.delete<{ Params: z.output<typeof IdParamsSchema> }>(
      `${list.path}/:id`,
      {
        config: { action: 'organisation:manage' },
        schema: {
          summary: `Remove a ${list.entryName}`,
          tags,
          params: IdParamsSchema,
          response: { 200: MessageReply },
        },
      },
      async (request) => {
        await removeEntry(list, request.tenant, request.params.id);
        return { message: list.texts.removed };
      },
    );
  };
}

export const claimTypeRoutes = organisationListRoutes(claimTypeList);
export const denialReasonRoutes = organisationListRoutes(denialReasonList);

import { z } from 'zod';
import { defineRoute } from './route';

/** `GET /api/v1/handlers`: the people of the organisation, by name, for the registers' "Handler" filter. */
export const HandlerListReply = z.array(
  z.object({
    id: z.uuid().describe('The user id the registers take as `handler`'),
    name: z.string().describe('The name, or the e-mail when no name is set'),
  }),
);
export type Handler = z.output<typeof HandlerListReply>[number];

/** The people a register can be filtered by (`?handler=`), for everyone who uses the registers. */
export const handlerList = defineRoute({
  method: 'GET',
  path: '/api/v1/handlers',
  summary: "List your organization's people, for the registers' handler filter",
  operationId: 'listHandlers',
  tags: ['registers'],
  reply: HandlerListReply,
  action: 'product:use',
});

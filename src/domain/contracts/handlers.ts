import { z } from 'zod';

/** `GET /api/v1/handlers`: the people of the organisation, by name, for the registers' "Handler" filter. */
export const HandlerListReply = z.array(
  z.object({
    id: z.uuid().describe('The user id the registers take as `handler`'),
    name: z.string().describe('The name, or the e-mail when no name is set'),
  }),
);
export type Handler = z.output<typeof HandlerListReply>[number];

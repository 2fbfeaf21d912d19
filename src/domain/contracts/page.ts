import { z } from 'zod';

/** The reply of a paged list: one page of rows and the number of rows on every page. */
export const pageReply = <Row extends z.ZodType>(row: Row) =>
  z.object({
    items: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** Who did something (checked the device, asked for the removal): their id, e-mail and full name. */
export const PersonSchema = z.object({ id: z.uuid(), email: z.string(), name: z.string() });

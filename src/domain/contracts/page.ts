import { z } from 'zod';
import type { Wire } from './wire';

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

/** One page of rows as the web app receives it. */
export type Page<Row> = Wire<ReturnType<typeof pageReply<z.ZodType<unknown, Row>>>>;

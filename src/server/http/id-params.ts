import { z } from 'zod';

/** `/:id` of a record; anything but a UUID is a 400 before any query runs. */
export const IdParamsSchema = z.object({ id: z.uuid() });

import { z } from 'zod';

/** `/:id` of a record; anything but a UUID is a 400 before any query runs. */
export const IdParamsSchema = z.object({ id: z.uuid() });

/** 14 or 15 digits: deletes and matches go by the first 14, so the check digit may be left off. */
export const ImeiParamsSchema = z.object({
  imei: z.string().regex(/^\d{14,15}$/, 'IMEI must be 14 or 15 digits'),
});

/** `/:token` of a reset or invitation link; an empty or overlong token is a 400 before any lookup. */
export const TokenParamsSchema = z.strictObject({ token: z.string().min(1).max(200) });

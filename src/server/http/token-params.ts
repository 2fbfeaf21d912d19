import { z } from 'zod';

/** `/:token` of a reset or invitation link; an empty or overlong token is a 400 before any lookup. */
export const TokenParamsSchema = z.strictObject({ token: z.string().min(1).max(200) });

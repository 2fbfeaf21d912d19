import { z } from 'zod';

export const MessageReplySchema = z.object({ message: z.string() });

export const TokenParamsSchema = z.strictObject({ token: z.string().min(1).max(200) });

import { z } from 'zod';
import { ROLES } from '@/domain/roles';

export const MessageReplySchema = z.object({ message: z.string() });

export const SessionReplySchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  title: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  organisation: z.object({ id: z.uuid(), name: z.string(), domain: z.string() }).nullable(),
  twoFactor: z.object({ enabled: z.boolean(), required: z.boolean(), exempt: z.boolean() }),
});

export const TokenParamsSchema = z.strictObject({ token: z.string().min(1).max(200) });

export const SecondFactorRequiredSchema = z.object({ secondFactorRequired: z.literal(true) });

import { z } from 'zod';
import { ROLES } from '@/domain/roles';
import type { Wire } from './wire';

/** The signed-in user: the session probe's answer and the sign-in and second-factor replies. */
export const SessionReply = z.object({
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  title: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  organisation: z.object({ id: z.uuid(), name: z.string(), domain: z.string() }).nullable(),
  /** required: this user must sign in with a second factor (and is not exempt); enabled: one is set up. */
  twoFactor: z.object({ enabled: z.boolean(), required: z.boolean(), exempt: z.boolean() }),
});
export type Session = Wire<typeof SessionReply>;

/** `GET /api/auth/session`: the signed-in user, or null for a visitor who sends no session cookie. */
export const SessionProbeReply = SessionReply.nullable();

/** A correct password of an account with two-factor sign-in: the code comes next. */
export const SecondFactorRequiredReply = z.object({ secondFactorRequired: z.literal(true) });
export type SecondFactorRequired = Wire<typeof SecondFactorRequiredReply>;

/** `POST /api/auth/sign-in`: 200 with the session, or 202 asking for the second factor. */
export const SignInReply = z.union([SessionReply, SecondFactorRequiredReply]);

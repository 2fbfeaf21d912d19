import { z } from 'zod';
import { ROLES } from '@/domain/roles';
import { SecondFactorSchema } from '@/domain/schemas/second-factor';
import { SignInSchema } from '@/domain/schemas/sign-in';
import { defineRoute } from './route';
import { isoDateTime, NoContent, type Wire } from './wire';

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
  expiresAt: isoDateTime
    .nullable()
    .optional()
    .describe(
      "When the session ends unless it is renewed (the session probe says; a session of single sign-on ends at its organization's maximum length)",
    ),
});
export type Session = Wire<typeof SessionReply>;

/** `GET /api/auth/session`: the signed-in user, or null for a visitor who sends no session cookie. */
export const SessionProbeReply = SessionReply.nullable();

/** A correct password of an account with two-factor sign-in: the code comes next. */
export const SecondFactorRequiredReply = z.object({ secondFactorRequired: z.literal(true) });
export type SecondFactorRequired = Wire<typeof SecondFactorRequiredReply>;

/** `POST /api/auth/sign-in`: 200 with the session, or 202 asking for the second factor. */
export const SignInReply = z.union([SessionReply, SecondFactorRequiredReply]);

/** Signing in and out, and the session the web app asks for on every page. */
const tags = ['auth'];

/** The reply's contract is the session (200); `otherReplies` the 202 asking for the second factor. */
export const passwordSignIn = defineRoute({
  method: 'POST',
  path: '/api/auth/sign-in',
  summary: 'Sign in',
  operationId: 'signIn',
  tags,
  body: SignInSchema,
  reply: SessionReply,
  otherReplies: { 202: SecondFactorRequiredReply },
  action: 'public',
});

export const secondFactorSignIn = defineRoute({
  method: 'POST',
  path: '/api/auth/second-factor',
  summary: 'Sign in with the second factor',
  operationId: 'signInSecondFactor',
  refusals: {
    401: 'SIGN_IN_EXPIRED: the first step of the sign-in is over or was never taken; sign in again.',
  },
  tags,
  body: SecondFactorSchema,
  reply: SessionReply,
  action: 'public',
});

export const sessionSignOut = defineRoute({
  method: 'POST',
  path: '/api/auth/sign-out',
  summary: 'Sign out',
  operationId: 'signOut',
  tags,
  reply: NoContent,
  status: 204,
  action: 'public',
});

export const sessionRead = defineRoute({
  method: 'GET',
  path: '/api/auth/session',
  summary: 'Read the session',
  operationId: 'getSession',
  tags,
  reply: SessionProbeReply,
  action: 'public',
});

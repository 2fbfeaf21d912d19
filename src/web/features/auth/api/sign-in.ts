import type { SecondFactorRequired, Session } from '@/domain/contracts/session';
import type { SecondFactor } from '@/domain/schemas/second-factor';
import type { SignIn } from '@/domain/schemas/sign-in';
import { api, routeUrl } from '@/web/lib/api-client';
import { useSessionStore } from '@/web/lib/session';
import { useAction } from '@/web/lib/use-action';

export const isSecondFactorRequired = (
  reply: Session | SecondFactorRequired,
): reply is SecondFactorRequired => 'secondFactorRequired' in reply && reply.secondFactorRequired === true;

/** The contracts come with the first sign-in, so the sign-in page does not evaluate zod before it answers input. */
const contracts = () => import('@/domain/contracts/session');

/**
 * A 200 is the signed-in session; a 202 asks for the second factor (useSecondFactor) and signs nobody in yet. Posted
 * with both replies' contract: `api.call` checks a reply against the 200's alone.
 */
export function useSignIn() {
  const session = useSessionStore();
  return useAction(async (credentials: SignIn) => {
    const { passwordSignIn, SignInReply } = await contracts();
    const reply = await api.post(routeUrl(passwordSignIn), credentials, SignInReply);
    if (!isSecondFactorRequired(reply)) session.announce(reply);
    return reply;
  });
}

/** Completes a sign-in that answered 202 with a code from the authenticator app or a recovery code. */
export function useSecondFactor() {
  const session = useSessionStore();
  return useAction(async (body: SecondFactor) => {
    const signedIn = await api.call((await contracts()).secondFactorSignIn, { body });
    session.announce(signedIn);
    return signedIn;
  });
}

/**
 * The e-mail step of single sign-on: the address of a domain with single sign-on gets the identity provider's
 * address to go to; any other gets null (the password is asked).
 */
export function useSsoStart() {
  return useAction(async (email: string) =>
    api.call((await import('@/domain/contracts/sso')).ssoSignInStart, { body: { email } }),
  );
}

import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { linkParam } from '@/domain/auth-redirect';
import { messages } from '@/domain/messages';
import { InvitePasswordSchema } from '@/domain/schemas/new-password';
import { SubmitButton } from '@/web/components/submit-button';
import { Button } from '@/web/components/ui/button';
import { useAcceptInvitation, useInvitationCheck } from '@/web/features/auth/api/invitation';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';
import { useSession, useSignOut } from '@/web/lib/session';
import { AuthCardLayout, AuthStatus } from './auth-card-layout';
import { NewPasswordForm } from './new-password-form';

/** Redirect delays after an invalid link and after the password is set. */
export const INVALID_INVITE_REDIRECT_MS = 3_000;
export const PASSWORD_SET_REDIRECT_MS = 2_000;

const labels = {
  password: 'Password',
  confirmPassword: 'Confirm Password',
  submit: 'Set Password & Continue',
  busy: 'Setting Password...',
};

/**
 * Opened from the e-mailed invitation: checks the token, then sets the invitee's password. Nobody is signed out on
 * arrival (any site can link here): an invalid link leaves the session alone, and a signed-in user is asked first.
 */
export function AcceptInvitePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const signOut = useSignOut();
  const token = linkParam(location, 'access_token');
  const isInviteLink = linkParam(location, 'type') === 'invite' && Boolean(token);
  const check = useInvitationCheck(isInviteLink ? token : null);
  const accept = useAcceptInvitation(token ?? '');
  const signedInAs = session.data?.email ?? null;
  const invalidReason = !isInviteLink
    ? messages.invalidInvitationLink
    : check.isError
      ? messages.invalidOrExpiredInvitationLink
      : null;
  // A signed-in user goes back to the dashboard, still signed in; anyone else to sign-in.
  const leaveTo = signedInAs
    ? { path: '/dashboard', name: 'the dashboard' }
    : { path: '/auth', name: 'sign in' };

  useEffect(() => {
    if (invalidReason) notify.error(messages.invalidInvitation, invalidReason);
  }, [invalidReason]);

  useEffect(() => {
    if (!invalidReason) return;
    const timer = setTimeout(() => navigate(leaveTo.path, { replace: true }), INVALID_INVITE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [invalidReason, leaveTo.path, navigate]);

  if (invalidReason) return <AuthStatus text={`${invalidReason}. Taking you to ${leaveTo.name}...`} />;
  if (!check.isSuccess || session.isPending) return <AuthStatus text="Verifying Invitation..." />;

  if (signedInAs) {
    return (
      <AuthCardLayout
        title="Accept Invitation"
        description={`You are signed in as ${signedInAs}. Sign out and accept the invitation for ${check.data.email}?`}
      >
        <div className="grid gap-4">
          <SubmitButton
            type="button"
            isPending={signOut.isPending}
            pendingLabel="Signing Out..."
            className="w-full"
            onClick={() =>
              signOut.run(undefined, {
                // The sign-out empties the query cache, which leaves the top bar on the old session until it
                // renders again: the same address, replaced, makes it show Sign In as other public pages do.
                onSuccess: () => navigate(location, { replace: true }),
                onError: (error) => notifyFailure('Error', error),
              })
            }
          >
            Sign Out and Continue
          </SubmitButton>
          <Button
            variant="outline"
            className="w-full"
            disabled={signOut.isPending}
            onClick={() => navigate('/dashboard', { replace: true })}
          >
            Cancel
          </Button>
        </div>
      </AuthCardLayout>
    );
  }

  return (
    <AuthCardLayout
      title="Set Your Password"
      description={`Welcome, ${check.data.email}. Choose a password of at least 8 characters.`}
    >
      <NewPasswordForm
        schema={InvitePasswordSchema}
        labels={labels}
        isBusy={accept.isPending || accept.isSuccess}
        onSubmit={(input) =>
          accept.mutate(input, {
            onSuccess: () => {
              notify.success(messages.passwordSet, messages.passwordSetDescription);
              setTimeout(() => navigate('/auth', { replace: true }), PASSWORD_SET_REDIRECT_MS);
            },
            onError: (error) => notifyFailure('Error', error),
          })
        }
      />
    </AuthCardLayout>
  );
}

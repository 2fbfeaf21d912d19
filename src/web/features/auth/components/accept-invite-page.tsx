import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { linkParam } from '../../../../domain/auth-redirect';
import { messages } from '../../../../domain/messages';
import { InvitePasswordSchema } from '../../../../domain/schemas/new-password';
import { notify } from '../../../lib/notify';
import { useAcceptInvitation, useInvitationCheck } from '../api/invitation';
import { signOut } from '../api/session';
import { AuthCardLayout, AuthStatus } from './auth-card-layout';

import { NewPasswordForm } from './new-password-form';

/** Spec section 9: redirect delays after an invalid link and after the password is set. */
export const INVALID_INVITE_REDIRECT_MS = 3_000;
export const PASSWORD_SET_REDIRECT_MS = 2_000;

const labels = {
  password: 'Password',
  confirmPassword: 'Confirm Password',
  submit: 'Set Password & Continue',
  busy: 'Setting Password...',
};

export function AcceptInvitePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signedOut, setSignedOut] = useState(false);
  const token = linkParam(location, 'access_token');
  const isInviteLink = linkParam(location, 'type') === 'invite' && Boolean(token);
  const check = useInvitationCheck(signedOut && isInviteLink ? token : null);
  const accept = useAcceptInvitation(token ?? '');
  const invalidReason = !isInviteLink
    ? messages.invalidInvitationLink
    : check.isError
      ? messages.invalidOrExpiredInvitationLink
      : null;

  useEffect(() => {
    signOut(queryClient)
      .catch(() => {})
      .finally(() => setSignedOut(true));
  }, [queryClient]);

  useEffect(() => {
    if (!invalidReason) return;
    notify.error(messages.invalidInvitation, invalidReason);
    const timer = setTimeout(() => navigate('/auth', { replace: true }), INVALID_INVITE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [invalidReason, navigate]);

  if (invalidReason) return <AuthStatus text={`${invalidReason}. Taking you to sign in...`} />;
  if (!check.isSuccess) return <AuthStatus text="Verifying Invitation..." />;

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
            onError: (error) => notify.error('Error', error.message),
          })
        }
      />
    </AuthCardLayout>
  );
}

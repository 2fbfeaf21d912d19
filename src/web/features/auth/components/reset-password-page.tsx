import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { linkParam } from '@/domain/auth-redirect';
import { messages } from '@/domain/messages';
import { ResetPasswordSchema } from '@/domain/schemas/new-password';
import { useResetPassword, useResetTokenCheck } from '@/web/features/auth/api/password-reset';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';
import { useSessionStore } from '@/web/lib/session';
import { AuthCardLayout, AuthStatus } from './auth-card-layout';
import { NewPasswordForm } from './new-password-form';

const labels = {
  password: 'New Password',
  confirmPassword: 'Confirm New Password',
  submit: 'Update Password',
  busy: 'Updating...',
};

/** Opened from the e-mailed link: checks the token, then sets the new password, signs out and goes to sign-in. */
export function ResetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSessionStore();
  const token = linkParam(location, 'token');
  const [isDone, setIsDone] = useState(false);
  // Once used, the token is invalid: it must not be checked again while the page signs out and leaves.
  const check = useResetTokenCheck(isDone ? null : token);
  const reset = useResetPassword(token ?? '');
  const isInvalid = !token || check.isError;

  useEffect(() => {
    if (!isInvalid) return;
    notify.error(messages.invalidResetLink, messages.invalidResetLinkDescription);
    navigate('/auth', { replace: true });
  }, [isInvalid, navigate]);

  if (isDone) return <AuthStatus text={messages.passwordUpdatedDescription} />;
  if (isInvalid) return <AuthStatus text={`${messages.invalidResetLink}. Taking you to sign in...`} />;
  if (!check.isSuccess) return <AuthStatus text="Verifying..." />;

  return (
    <AuthCardLayout title="Set New Password" description="Choose a password of at least 6 characters.">
      <NewPasswordForm
        schema={ResetPasswordSchema}
        labels={labels}
        isBusy={reset.isPending}
        onSubmit={(input) =>
          reset.mutate(input, {
            onSuccess: async () => {
              setIsDone(true);
              notify.success(messages.passwordUpdated, messages.passwordUpdatedDescription);
              await session.signOut().catch(() => {});
              navigate('/auth', { replace: true });
            },
            onError: (error) => notifyFailure('Error', error),
          })
        }
      />
    </AuthCardLayout>
  );
}

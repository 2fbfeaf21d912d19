import { lazy, Suspense, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { RETURN_PARAM, safeReturnPath } from '@/domain/auth-redirect';
import { Spinner } from '@/web/components/ui/spinner';
import { useSession } from '@/web/lib/session';
import { AuthCardLayout } from './auth-card-layout';
import { SignInForm, type SignInStep } from './sign-in-form';

/** The reset form uses react-hook-form: it is loaded when asked for, not with the sign-in page. */
const ForgotPasswordForm = lazy(async () => ({
  default: (await import('./forgot-password-form')).ForgotPasswordForm,
}));

export function AuthPage() {
  const [mode, setMode] = useState<SignInStep | 'forgot-password'>('password');
  const session = useSession();
  const [params] = useSearchParams();
  // Signed in: back to the page the visitor was sent here from, when it is a page of the dashboard.
  if (session.data) return <Navigate to={safeReturnPath(params.get(RETURN_PARAM)) ?? '/dashboard'} replace />;

  if (mode === 'forgot-password') {
    return (
      <AuthCardLayout title="Reset Password" description="We will e-mail you a link to set a new password.">
        <Suspense fallback={<Spinner className="py-8" />}>
          <ForgotPasswordForm onBack={() => setMode('password')} />
        </Suspense>
      </AuthCardLayout>
    );
  }
  // One card for both steps of a sign-in, so the form (and a lock-out's timer) stays mounted between them.
  return (
    <AuthCardLayout
      title={mode === 'second-factor' ? 'Two-Factor Sign-In' : 'Sign In'}
      description={
        mode === 'second-factor' ? undefined : 'Sign in to check, review and settle device claims.'
      }
    >
      <SignInForm step={mode} onStepChange={setMode} onForgotPassword={() => setMode('forgot-password')} />
    </AuthCardLayout>
  );
}

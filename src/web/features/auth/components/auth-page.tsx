import { useState } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../api/session';
import { AuthCardLayout } from './auth-card-layout';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';

export function AuthPage() {
  const [mode, setMode] = useState<'sign-in' | 'forgot-password'>('sign-in');
  const session = useSession();
  if (session.data) return <Navigate to="/dashboard" replace />;

  return mode === 'sign-in' ? (
    <AuthCardLayout title="Sign In" description="Sign in to check, review and settle device claims.">
      <SignInForm onForgotPassword={() => setMode('forgot-password')} />
    </AuthCardLayout>
  ) : (
    <AuthCardLayout title="Reset Password" description="We will e-mail you a link to set a new password.">
      <ForgotPasswordForm onBack={() => setMode('sign-in')} />
    </AuthCardLayout>
  );
}

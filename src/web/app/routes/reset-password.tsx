import { ResetPasswordPage } from '@/web/features/auth/components/reset-password-page';

export default function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}

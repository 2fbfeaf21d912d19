import { ResetPasswordPage } from '@/web/features/auth';

export default function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}

import { ResetPasswordPage } from '@/web/features/auth';
import { QueryProvider } from '@/web/lib/query-provider';

export default function ResetPasswordRoute() {
  return (
    <QueryProvider>
      <ResetPasswordPage />
    </QueryProvider>
  );
}

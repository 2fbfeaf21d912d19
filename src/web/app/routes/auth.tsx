import { AuthPage } from '@/web/features/auth';

export default function AuthRoute() {
  return <AuthPage />;
}

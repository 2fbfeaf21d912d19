import { FinLockRequestsPage } from '@/web/features/finlock-requests';

export default function FinlockRequestsRoute() {
  return <FinLockRequestsPage />;
}

import { FinLockRequestsPage } from '@/web/features/finlock-requests/components/finlock-requests-page';

export default function FinlockRequestsRoute() {
  return <FinLockRequestsPage />;
}

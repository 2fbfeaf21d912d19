import { DashboardLayout } from '@/web/features/dashboard-shell';

export default function DashboardLayoutRoute() {
  return <DashboardLayout />;
}

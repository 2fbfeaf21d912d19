import { DashboardLayout } from '@/web/features/dashboard-shell/components/dashboard-layout';

export default function DashboardLayoutRoute() {
  return <DashboardLayout />;
}

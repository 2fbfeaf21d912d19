import { DashboardLayout } from '../../features/dashboard-shell/components/dashboard-layout';

export default function DashboardLayoutRoute() {
  return <DashboardLayout />;
}

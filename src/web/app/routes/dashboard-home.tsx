import { DashboardHomePage } from '@/web/features/dashboard-home';

export default function DashboardHomeRoute() {
  return <DashboardHomePage />;
}

import { DashboardHomePage } from '@/web/features/dashboard-home/components/dashboard-home-page';

export default function DashboardHomeRoute() {
  return <DashboardHomePage />;
}

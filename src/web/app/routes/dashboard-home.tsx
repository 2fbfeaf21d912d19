import { UpcomingScreen } from '../../features/dashboard-shell/components/upcoming-screen';

export default function DashboardHomeRoute() {
  return <UpcomingScreen title="Dashboard" description="Claims in review, settled and denied at a glance." />;
}

import { UpcomingScreen } from '../../features/dashboard-shell/components/upcoming-screen';

export default function ManageProfileRoute() {
  return <UpcomingScreen title="Manage Profile" description="Your name, title and avatar." />;
}

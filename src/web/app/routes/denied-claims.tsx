import { UpcomingScreen } from '../../features/dashboard-shell/components/upcoming-screen';

export default function DeniedClaimsRoute() {
  return (
    <UpcomingScreen title="Denied Claims" description="Every claim your organisation has denied, and why." />
  );
}

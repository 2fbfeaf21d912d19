import { UpcomingScreen } from '../../features/dashboard-shell/components/upcoming-screen';

export default function SettledClaimsRoute() {
  return (
    <UpcomingScreen
      title="Settled Claims"
      description="Every claim your organisation has settled, with its replacement device."
    />
  );
}
